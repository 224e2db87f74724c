import { API } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { exportHref, frequencyShare, observationSpans, readStaticQuery, rowSpans, totals } from './StatRows';

const row = (OneName: string, TwoName: string, Often = 0, Sometimes = 0, Never = 0) => ({
  OneName,
  TwoName,
  Often,
  Sometimes,
  Never,
});

describe('F48: merged cells', () => {
  it('the first row of a run spans it, the others 0', () => {
    expect(rowSpans(['a', 'a', 'b', 'c', 'c', 'c'], (x) => x)).toEqual([2, 0, 1, 3, 0, 0]);
    expect(rowSpans([], (x: string) => x)).toEqual([]);
    expect(rowSpans(['a'], (x) => x)).toEqual([1]);
    // Only consecutive rows merge.
    expect(rowSpans(['a', 'b', 'a'], (x) => x)).toEqual([1, 1, 1]);
  });

  it('dimensions merge over equal values; elements too, but not across two dimensions', () => {
    const rows = [
      row('健康', '身心状况'),
      row('健康', '身心状况'),
      row('健康', '动作发展'),
      row('语言', '动作发展'),
      row('语言', '倾听'),
    ];
    expect(observationSpans(rows)).toEqual({
      dimension: [3, 0, 0, 2, 0],
      element: [2, 0, 1, 1, 1],
    });
  });
});

describe('the shares and totals', () => {
  it('percentages of a row, 0 when nobody was marked', () => {
    expect(frequencyShare(row('', '', 2, 1, 1))).toEqual({ often: 50, sometimes: 25, never: 25, total: 4 });
    expect(frequencyShare(row('', '', 1, 2, 0))).toEqual({
      often: 33.3,
      sometimes: 66.7,
      never: 0,
      total: 3,
    });
    expect(frequencyShare(row('', ''))).toEqual({ often: 0, sometimes: 0, never: 0, total: 0 });
  });

  it('column totals', () => {
    expect(totals([row('', '', 1, 2, 3), row('', '', 4, 0, 1)])).toEqual({
      Often: 5,
      Sometimes: 2,
      Never: 4,
    });
  });
});

describe('F35, F51: the query and the export', () => {
  it('reads the screen query; TempId and TempDetailId are required', () => {
    expect(
      readStaticQuery(
        '?TempId=3&TempDetailId=9&CycleId=2&StudyYearId=1&GradeId=4&GradeNameS=%E5%B0%8F%E7%8F%AD&ClassName=&ClassId=0',
      ),
    ).toEqual({
      TempId: 3,
      TempDetailId: 9,
      CycleId: 2,
      StudyYearId: 1,
      GradeId: 4,
      GradeNameS: '小班',
      ClassName: '',
      ClassId: 0,
    });
    expect(readStaticQuery('?TempId=3')).toBeNull();
  });

  it('the export names every parameter the server takes', () => {
    const href = exportHref(
      { TempId: 3, TempDetailId: 9, CycleId: 2, StudyYearId: 1 },
      { ClassId: 0, ClassName: '全园', GradeName: '小班', Title: '3月观察' },
    );
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe(API.growthStatistics.exportTable.path);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      GradeName: '小班',
      ClassName: '全园',
      Title: '3月观察',
      TempId: '3',
      TempDetailId: '9',
      CycleId: '2',
      StudyYearId: '1',
      ClassId: '0',
    });
  });
});
