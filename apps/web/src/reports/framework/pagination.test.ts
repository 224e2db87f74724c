import { describe, expect, it } from 'vitest';
import { paginate, planPages } from './pagination';

const rows = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('paginate', () => {
  it('puts fewer rows on the first page, which carries the heading', () => {
    const pages = paginate(rows(40), { perPage: 16, firstPage: 13 });
    expect(pages.map((p) => p.length)).toEqual([13, 16, 11]);
    expect(pages.flat()).toEqual(rows(40));
  });

  it('fills pages exactly without an empty trailing page', () => {
    expect(paginate(rows(29), { perPage: 16, firstPage: 13 }).map((p) => p.length)).toEqual([13, 16]);
    expect(paginate(rows(13), { perPage: 16, firstPage: 13 }).map((p) => p.length)).toEqual([13]);
  });

  it('uses the full page size for the first page when none is given', () => {
    expect(paginate(rows(5), { perPage: 2 }).map((p) => p.length)).toEqual([2, 2, 1]);
  });

  it('keeps one empty page for an empty list, so its heading and empty note print', () => {
    expect(paginate([], { perPage: 16, firstPage: 13 })).toEqual([[]]);
  });

  it('never loops on a nonsensical page size', () => {
    expect(paginate(rows(3), { perPage: 0, firstPage: -2 }).map((p) => p.length)).toEqual([1, 1, 1]);
  });
});

describe('planPages', () => {
  const sections = [
    { key: 'cover', pages: 1 },
    { key: 'catalogue', pages: 1 },
    { key: 'overview', title: '班级概况', pages: 1 },
    { key: 'roster', title: '幼儿名单', pages: 3 },
    { key: 'back', pages: 1 },
  ];

  it('numbers pages from the cover and lists titled sections at their first page', () => {
    const plan = planPages(sections);
    expect(plan.total).toBe(7);
    expect(plan.startOf).toEqual({ cover: 1, catalogue: 2, overview: 3, roster: 4, back: 7 });
    expect(plan.catalogue).toEqual([
      { key: 'overview', title: '班级概况', page: 3 },
      { key: 'roster', title: '幼儿名单', page: 4 },
    ]);
  });

  it('moves every later entry when a section grows', () => {
    const grown = planPages(sections.map((s) => (s.key === 'overview' ? { ...s, pages: 2 } : s)));
    expect(grown.catalogue.map((e) => e.page)).toEqual([3, 5]);
    expect(grown.total).toBe(8);
  });

  it('leaves out a titled section without pages', () => {
    const plan = planPages([
      { key: 'a', title: 'A', pages: 0 },
      { key: 'b', title: 'B', pages: 2 },
    ]);
    expect(plan.catalogue).toEqual([{ key: 'b', title: 'B', page: 1 }]);
  });

  it('refuses two sections with the same key', () => {
    expect(() =>
      planPages([
        { key: 'a', pages: 1 },
        { key: 'a', pages: 1 },
      ]),
    ).toThrow(/Duplicate/);
  });
});
