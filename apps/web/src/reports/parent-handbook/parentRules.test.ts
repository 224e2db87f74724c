import type { TParentCategory, TParentHandbook } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { parentChartOption } from './parentChart';
import { parentPlan, ROWS_ALONE, ROWS_WITH_CHART } from './parentPlan';
import { readParentQuery } from './parentQuery';
import { PARENT_SAMPLE } from './parentSample';

const category = (items: number, more: Partial<TParentCategory> = {}): TParentCategory => ({
  ...PARENT_SAMPLE.Categories[0]!,
  Content: Array.from({ length: items }, (_, i) => ({ Name: `第${i + 1}项`, Value: 4, PreviousValue: 3 })),
  ...more,
});
const book = (categories: TParentCategory[]): TParentHandbook => ({
  ...PARENT_SAMPLE,
  Categories: categories,
});

describe('H43: the pages', () => {
  it('a category is its items with the chart, then its photos and the parents’ words', () => {
    expect(parentPlan(book([category(5), category(ROWS_WITH_CHART)])).map((p) => p.kind)).toEqual([
      'cover',
      'items',
      'moments',
      'items',
      'moments',
      'back',
    ]);
  });

  it('many items move the chart to the second page; very many continue, nothing cut', () => {
    const pages = parentPlan(book([category(ROWS_ALONE + 3)]));
    expect(pages.map((p) => [p.kind, p.kind === 'items' ? p.rows.length : null])).toEqual([
      ['cover', null],
      ['items', ROWS_ALONE],
      ['items', 3],
      ['moments', null],
      ['back', null],
    ]);
    expect(pages.filter((p) => p.kind === 'items').every((p) => p.kind === 'items' && !p.withChart)).toBe(
      true,
    );
    expect(pages.find((p) => p.kind === 'moments')).toMatchObject({ withChart: true });
  });

  it('a category not rated yet has no chart', () => {
    const [, items] = parentPlan(book([category(0, { IsStatus: 0, Series: [] })]));
    expect(items).toMatchObject({ kind: 'items', rows: [], withChart: false });
  });
});

describe('H43: the term comparison', () => {
  it('runs from 0 to the rating’s top, the previous term grey beside this one', () => {
    const option = parentChartOption(PARENT_SAMPLE.Categories[0]!);
    expect(option.xAxis).toMatchObject({ min: 0, max: 6, interval: 1 });
    expect(option.series.map((s) => s.name)).toEqual(['上学期', '本学期']);
    expect(option.color).toHaveLength(2);
    const alone = parentChartOption({ ...category(2), Series: [{ name: '本学期', data: [4, 4] }], Max: 1 });
    expect(alone.color).toHaveLength(1);
    expect(alone.xAxis.max).toBe(1);
  });
});

describe('H42 H44: the query', () => {
  it('sample=1 is the fixed sample; dataInfo names the child and term (0: the open one)', () => {
    expect(readParentQuery(new URLSearchParams('sample=1'))).toEqual({ sample: true, auto: false });
    const info = encodeURIComponent(
      JSON.stringify({ CycleId: 3, StudentId: 8, IsBaby: false, StudentName: '乐乐' }),
    );
    expect(readParentQuery(new URLSearchParams(`dataInfo=${info}`))).toEqual({
      sample: false,
      dataQuery: { CycleId: '3', StudentId: '8' },
      studentName: '乐乐',
      auto: false,
    });
    expect(readParentQuery(new URLSearchParams('StudentId=8'))).toMatchObject({
      dataQuery: { CycleId: '0' },
    });
    expect(readParentQuery(new URLSearchParams('dataInfo=%7B'))).toBeNull();
  });

  it('the sample is a whole handbook: every category rated, with its series and words', () => {
    for (const c of PARENT_SAMPLE.Categories) {
      expect(c.IsStatus).toBe(1);
      expect(c.Xaxis_data).toEqual(c.Content.map((i) => i.Name));
      expect(c.Series.at(-1)!.data).toEqual(c.Content.map((i) => i.Value));
      expect(c.ParentMessage).not.toBe('');
    }
  });
});
