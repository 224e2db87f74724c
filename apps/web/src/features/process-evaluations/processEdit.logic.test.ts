import { PROCESS_PAGE_SET, ProcessPageType, type TProcessPageDetail } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { readProcessInfo } from './process.logic';
import {
  cardActions,
  draftOf,
  draftProblem,
  illustrationOf,
  listHrefOf,
  mediaRoom,
  processEditHref,
  progressOf,
  ratingRowsOf,
  ratingStart,
  ratingTitleOf,
  ratingTouched,
  readProcessEditInfo,
  showsBadge,
  submitBodyOf,
  type TPageDraft,
  tableStart,
  togglePhoto,
  withoutEmptyRows,
  withTitleDefaults,
} from './processEdit.logic';

const detail = (over: Partial<TProcessPageDetail> = {}): TProcessPageDetail => ({
  ...{ Id: 31, Type: ProcessPageType.media, Name: '健康与体能', CateName: '健康与体能', Dimension: 1 },
  ...{ Status: 1, IsFinish: 0, EvaluationId: 9, StudentId: 5, StudentName: '李小米', GradeName: '小班' },
  ...{ ClassName: '小二班', Content: '', ImgList: [], VideoList: [], AudioList: [], Banks: [] },
  UpdatedAt: '2026-10-05T08:00:00.000Z',
  ...over,
});
const draft = (over: Partial<TPageDraft> = {}): TPageDraft => ({
  content: '',
  images: [],
  videos: [],
  ...over,
});
const photos = (n: number) => Array.from({ length: n }, (_, i) => `/files/p${i}`);

describe('dataInfo (H12, H13)', () => {
  it('builds the address from the four fields and reads it back', () => {
    const href = processEditHref({ StudentId: 5, IsBaby: false, BabyLevel: null, Id: 9 });
    expect(href.startsWith('/editProcessEvaluate?dataInfo=%7B')).toBe(true);
    const search = href.slice(href.indexOf('?'));
    expect(readProcessEditInfo(search)).toEqual({ StudentId: 5, IsBaby: false, BabyLevel: null, Id: 9 });
    expect(Object.keys(JSON.parse(new URLSearchParams(search).get('dataInfo')!))).toHaveLength(4);
  });

  it('reads a link escaped twice and numbers as text; refuses what is missing or broken', () => {
    const json = JSON.stringify({ StudentId: '5', Id: '9' });
    expect(readProcessEditInfo(`?dataInfo=${encodeURIComponent(encodeURIComponent(json))}`)).toMatchObject({
      StudentId: 5,
      Id: 9,
    });
    expect(readProcessEditInfo('')).toBeNull();
    expect(readProcessEditInfo('?dataInfo=oops')).toBeNull();
    expect(readProcessEditInfo(`?dataInfo=${encodeURIComponent('{"StudentId":5}')}`)).toBeNull();
    expect(readProcessEditInfo(`?dataInfo=${encodeURIComponent('{"StudentId":0,"Id":9}')}`)).toBeNull();
  });

  it('falls back to the child’s list of the entry’s term', () => {
    const href = listHrefOf({ StudentId: 5, IsBaby: false, BabyLevel: null, Id: 9 }, undefined);
    expect(readProcessInfo(href.slice(href.indexOf('?')))).toMatchObject({ StudentId: 5, CycleId: 0 });
  });
});

describe('the cards (H14-H16)', () => {
  it('offers open and a disabled edit when closed, close and edit when open, nothing on the back cover', () => {
    expect(cardActions({ Type: 3, Status: 0 })).toEqual({ toggle: 'open', edit: 'disabled' });
    expect(cardActions({ Type: 1, Status: 1 })).toEqual({ toggle: 'close', edit: 'enabled' });
    expect(cardActions({ Type: 6, Status: 1 })).toEqual({ toggle: null, edit: null });
  });

  it('badges an unwritten page, never the back cover', () => {
    expect(showsBadge({ Type: 2, Status: 1, IsFinish: 0 })).toBe(true);
    expect(showsBadge({ Type: 2, Status: 0, IsFinish: 0 })).toBe(true);
    expect(showsBadge({ Type: 2, Status: 1, IsFinish: 1 })).toBe(false);
    expect(showsBadge({ Type: 6, Status: 1, IsFinish: 0 })).toBe(false);
  });

  it('has a picture of its own for each of the 11 pages', () => {
    const pictures = PROCESS_PAGE_SET.map((p) => illustrationOf({ Type: p.type, Dimension: p.dimension }));
    expect(pictures).toEqual([
      'cover',
      'message',
      'dimension1',
      'dimension2',
      'dimension3',
      'dimension4',
      'dimension5',
      'dimension6',
      'table',
      'rating',
      'back',
    ]);
    expect(illustrationOf({ Type: 3, Dimension: null })).toBe('photos');
  });

  it('counts the open pages written, not the closed ones or the back cover', () => {
    expect(
      progressOf([
        { Type: 1, Status: 1, IsFinish: 1 },
        { Type: 2, Status: 1, IsFinish: 0 },
        { Type: 3, Status: 0, IsFinish: 0 },
        { Type: 6, Status: 1, IsFinish: 1 },
      ]),
    ).toEqual({ done: 1, total: 2 });
  });
});

describe('what the dialogs start from (H19, H25, H26)', () => {
  it('starts table 1 from the defaults, the child’s name and the teacher as recorder', () => {
    const table = tableStart('', { studentName: '李小米', recorder: '王丽' });
    expect([table.titleTab1, table.titleTab2, table.titleTab3, table.titleTab4]).toEqual([
      '姓名',
      '内容',
      '观察日期',
      '记录人',
    ]);
    expect(table.List.map((r) => r.title)).toEqual(['学生表现', '问题原因', '解决问题计划', '变化/成长']);
    expect([table.name, table.writename]).toEqual(['李小米', '王丽']);
    const saved = tableStart(
      JSON.stringify({ titleTab2: '活动', name: '小米', List: [{ title: 'A', desc: 'x' }] }),
      {
        studentName: '李小米',
        recorder: '王丽',
      },
    );
    expect([saved.titleTab1, saved.titleTab2, saved.name, saved.List]).toEqual([
      '姓名',
      '活动',
      '小米',
      [{ title: 'A', desc: 'x' }],
    ]);
  });

  it('starts table 2 with 10 blank rows under the page’s name, or as saved', () => {
    const blank = ratingStart('', '表现评价表');
    expect(blank.title).toBe('表现评价表');
    expect(blank.List).toHaveLength(10);
    expect(blank.List.every((r) => r.manifestation === '' && r.isActivite === 0)).toBe(true);
    expect(ratingStart('not json', '表现评价表').List).toHaveLength(10);
    const saved = ratingStart(
      JSON.stringify({ title: '健康表现评价表', List: [{ manifestation: '洗手', isActivite: 1 }] }),
      '表现评价表',
    );
    expect(saved).toEqual({ title: '健康表现评价表', List: [{ manifestation: '洗手', isActivite: 1 }] });
  });

  it('draws each type’s draft from the detail', () => {
    expect(draftOf(detail({ Type: 1, Content: '王丽', ImgList: ['/files/a'] }), '王丽')).toEqual({
      content: '王丽',
      images: ['/files/a'],
      videos: [],
    });
    expect((draftOf(detail({ Type: 4 }), '王丽').content as { name: string }).name).toBe('李小米');
    expect(
      (draftOf(detail({ Type: 5, Name: '表现评价表' }), '').content as { List: unknown[] }).List,
    ).toHaveLength(10);
  });
});

describe('the bank (Q6) and the rows (H25)', () => {
  it('titles the table {bank}表现评价表 in at most 10 characters, shortening the bank’s name', () => {
    expect(ratingTitleOf('健康')).toBe('健康表现评价表');
    expect(ratingTitleOf('语言与交流')).toBe('语言与交流表现评价表');
    expect(ratingTitleOf('自我与社会性')).toBe('自我与社会表现评价表');
    expect(ratingTitleOf('自我与社会性').length).toBe(10);
  });

  it('fills the rows from the questions (at most 30), else 10 blank rows', () => {
    expect(ratingRowsOf(['会洗手', ' ', '会穿衣'])).toEqual([
      { manifestation: '会洗手', isActivite: 0 },
      { manifestation: '会穿衣', isActivite: 0 },
    ]);
    expect(ratingRowsOf(Array.from({ length: 40 }, (_, i) => `q${i}`))).toHaveLength(30);
    expect(ratingRowsOf([])).toHaveLength(10);
  });

  it('knows when rows were touched, and drops the empty ones on save', () => {
    const answer = {
      title: ' 健康表现评价表 ',
      List: [
        { manifestation: ' 洗手 ', isActivite: 1 },
        { manifestation: '  ', isActivite: 2 },
      ],
    };
    expect(ratingTouched(answer)).toBe(true);
    expect(ratingTouched(ratingStart('', 'x'))).toBe(false);
    expect(withoutEmptyRows(answer)).toEqual({
      title: '健康表现评价表',
      List: [{ manifestation: '洗手', isActivite: 1 }],
    });
  });

  it('puts an emptied label of table 1 back to its default', () => {
    const table = { ...tableStart('', { studentName: '', recorder: '' }), titleTab1: ' ', titleTab3: '时间' };
    expect(withTitleDefaults(table)).toMatchObject({ titleTab1: '姓名', titleTab3: '时间' });
  });
});

describe('the checks before sending (H21-H25), with the server’s messages', () => {
  it('wants a recorder on the cover (≤30) and at most one cover photo', () => {
    expect(draftProblem(1, draft({ content: '  ' }))).toBe('recorderRequired');
    expect(draftProblem(1, draft({ content: 'x'.repeat(31) }))).toBe('recorderTooLong');
    expect(draftProblem(1, draft({ content: '王丽', images: photos(2) }))).toBe('coverPhotoTooMany');
    expect(draftProblem(1, draft({ content: '王丽', images: photos(1) }))).toBeNull();
  });

  it('takes 500 characters of text, never more, and an empty message', () => {
    expect(draftProblem(2, draft({ content: '字'.repeat(500) }))).toBeNull();
    expect(draftProblem(2, draft({ content: '字'.repeat(501) }))).toBe('textTooLong');
    expect(draftProblem(2, draft())).toBeNull();
  });

  it('wants 1 to 9 photos and videos together on a photo page', () => {
    expect(draftProblem(3, draft())).toBe('mediaRequired');
    expect(draftProblem(3, draft({ videos: ['/files/v'] }))).toBeNull();
    expect(draftProblem(3, draft({ images: photos(9), videos: ['/files/v'] }))).toBe('mediaTooMany');
    expect(draftProblem(3, draft({ images: photos(1), content: 'x'.repeat(501) }))).toBe('textTooLong');
  });

  it('wants a behaviour in table 2; table 1 is free', () => {
    expect(draftProblem(5, draft({ content: ratingStart('', '表现评价表') }))).toBe('tableRequired');
    expect(
      draftProblem(5, draft({ content: { title: 't', List: [{ manifestation: '洗手', isActivite: 0 }] } })),
    ).toBeNull();
    expect(draftProblem(4, draft({ content: tableStart('', { studentName: '', recorder: '' }) }))).toBeNull();
  });
});

describe('the picker (H23, H24)', () => {
  it('ticks and unticks; the tenth is refused; the cover replaces its one photo', () => {
    const one = togglePhoto(draft(), '/files/a');
    expect(one.draft.images).toEqual(['/files/a']);
    expect(togglePhoto(one.draft, '/files/A').draft.images).toEqual([]);
    const full = draft({ images: photos(8), videos: ['/files/v'] });
    expect(mediaRoom(full)).toBe(0);
    expect(togglePhoto(full, '/files/new')).toEqual({ draft: full, refused: 'mediaTooMany' });
    expect(togglePhoto(draft({ images: ['/files/a'] }), '/files/b', 1).draft.images).toEqual(['/files/b']);
  });
});

describe('the body (H20)', () => {
  it('sends the lists as arrays, the stamp, and a cover’s recorder trimmed', () => {
    const body = submitBodyOf(
      detail({ Type: 1, AudioList: ['/files/x'] }),
      draft({ content: ' 王丽 ', images: ['/files/a'] }),
    );
    expect(body).toEqual({
      id: 31,
      type: 1,
      content: '王丽',
      cateName: '健康与体能',
      imgList: ['/files/a'],
      audioList: ['/files/x'],
      videoList: [],
      UpdatedAt: '2026-10-05T08:00:00.000Z',
    });
  });

  it('sends photos and videos of a photo page; none for a message', () => {
    const media = submitBodyOf(
      detail(),
      draft({ content: '说明', images: ['/files/a'], videos: ['/files/v'] }),
    );
    expect([media.imgList, media.videoList, media.content]).toEqual([['/files/a'], ['/files/v'], '说明']);
    const message = submitBodyOf(detail({ Type: 2 }), draft({ content: '寄语', images: ['/files/a'] }));
    expect([message.imgList, message.videoList]).toEqual([[], []]);
  });

  it('sends the tables as JSON texts, cleaned up', () => {
    const rating = submitBodyOf(
      detail({ Type: 5 }),
      draft({
        content: {
          title: '健康表现评价表',
          List: [
            { manifestation: '洗手', isActivite: 1 },
            { manifestation: '', isActivite: 0 },
          ],
        },
      }),
    );
    expect(JSON.parse(rating.content)).toEqual({
      title: '健康表现评价表',
      List: [{ manifestation: '洗手', isActivite: 1 }],
    });
    const table = submitBodyOf(
      detail({ Type: 4 }),
      draft({ content: { ...tableStart('', { studentName: '李小米', recorder: '' }), titleTab2: '' } }),
    );
    expect(JSON.parse(table.content)).toMatchObject({ titleTab2: '内容', name: '李小米' });
  });
});
