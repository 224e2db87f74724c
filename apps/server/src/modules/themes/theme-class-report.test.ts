import { API } from '@kg/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { schoolIdOf } from '../../../test/lookups';
import { classThemeOf } from './test-support';

const h = useHarness();
let admin: string;
let teacher: string;
let doctor: string;
let rainbow: string;
let sunshine: number;

type TColumn = { Eval_ThemeQuestionId: number; MaxStars: number; KeyWord: string };
type TReport = {
  Title: string;
  ClassName: string;
  Children: number;
  List: Array<{ KeyWord: string; Describe: string; ChaNum: number; GoodNum: number; VeryGoodNum: number }>;
  ClassReport: Array<{ ChildrenName: string; StudentId: number }>;
  Xaxis_data: string[];
  legendData: string[];
  Series: Array<{ name: string; data: number[] }>;
};

const stage = (className: string) => classThemeOf(h, sunshine, className);

const report = async (token: string, s: { themeId: number; classId: number }) =>
  h.call(API.themeScoring.classReport, { Eval_ThemeId: s.themeId, ClassId: s.classId }, token);

beforeAll(async () => {
  [admin, teacher, doctor, rainbow] = await Promise.all([
    h.login('admin'),
    h.login('teacher'),
    h.login('doctor'),
    h.login('rainbow'),
  ]);
  sunshine = await schoolIdOf(h, '阳光幼儿园');
});

describe('access', () => {
  itGuards(h, [[API.themeScoring.classReport, { Eval_ThemeId: 1, ClassId: 1 }]], () => doctor);

  it('another class of a teacher, another school, a class without the theme: 404', async () => {
    const middle = await stage('中一班');
    expect((await report(teacher, middle)).statusCode).toBe(404);
    expect((await report(rainbow, middle)).statusCode).toBe(404);
    const small = await stage('小一班');
    expect((await report(admin, { themeId: middle.themeId, classId: small.classId })).statusCode).toBe(404);
  });
});

describe('GetThemeClassReport (E57-E61, E64)', () => {
  it('counts the children at each level per description, and each child once per keyword in the chart', async () => {
    const s = await stage('大一班');
    const grid = (await h.call(API.themeScoring.grid, { ThemeMapId: s.mapId }, admin)).json().response as {
      Columns: TColumn[];
    };
    // Three children: 好 / 较好 everywhere, 较好 / 需努力, and 需努力 / 好 (nine stars / three stars).
    const given = [
      [8, 2],
      [5, 1],
      [2, 3],
    ] as const;
    const saved = await h.call(
      API.themeScoring.saveGrid,
      {
        ThemeId: s.themeId,
        ThemeMapId: s.mapId,
        Rows: given.map(([nine, three], i) => ({
          CustomerId: s.kids[i],
          Scores: grid.Columns.map((c) => ({
            eval_ThemeQuestionId: c.Eval_ThemeQuestionId,
            score: c.MaxStars === 9 ? nine : three,
          })),
        })),
      },
      admin,
    );
    expect(saved.statusCode).toBe(200);

    const res = await report(admin, s);
    expect(res.statusCode).toBe(200);
    const r = res.json().response as TReport;
    expect(r.ClassName).toBe('大一班');
    expect(r.ClassReport.map((g) => g.StudentId)).toEqual(s.kids.slice(0, 3));
    expect(r.List).toHaveLength(grid.Columns.length);
    r.List.forEach((row, i) => {
      const nine = grid.Columns[i]!.MaxStars === 9;
      // nine stars 8 / 5 / 2 → one child at each level; three stars 2 / 1 / 3 → one at each too.
      expect([row.ChaNum, row.GoodNum, row.VeryGoodNum], `${row.KeyWord} ${nine}`).toEqual([1, 1, 1]);
    });
    expect(r.legendData).toEqual(['需努力', '较好', '好']);
    expect(r.Xaxis_data).toEqual([...new Set(grid.Columns.map((c) => c.KeyWord))]);
    // However many descriptions share a keyword, the three children are counted once each.
    for (let k = 0; k < r.Xaxis_data.length; k += 1)
      expect(
        r.Series.reduce((n, series) => n + series.data[k]!, 0),
        r.Xaxis_data[k],
      ).toBe(3);
    const shared = r.Xaxis_data.findIndex((k) => grid.Columns.filter((c) => c.KeyWord === k).length > 1);
    expect(shared, 'the library theme repeats a keyword across entries').toBeGreaterThanOrEqual(0);
  });

  it('answers an empty table and chart for a class nobody has scored yet', async () => {
    const s = await stage('大二班');
    const r = (await report(admin, s)).json().response as TReport;
    expect(r.ClassReport).toEqual([]);
    expect(r.List.every((row) => row.ChaNum + row.GoodNum + row.VeryGoodNum === 0)).toBe(true);
    expect(r.Series.every((series) => series.data.every((n) => n === 0))).toBe(true);
  });
});
