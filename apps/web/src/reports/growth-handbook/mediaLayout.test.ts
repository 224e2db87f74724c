import { describe, expect, it } from 'vitest';
import {
  cellWidthMm,
  MEDIA_BAND,
  MEDIA_MM,
  mediaLayout,
  printedFiles,
  remarkFontPt,
  remarkHeightMm,
  type TMediaLayout,
} from './mediaLayout';

/** The grid as text: each row's cells, a wide cell as its span (`2` = across two columns). */
const shape = (layout: TMediaLayout) =>
  layout.rows.map((_, r) =>
    layout.cells
      .filter((c) => c.row === r + 1)
      .map((c) => c.columnSpan)
      .join(' '),
  );

describe('mediaLayout (H31, design section 5)', () => {
  it.each([
    [1, 1, ['1']],
    [2, 1, ['1', '1']],
    [3, 2, ['2', '1 1']],
    [4, 2, ['1 1', '1 1']],
    [5, 2, ['2', '1 1', '1 1']],
    [6, 2, ['1 1', '1 1', '1 1']],
    [7, 2, ['2', '1 1', '1 1', '1 1']],
    [8, 3, ['1 1 1', '1 1 1', '1 1']],
    [9, 3, ['1 1 1', '1 1 1', '1 1 1']],
  ])('%i pictures: %i columns, rows %j', (count, columns, rows) => {
    const layout = mediaLayout(count);
    expect(layout.columns).toBe(columns);
    expect(shape(layout)).toEqual(rows);
    expect(layout.cells).toHaveLength(count);
  });

  it('gives the large picture a taller row than the small ones', () => {
    for (const count of [3, 5, 7]) {
      const [large, ...small] = mediaLayout(count).rows;
      expect(small.every((share) => share < (large ?? 0))).toBe(true);
    }
  });

  it('has no cells for no pictures, and never more than the 9 a page holds (H23)', () => {
    expect(mediaLayout(0)).toEqual({ columns: 1, rows: [], cells: [] });
    expect(mediaLayout(12).cells).toHaveLength(9);
    expect(mediaLayout(-1).cells).toHaveLength(0);
  });

  it('asks for each picture at its printed width (DECISIONS 2)', () => {
    const one = mediaLayout(1);
    expect(cellWidthMm(one, one.cells[0]!)).toBe(MEDIA_BAND.width);
    const three = mediaLayout(3);
    expect(cellWidthMm(three, three.cells[0]!)).toBeCloseTo(MEDIA_BAND.width);
    expect(cellWidthMm(three, three.cells[1]!)).toBeCloseTo((MEDIA_BAND.width - MEDIA_MM.gap) / 2);
    const nine = mediaLayout(9);
    expect(cellWidthMm(nine, nine.cells[0]!)).toBeCloseTo((MEDIA_BAND.width - 2 * MEDIA_MM.gap) / 3);
  });
});

describe('printedFiles (H38, N13): the grid counts what prints', () => {
  const files = [
    { src: '/files/a', type: 'image' as const },
    { src: '/files/v', type: 'video' as const },
    { src: '/files/b', type: 'image' as const },
  ];

  it('shows the videos on screen and leaves them out of the PDF', () => {
    expect(printedFiles(files, false)).toHaveLength(3);
    expect(printedFiles(files, true).map((f) => f.src)).toEqual(['/files/a', '/files/b']);
    expect(mediaLayout(printedFiles(files, true).length).columns).toBe(1);
  });
});

describe('the remark (H32)', () => {
  it('prints at 24px up to 140 characters, 20px up to 300, else 16px (in pt)', () => {
    expect(remarkFontPt('好'.repeat(140))).toBe(18);
    expect(remarkFontPt('好'.repeat(141))).toBe(15);
    expect(remarkFontPt('好'.repeat(300))).toBe(15);
    expect(remarkFontPt('好'.repeat(301))).toBe(12);
  });

  it('takes the height its text needs and leaves the pictures most of the page', () => {
    expect(remarkHeightMm('')).toBe(0);
    expect(remarkHeightMm('   ')).toBe(0);
    const short = remarkHeightMm('今天小米自己穿好了鞋子。');
    const long = remarkHeightMm('小米在活动中表现积极，'.repeat(45));
    expect(short).toBeGreaterThan(2 * MEDIA_MM.remarkPad);
    expect(long).toBeGreaterThan(short);
    // 500 characters (the editor's limit) still leave half the band to the pictures
    expect(MEDIA_BAND.height - long - MEDIA_MM.remarkGap).toBeGreaterThan(MEDIA_BAND.height / 2 - 10);
  });
});
