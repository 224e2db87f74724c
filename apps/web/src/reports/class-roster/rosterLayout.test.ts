import type { TClassRosterStudent } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { ageGenderOption } from './rosterChart';
import {
  ageBuckets,
  asOfDate,
  parseClassId,
  ROSTER_MM,
  ROSTER_ROWS,
  rosterPlan,
  rosterRows,
  rosterStats,
  rowsThatFit,
} from './rosterLayout';

const child = (
  Id: number,
  Name: string,
  Gender: number,
  Birthday: string,
  IsBaby = false,
): TClassRosterStudent => ({
  Id,
  Name,
  Gender,
  Birthday,
  Photo: null,
  IsBaby,
  StudentNo: null,
  ParentName: null,
  ParentPhone: null,
});

const asOf = asOfDate('2026-11-21');
const titles = { overview: '班级概况', roster: '幼儿名单' };
const many = (n: number) =>
  Array.from({ length: n }, (_, i) => child(i + 1, `幼儿${i + 1}`, 1, '2022-01-01'));

describe('page geometry', () => {
  it('fits whole rows under the repeated header row, never a cut one', () => {
    expect(rowsThatFit(259, 9, 14)).toBe(17);
    expect(rowsThatFit(100, 9, 14)).toBe(6);
    expect(ROSTER_ROWS.perPage * ROSTER_MM.row + ROSTER_MM.head).toBeLessThanOrEqual(ROSTER_MM.body);
    expect(ROSTER_ROWS.firstPage * ROSTER_MM.row + ROSTER_MM.head + ROSTER_MM.heading).toBeLessThanOrEqual(
      ROSTER_MM.body,
    );
    expect(ROSTER_ROWS.firstPage).toBeLessThan(ROSTER_ROWS.perPage);
  });
});

describe('rosterRows', () => {
  it('numbers the children from 1 in pinyin order, same names by id', () => {
    const rows = rosterRows(
      [
        child(1, '张子涵', 1, '2023-03-02'),
        child(9, '王乐', 1, '2023-01-01'),
        child(2, '安若溪', 2, '2023-05-20'),
        child(4, '王乐', 2, '2023-01-01'),
      ],
      asOf,
    );
    expect(rows.map((r) => [r.no, r.Name, r.Id])).toEqual([
      [1, '安若溪', 2],
      [2, '王乐', 4],
      [3, '王乐', 9],
      [4, '张子涵', 1],
    ]);
  });

  it('counts ages on the report date, not on the viewer’s clock', () => {
    const [row] = rosterRows([child(1, '安若溪', 2, '2023-09-21T00:00:00')], asOf);
    expect(row).toMatchObject({ birthday: '2023-09-21', age: { years: 3, months: 2 } });
    const [later] = rosterRows([child(1, '安若溪', 2, '2023-09-21')], asOfDate('2027-09-21'));
    expect(later?.age).toEqual({ years: 4, months: 0 });
  });

  it('leaves the age empty without a birthday', () => {
    expect(rosterRows([child(1, '安若溪', 2, '')], asOf)[0]).toMatchObject({ birthday: '', age: null });
  });
});

describe('rosterStats and ageBuckets', () => {
  const rows = rosterRows(
    [
      child(1, '甲', 1, '2023-05-01'),
      child(2, '乙', 2, '2023-06-01'),
      child(3, '丙', 2, '2021-11-21'),
      child(4, '丁', 1, ''),
      child(5, '戊', 2, '2024-06-01', true),
    ],
    asOf,
  );

  it('counts boys, girls, nursery children and the mean age of those with a birthday', () => {
    // ages in months: 42, 41, 60, 29 -> mean 43 = 3岁7个月
    expect(rosterStats(rows)).toEqual({
      total: 5,
      boys: 2,
      girls: 3,
      babies: 1,
      averageAge: { years: 3, months: 7 },
    });
    expect(rosterStats([]).averageAge).toBeNull();
  });

  it('lists every year from the youngest to the oldest, then the children without a birthday', () => {
    expect(ageBuckets(rows)).toEqual([
      { years: 2, boys: 0, girls: 1 },
      { years: 3, boys: 1, girls: 1 },
      { years: 4, boys: 0, girls: 0 },
      { years: 5, boys: 0, girls: 1 },
      { years: null, boys: 1, girls: 0 },
    ]);
    expect(ageBuckets([])).toEqual([]);
  });

  it('feeds the stacked chart one category per bucket', () => {
    const option = ageGenderOption(ageBuckets(rows), {
      boy: '男孩',
      girl: '女孩',
      bucket: (y) => `${y}岁`,
      unknown: '未填生日',
    }) as {
      xAxis: { data: string[] };
      series: Array<{ name: string; stack: string; data: number[] }>;
      animation: boolean;
    };
    expect(option.animation).toBe(false);
    expect(option.xAxis.data).toEqual(['2岁', '3岁', '4岁', '5岁', '未填生日']);
    expect(option.series.map((s) => [s.name, s.stack, s.data])).toEqual([
      ['男孩', 'children', [0, 1, 0, 0, 1]],
      ['女孩', 'children', [1, 1, 0, 1, 0]],
    ]);
  });
});

describe('rosterPlan', () => {
  it('puts 25 children on two table pages and numbers the catalogue from the page order', () => {
    const plan = rosterPlan(rosterRows(many(25), asOf), titles);
    expect(plan.tablePages.map((p) => p.length)).toEqual([16, 9]);
    expect(plan.total).toBe(6);
    expect(plan.catalogue).toEqual([
      { key: 'overview', title: '班级概况', page: 3 },
      { key: 'roster', title: '幼儿名单', page: 4 },
    ]);
    expect(plan.startOf.back).toBe(6);
  });

  it('grows with the class: 40 children take three table pages', () => {
    const plan = rosterPlan(rosterRows(many(40), asOf), titles);
    expect(plan.tablePages.map((p) => p.length)).toEqual([16, 17, 7]);
    expect(plan.total).toBe(7);
  });

  it('still prints one table page (with its empty note) for an empty class', () => {
    const plan = rosterPlan([], titles);
    expect(plan.tablePages).toEqual([[]]);
    expect(plan.total).toBe(5);
  });
});

describe('parseClassId', () => {
  it('reads a positive id and refuses anything else', () => {
    expect(parseClassId(' 12 ')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '3abc', '1e3', '12345678901']) {
      expect(parseClassId(bad)).toBeNull();
    }
  });
});
