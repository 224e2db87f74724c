import {
  PROCESS_PAGE_SET,
  processEvaluationFinished,
  processPageFinished,
  ProcessPageType as T,
  type TProcessPageState,
  ZProcessEditInfo,
  ZProcessListInfo,
  ZQuestionnaireInfo,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';

const none = { images: [], videos: [] };

describe('H47: processPageFinished', () => {
  it('cover and message: a text that is not blank', () => {
    for (const type of [T.cover, T.message]) {
      expect(processPageFinished(type, '王丽', none)).toBe(true);
      expect(processPageFinished(type, '  ', none)).toBe(false);
    }
  });
  it('photos: one photo or one video, whatever the remark', () => {
    expect(processPageFinished(T.media, '只有文字', none)).toBe(false);
    expect(processPageFinished(T.media, '', { images: ['/files/a'], videos: [] })).toBe(true);
    expect(processPageFinished(T.media, '', { images: [], videos: ['/files/v'] })).toBe(true);
  });
  it('table 1: one row with a description; table 2: one row rated 1-3', () => {
    const table = (desc: string) => ({
      titleTab1: '姓名',
      titleTab2: '内容',
      titleTab3: '观察日期',
      titleTab4: '记录人',
      name: '',
      content: '',
      looktime: '',
      writename: '',
      List: [{ title: '学生表现', desc }],
    });
    expect(processPageFinished(T.table1, table(' '), none)).toBe(false);
    expect(processPageFinished(T.table1, table('会分享'), none)).toBe(true);
    const rating = (isActivite: number) => ({ title: '', List: [{ manifestation: '洗手', isActivite }] });
    expect(processPageFinished(T.table2, rating(0), none)).toBe(false);
    expect(processPageFinished(T.table2, rating(3), none)).toBe(true);
    expect(processPageFinished(T.table1, 'text', none)).toBe(false);
  });
  it('the back cover needs nothing', () => {
    expect(processPageFinished(T.plate, '', none)).toBe(true);
  });
});

describe('H47: processEvaluationFinished', () => {
  const fresh = (): TProcessPageState[] =>
    PROCESS_PAGE_SET.map((p) => ({ type: p.type, status: 1, isFinish: p.isFinish }));
  const set = (pages: TProcessPageState[], type: number, v: Partial<TProcessPageState>) =>
    pages.map((p) => (p.type === type ? { ...p, ...v } : p));

  it('a new entry is not finished; every open page written is', () => {
    expect(processEvaluationFinished(fresh())).toBe(false);
    expect(processEvaluationFinished(fresh().map((p) => ({ ...p, isFinish: true })))).toBe(true);
  });
  it('closed pages do not count, but the cover must be written and one content page open', () => {
    let pages = set(fresh(), T.cover, { isFinish: true });
    pages = set(pages, T.message, { status: 0 });
    pages = set(pages, T.table1, { status: 0 });
    pages = set(pages, T.table2, { isFinish: true });
    pages = set(pages, T.media, { status: 0 });
    expect(processEvaluationFinished(pages)).toBe(true);
    expect(processEvaluationFinished(set(pages, T.table2, { status: 0 }))).toBe(false);
    expect(processEvaluationFinished(set(pages, T.cover, { isFinish: false }))).toBe(false);
    expect(processEvaluationFinished(set(pages, T.message, { status: 1 }))).toBe(false);
  });
});

describe('links read IsBaby as written (z.coerce.boolean read the text "false" as true)', () => {
  it.each([
    ['false', false],
    ['0', false],
    [false, false],
    [undefined, false],
    ['true', true],
    ['1', true],
    [1, true],
  ])('IsBaby %s → %s in the edit, list and questionnaire links', (IsBaby, expected) => {
    expect(ZProcessEditInfo.parse({ StudentId: 1, Id: 2, IsBaby }).IsBaby).toBe(expected);
    expect(ZProcessListInfo.parse({ StudentId: 1, IsBaby }).IsBaby).toBe(expected);
    expect(ZQuestionnaireInfo.parse({ StudentId: 1, CateId: 1, IsBaby }).IsBaby).toBe(expected);
  });
});
