import type { TThemeChildDetail } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { childReportPageCount, imagePageSizes, imagePages } from './themeChildLayout';

const block = (id: number, images: number, text = '') => ({
  Title: `block ${id}`,
  Text: text,
  QuestionType: 4,
  ImgList: Array.from({ length: images }, (_, i) => `/files/${id}-${i}`),
  Eval_ThemeQuestionId: id,
  Label: `label ${id}`,
});
const entry = (blocks: ReturnType<typeof block>[]): TThemeChildDetail['Entries'][number] => ({
  Eval_ThemeDetailId: 11,
  EvaluateTitle: 'e',
  Type: 1,
  IsRead: true,
  IsEdit: true,
  PhotoSuggestion: 6,
  KeyWordList: [{ KeyWord: 'k', DescribeList: [{ Text: 't', Score: 5, Eval_ThemeQuestionId: 1 }] }],
  secondDescResults: blocks,
});

describe('image pages: 6, then 2, then 1 (DECISIONS 41, E54)', () => {
  it('splits images in the 6/2/1 order, from where the block starts', () => {
    expect(imagePageSizes(6)).toEqual([6]);
    expect(imagePageSizes(9)).toEqual([6, 2, 1]);
    expect(imagePageSizes(12)).toEqual([6, 2, 1, 3]);
    expect(imagePageSizes(3, 1)).toEqual([2, 1]);
    expect(imagePageSizes(0)).toEqual([]);
  });

  it('gives the teacher’s six one page, the parents’ two the next, the child’s one the last', () => {
    const pages = imagePages({
      Entries: [entry([block(1, 6, '老师')]), entry([block(2, 2)]), entry([block(3, 1)])],
    });
    expect(pages.map((p) => [p.slots, p.images.length, p.words])).toEqual([
      [6, 6, '老师'],
      [2, 2, ''],
      [1, 1, ''],
    ]);
  });

  it('carries a block’s extra photos to the next slot size and keeps words-only blocks; drops empty ones', () => {
    const pages = imagePages({ Entries: [entry([block(1, 7, 'w'), block(2, 0, '只有文字'), block(3, 0)])] });
    expect(pages.map((p) => [p.blockId, p.slots, p.images.length, p.words])).toEqual([
      [1, 6, 6, 'w'],
      [1, 2, 1, ''],
      [2, 2, 0, '只有文字'],
    ]);
  });

  it('counts cover, 主题说明, one page per entry with stars, the image pages and the back cover', () => {
    expect(
      childReportPageCount({ Entries: [entry([block(1, 6)]), entry([block(2, 2)]), entry([block(3, 1)])] }),
    ).toBe(3 + 3 + 3);
  });
});
