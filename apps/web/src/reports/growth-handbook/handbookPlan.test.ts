import type { THandbookItem } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import {
  handbookGroup as group,
  handbookOf as handbook,
  handbookItem,
  handbookTable,
} from './handbookFixtures';
import { coverOf, fileListOf, planHandbook, type THandbookPage } from './handbookPlan';
import { RATING_ROWS } from './handbookTables';

let nextId = 100;
const item = (Type: number, extra: Partial<THandbookItem> = {}) => handbookItem(nextId++, Type, extra);

const ratingRows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ manifestation: `表现${i + 1}`, isActivite: (i % 4) as number }));
const kinds = (pages: THandbookPage[]) => pages.map((p) => `${p.kind}:${p.type}`);

describe('the handbook’s pages (H29-H36, design Q8)', () => {
  it('prints one cover, each entry’s pages in its order, and one 封底', () => {
    const plan = planHandbook(
      handbook([
        group(1, [
          item(2, { Content: '小米这学期进步很大。' }),
          item(3, { CateName: '健康与体能', ImgList: ['/files/a'] }),
          item(4, { Table: null }),
          item(5, { Title: '健康表现评价表', List: ratingRows(3) }),
        ]),
      ]),
    );
    expect(kinds(plan.pages)).toEqual(['cover:1', 'message:2', 'media:3', 'table1:4', 'table2:5', 'back:6']);
    expect(plan.pages.map((p) => p.page)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(plan.total).toBe(6);
  });

  it('binds several entries in the order given (earliest first), each with its title in the footer', () => {
    const plan = planHandbook(
      handbook([
        group(1, [item(2, { Content: '一' }), item(3, { CateName: '语言与交流', ImgList: ['/files/a'] })]),
        group(2, [item(2, { Content: '二' })]),
      ]),
    );
    expect(kinds(plan.pages)).toEqual(['cover:1', 'message:2', 'media:3', 'message:2', 'back:6']);
    expect(plan.pages.map((p) => p.group)).toEqual([
      '',
      '2026-03-01至2026-03-21',
      '2026-03-01至2026-03-21',
      '2026-03-02至2026-03-22',
      '',
    ]);
    expect(new Set(plan.pages.map((p) => p.key)).size).toBe(plan.pages.length);
  });

  it('prints nothing for a type it does not know (the cover and back cover items are the booklet’s)', () => {
    const plan = planHandbook(handbook([group(1, [item(1, { Content: '王丽' }), item(6), item(3)])]));
    expect(kinds(plan.pages)).toEqual(['cover:1', 'media:3', 'back:6']);
  });

  it('is a cover and a 封底 for entries with nothing written yet', () => {
    expect(kinds(planHandbook(handbook([group(1, [])])).pages)).toEqual(['cover:1', 'back:6']);
  });

  it('H40: cuts the 寄语 at 390 characters with an ellipsis and signs it with the recorder', () => {
    const plan = planHandbook(handbook([group(1, [item(2, { Content: '好'.repeat(400) })])]));
    const message = plan.pages[1];
    expect(message?.kind).toBe('message');
    if (message?.kind !== 'message') return;
    expect(Array.from(message.text)).toHaveLength(391);
    expect(message.text.endsWith('…')).toBe(true);
    expect(message.recorder).toBe('王丽');
    expect(message.fontPt).toBeGreaterThanOrEqual(7);
  });
});

describe('the rating table (H34, H35)', () => {
  const pagesOf = (rows: number) =>
    planHandbook(
      handbook([group(1, [item(5, { Title: '表现评价表', List: ratingRows(rows) })])]),
    ).pages.filter((p): p is Extract<THandbookPage, { kind: 'table2' }> => p.kind === 'table2');

  it('holds 14 rows on its first page and 16 on each -5 continuation', () => {
    expect(RATING_ROWS).toEqual({ firstPage: 14, perPage: 16 });
    expect(pagesOf(14).map((p) => p.rows.length)).toEqual([14]);
    expect(pagesOf(15).map((p) => [p.type, p.rows.length])).toEqual([
      [5, 14],
      [-5, 1],
    ]);
    expect(pagesOf(30).map((p) => [p.type, p.rows.length, p.continued])).toEqual([
      [5, 14, false],
      [-5, 16, true],
    ]);
  });

  it('numbers the rows through the pages and keeps each row’s place in the table', () => {
    const [first, next] = pagesOf(20);
    expect(first?.rows[0]).toMatchObject({ index: 0, no: 1, text: '表现1', level: 0 });
    expect(next?.rows[0]).toMatchObject({ index: 14, no: 15, text: '表现15', level: 2 });
    // every page carries the whole table, so a click on a -5 page saves all of it
    expect(next?.item.List).toHaveLength(20);
    expect(next?.item.Type).toBe(-5);
    expect(next?.item._Index).toBe(first?.item._Index);
  });

  it('gives a long behaviour a smaller font, never a taller row', () => {
    const [page] = planHandbook(
      handbook([
        group(1, [
          item(5, {
            List: [
              { manifestation: '长'.repeat(100), isActivite: 1 },
              { manifestation: '短', isActivite: 2 },
            ],
          }),
        ]),
      ]),
    ).pages.filter((p) => p.kind === 'table2');
    if (page?.kind !== 'table2') throw new Error('no rating page');
    expect(page.rows[0]?.fontPt).toBeLessThan(page.rows[1]?.fontPt ?? 0);
    expect(page.rows[0]?.fontPt).toBeGreaterThanOrEqual(7);
  });
});

describe('the observation table (H33)', () => {
  // 内容's title left empty: it prints as its default
  const table = (rows: number, desc = '') =>
    handbookTable(
      Array.from({ length: rows }, (_, i) => ({ title: `标题${i + 1}`, desc })),
      { titleTab2: '' },
    );

  it('shows the four header fields (empty titles as their defaults), then the rows', () => {
    const page = planHandbook(handbook([group(1, [item(4, { Table: table(4, '很好') })])])).pages[1];
    if (page?.kind !== 'table1') throw new Error('no table page');
    expect(page.fields).toEqual([
      { field: 'titleTab1', title: '姓名', value: '李小米' },
      { field: 'titleTab2', title: '内容', value: '搭积木' },
      { field: 'titleTab3', title: '观察日期', value: '2026-03-05' },
      { field: 'titleTab4', title: '记录人', value: '王丽' },
    ]);
    expect(page.rows.map((r) => [r.index, r.title])).toEqual([
      [0, '标题1'],
      [1, '标题2'],
      [2, '标题3'],
      [3, '标题4'],
    ]);
  });

  it('starts from the default titles and rows when the page has no table', () => {
    const page = planHandbook(handbook([group(1, [item(4)])])).pages[1];
    if (page?.kind !== 'table1') throw new Error('no table page');
    expect(page.fields?.map((f) => f.title)).toEqual(['姓名', '内容', '观察日期', '记录人']);
    expect(page.rows.map((r) => r.title)).toEqual(['学生表现', '问题原因', '解决问题计划', '变化/成长']);
  });

  it('runs on to -4 pages when the descriptions are longer than a page, whole rows only', () => {
    const pages = planHandbook(handbook([group(1, [item(4, { Table: table(10, '写'.repeat(500)) })])])).pages;
    const tables = pages.filter((p) => p.kind === 'table1');
    expect(tables.length).toBeGreaterThan(1);
    expect(tables.map((p) => p.type)).toEqual([4, ...tables.slice(1).map(() => -4)]);
    expect(tables.flatMap((p) => (p.kind === 'table1' ? p.rows.map((r) => r.index) : []))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(tables.slice(1).every((p) => p.kind === 'table1' && p.fields === null && p.continued)).toBe(true);
  });
});

describe('H41: the page item’s derived fields', () => {
  it('lists the photos, then the videos, as fileList ({src, type})', () => {
    expect(fileListOf({ ImgList: ['/files/a', '', '/files/b'], VideoList: ['/files/v'] })).toEqual([
      { src: '/files/a', type: 'image' },
      { src: '/files/b', type: 'image' },
      { src: '/files/v', type: 'video' },
    ]);
  });

  it('gives each page item its fileList and _Index, its place in its entry’s infos', () => {
    const pages = planHandbook(
      handbook([
        group(1, [
          item(2, { Content: '寄语' }),
          item(3, { CateName: '健康与体能', ImgList: ['/files/a'], VideoList: ['/files/v'] }),
        ]),
      ]),
    ).pages;
    const media = pages[2];
    if (media?.kind !== 'media') throw new Error('no media page');
    expect(media.item).toMatchObject({ Type: 3, CateName: '健康与体能', _Index: 1, StudentName: '李小米' });
    expect(media.item.fileList.map((f) => f.type)).toEqual(['image', 'video']);
  });
});

describe('design Q8: the one cover of several entries', () => {
  it('takes the single entry’s title, its recorder and its photo', () => {
    expect(coverOf([group(1, [], { title: '三月的成长', CoverImg: '/files/c' })])).toEqual({
      kind: 'cover',
      type: 1,
      title: '三月的成长',
      period: '2026-03-01至2026-03-21',
      recorders: ['王丽'],
      photo: '/files/c',
    });
  });

  it('takes the span of several, the recorders once each, and the latest photo', () => {
    const cover = coverOf([
      group(1, [], { StartDate: '2026-03-01', EndDate: '2026-03-31', CoverImg: '/files/early' }),
      group(2, [], { StartDate: '2026-04-01', EndDate: '2026-04-30', Recorder: '张敏 ' }),
      group(3, [], {
        StartDate: '2026-02-15',
        EndDate: '2026-02-28',
        Recorder: '王丽',
        CoverImg: '/files/late',
      }),
      group(4, [], { StartDate: '2026-05-01', EndDate: '2026-05-20', Recorder: '' }),
    ]);
    expect(cover.title).toBe('2026-02-15至2026-05-20');
    expect(cover.period).toBe(cover.title);
    expect(cover.recorders).toEqual(['王丽', '张敏']);
    expect(cover.photo).toBe('/files/late');
  });
});
