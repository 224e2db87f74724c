import {
  HubState,
  hubStates,
  TermLevel,
  type THubStudent,
  type TTermDomain,
  type TTermItem,
  type TTermReport,
  termColorOf,
  termCounts,
  termLegend,
  termLevelOf,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { termChartOption } from './termChart';
import {
  ADVICE_PER_PAGE,
  adviceEntries,
  domainPages,
  ROWS_ALONE,
  ROWS_WITH_CHART,
  termPlan,
} from './termPlan';
import { readTermQuery, termReportSearch } from './termQuery';

const item = (stars: number, advice = ''): TTermItem => {
  const Level = termLevelOf(stars, false);
  return {
    title: `要点${stars}`,
    Level,
    Color: termColorOf(Level),
    Iscolor: Level !== 0,
    InterveneContent: Level === 1 ? advice || '多鼓励孩子。' : '',
    AdviceAdjusted: false,
    Source: 'observation',
    Point: `要点${stars}`,
  };
};

const domainOf = (name: string, counts: number[]): TTermDomain => ({
  Name: name,
  table: counts.map((n, c) => ({
    CategoryName: `子领域${c}`,
    data: Array.from({ length: n }, (_, i) => item(i % 4)),
  })),
  ListImg: '',
  Legend_data: ['加油', '突出', '真棒'],
  Xaxis_data: ['本学期'],
  Series: [
    { name: '加油', data: [2] },
    { name: '突出', data: [1] },
    { name: '真棒', data: [1] },
  ],
  Observed: 4,
  Items: counts.reduce((a, b) => a + b, 0),
});

describe('DECISIONS 1 and 45: levels and colours', () => {
  it('1-3 stars are 加油 (red), 突出 (blue), 真棒 (green); 0 is not observed', () => {
    expect([0, 1, 2, 3].map((s) => termLevelOf(s, false))).toEqual([0, 1, 2, 3]);
    expect([1, 2, 3].map((s) => termColorOf(termLevelOf(s, false)))).toEqual([
      '#F56C6C',
      '#409EFF',
      '#67C23A',
    ]);
    expect(termColorOf(TermLevel.none)).toBe('');
    expect(termLegend(false).map((l) => l.Name)).toEqual(['加油', '突出', '真棒']);
  });

  it('a nursery child has two levels: 1 star 加油, 2 and 3 stars 真棒', () => {
    expect([0, 1, 2, 3].map((s) => termLevelOf(s, true))).toEqual([0, 1, 3, 3]);
    expect(termLegend(true).map((l) => [l.Name, l.Color])).toEqual([
      ['加油', '#F56C6C'],
      ['真棒', '#67C23A'],
    ]);
  });

  it('anything outside 1-3 stars is not observed, never a low level', () => {
    for (const s of [-1, 4, 1.5, Number.NaN]) expect(termLevelOf(s, false)).toBe(TermLevel.none);
  });

  it('the counts follow the legend and leave the not observed out', () => {
    expect(termCounts([1, 1, 2, 3, 0, 0, 3, 3], false)).toEqual([2, 1, 3]);
    expect(termCounts([1, 3, 3, 0], true)).toEqual([1, 2]);
    expect(termCounts([0, 0], false)).toEqual([0, 0, 0]);
  });
});

describe('I09: the chart', () => {
  it('runs 0 to 12 in steps of 1, in the legend colours, and grows rather than cut a bar', () => {
    const legend = termLegend(false);
    const option = termChartOption(domainOf('健康', [3]), legend, '要点数');
    expect(option.yAxis).toMatchObject({ min: 0, max: 12, interval: 1 });
    expect(option.color).toEqual(['#F56C6C', '#409EFF', '#67C23A']);
    const crowded = { ...domainOf('健康', [3]), Series: [{ name: '加油', data: [15] }] };
    expect(termChartOption(crowded, legend, '').yAxis.max).toBe(15);
  });
});

describe('the pages', () => {
  it('a domain fits one page with its chart up to 13 rows; longer tables continue, nothing cut', () => {
    expect(domainPages(domainOf('健康', [ROWS_WITH_CHART]))).toHaveLength(1);
    const long = domainPages(domainOf('健康', [10, 10]));
    expect(long.map((p) => [p.rows.length, p.withChart, p.continued])).toEqual([
      [20, false, false],
      [0, true, true],
    ]);
    const longer = domainPages(domainOf('健康', [20, 10]));
    expect(longer.map((p) => [p.rows.length, p.withChart])).toEqual([
      [ROWS_ALONE, false],
      [30 - ROWS_ALONE, true],
    ]);
    // an element's name spans its rows on each page
    expect(longer[1]!.rows[0]).toMatchObject({ firstOfCategory: true, categorySize: 30 - ROWS_ALONE });
  });

  it('prints cover, guide, structure, domains, the advice of the red items, 老师寄语, back cover', () => {
    const data = {
      domains: [domainOf('健康', [4]), domainOf('语言', [8, 8])],
    } as unknown as TTermReport;
    const reds = adviceEntries(data);
    expect(reds.every((e) => e.item.Level === 1)).toBe(true);
    expect(termPlan(data).map((p) => p.kind)).toEqual([
      'cover',
      'guide',
      'structure',
      'domain',
      'domain',
      'domain',
      ...Array.from({ length: Math.ceil(reds.length / ADVICE_PER_PAGE) }, () => 'advice'),
      'message',
      'back',
    ]);
  });
});

describe('I01: the query', () => {
  it('reads dataInfo (or the plain query) and refuses what names no child or term', () => {
    const link = termReportSearch({
      CycleId: 3,
      StudentId: 9,
      StudentName: '小米',
      ClassName: '小一班',
      CycleName: '上',
    });
    expect(readTermQuery(new URLSearchParams(link.slice(1)))).toMatchObject({
      dataQuery: { CycleId: '3', StudentId: '9' },
      studentName: '小米',
      auto: false,
    });
    expect(readTermQuery(new URLSearchParams('CycleId=4&StudentId=2'))?.dataQuery).toEqual({
      CycleId: '4',
      StudentId: '2',
    });
    expect(readTermQuery(new URLSearchParams('dataInfo={bad'))).toBeNull();
    expect(readTermQuery(new URLSearchParams('CycleId=4'))).toBeNull();
    expect(
      readTermQuery(
        new URLSearchParams(`dataInfo=${encodeURIComponent('{"CycleId":1,"StudentId":2,"Type":1}')}`),
      )?.auto,
    ).toBe(true);
  });
});

describe('the hub states', () => {
  const student: THubStudent = {
    StudentId: 1,
    StudentName: '小米',
    Gender: 2,
    IsBaby: false,
    FootprintDone: 0,
    FootprintTotal: 12,
    ThemeStates: [0, 1, 2],
    HandbookTotal: 0,
    HandbookFinished: 0,
    HandbookIds: [],
    TermObserved: 0,
    BanksDone: 0,
    TeacherMessage: '',
    TeacherMessageUpdatedAt: null,
  };
  it('reads none / partial / ready from the counts', () => {
    expect(hubStates(student, 3)).toEqual({
      footprint: HubState.none,
      themes: [HubState.none, HubState.partial, HubState.ready],
      handbook: HubState.none,
      term: HubState.none,
      parent: HubState.none,
    });
    const more = { ...student, FootprintDone: 12, HandbookTotal: 2, TermObserved: 1, BanksDone: 1 };
    expect(hubStates(more, 3)).toMatchObject({
      footprint: HubState.ready,
      handbook: HubState.partial,
      term: HubState.partial,
      parent: HubState.partial,
    });
    const all = { ...more, HandbookFinished: 1, TeacherMessage: '真棒', BanksDone: 3 };
    expect(hubStates(all, 3)).toMatchObject({
      handbook: HubState.ready,
      term: HubState.ready,
      parent: HubState.ready,
    });
  });
});
