import { API, THEME_SCORING_MESSAGES as M } from '@kg/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { schoolIdOf } from '../../../test/lookups';
import { students, themeResults } from '../../db/schema';
import { classThemeOf } from './test-support';

const h = useHarness();
let admin: string;
let teacher: string;
let doctor: string;
let rainbow: string;
let sunshine: number;

type TGrid = {
  Columns: Array<{ Eval_ThemeQuestionId: number; MaxStars: number; KeyWord: string; EvaluateTitle: string }>;
  Rows: Array<{ StudentId: number; Name: string; Status: number; Scores: Record<string, number> }>;
};

const stage = (className: string) => classThemeOf(h, sunshine, className);

async function gridOf(token: string, mapId: number) {
  const res = await h.call(API.themeScoring.grid, { ThemeMapId: mapId }, token);
  expect(res.statusCode).toBe(200);
  return res.json().response as TGrid;
}

/** Every star of a row: the nine-star columns get `nine`, the three-star ones `three`. */
const rowOf = (grid: TGrid, CustomerId: number, nine: number, three: number) => ({
  CustomerId,
  Scores: grid.Columns.map((c) => ({
    eval_ThemeQuestionId: c.Eval_ThemeQuestionId,
    score: c.MaxStars === 9 ? nine : three,
  })),
});

const resultCount = async (mapId: number, studentId: number) =>
  (
    await h.db
      .select({ id: themeResults.id })
      .from(themeResults)
      .where(and(eq(themeResults.themeClassId, mapId), eq(themeResults.studentId, studentId)))
  ).length;

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
  itGuards(h, [[API.themeScoring.grid, { ThemeMapId: 1 }], API.themeScoring.saveGrid], () => doctor);

  it('a teacher reading another class’s grid gets 404; saving it, 403', async () => {
    const middle = await stage('中一班');
    const grid = await gridOf(admin, middle.mapId);
    expect((await h.call(API.themeScoring.grid, { ThemeMapId: middle.mapId }, teacher)).statusCode).toBe(404);
    const save = await h.call(
      API.themeScoring.saveGrid,
      { ThemeId: middle.themeId, ThemeMapId: middle.mapId, Rows: [rowOf(grid, middle.kids[0]!, 3, 1)] },
      teacher,
    );
    expect(save.statusCode).toBe(403);
    expect(await resultCount(middle.mapId, middle.kids[0]!)).toBe(0);
  });

  it("another school's class theme or child answers 404", async () => {
    const small = await stage('小一班');
    const grid = await gridOf(admin, small.mapId);
    expect((await h.call(API.themeScoring.grid, { ThemeMapId: small.mapId }, rainbow)).statusCode).toBe(404);
    const [theirs] = await h.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.schoolId, await schoolIdOf(h, '彩虹幼儿园')));
    const foreign = await h.call(
      API.themeScoring.saveGrid,
      { ThemeId: small.themeId, ThemeMapId: small.mapId, Rows: [rowOf(grid, theirs!.id, 3, 1)] },
      admin,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GetThemeClassGrid', () => {
  it('gives the class’s children × the star descriptions, nine stars for the teacher’s entry', async () => {
    const small = await stage('小一班');
    const grid = await gridOf(teacher, small.mapId);
    expect(grid.Rows.map((r) => r.StudentId)).toEqual(expect.arrayContaining(small.kids));
    expect(grid.Columns).toHaveLength(10);
    expect(grid.Columns.filter((c) => c.MaxStars === 9)).toHaveLength(6);
    expect(new Set(grid.Columns.map((c) => c.EvaluateTitle)).size).toBe(3);
  });
});

describe('SaveThemeClassGrid', () => {
  it('refuses an empty save, more stars than a description has, and another theme’s description', async () => {
    const small = await stage('小二班');
    const grid = await gridOf(admin, small.mapId);
    const body = (Rows: unknown[]) => ({ ThemeId: small.themeId, ThemeMapId: small.mapId, Rows });
    const empty = await h.call(API.themeScoring.saveGrid, body([]), admin);
    expect(empty.json().msg).toBe(M.gridUnchanged);
    const four = await h.call(API.themeScoring.saveGrid, body([rowOf(grid, small.kids[0]!, 9, 4)]), admin);
    expect(four.statusCode).toBe(400);
    expect(four.json().msg).toBe(M.scoreRange);
    const stranger = await h.call(
      API.themeScoring.saveGrid,
      body([{ CustomerId: small.kids[0], Scores: [{ eval_ThemeQuestionId: 999999, score: 1 }] }]),
      admin,
    );
    expect(stranger.statusCode).toBe(404);
    expect(await resultCount(small.mapId, small.kids[0]!)).toBe(0);
  });

  it('saves each child’s own stars in one transaction: a child of another class undoes all', async () => {
    const small = await stage('小二班');
    const other = await stage('中一班');
    const grid = await gridOf(admin, small.mapId);
    const failing = await h.call(
      API.themeScoring.saveGrid,
      {
        ThemeId: small.themeId,
        ThemeMapId: small.mapId,
        Rows: [rowOf(grid, small.kids[10]!, 7, 2), rowOf(grid, other.kids[0]!, 7, 2)],
      },
      admin,
    );
    expect(failing.statusCode).toBe(404);
    expect(await resultCount(small.mapId, small.kids[10]!)).toBe(0);

    const partial = rowOf(grid, small.kids[11]!, 4, 0);
    const res = await h.call(
      API.themeScoring.saveGrid,
      {
        ThemeId: small.themeId,
        ThemeMapId: small.mapId,
        Rows: [rowOf(grid, small.kids[10]!, 7, 2), partial, rowOf(grid, small.kids[12]!, 0, 0)],
      },
      teacher,
    );
    // The untouched child (no star at all, never evaluated) gets no result.
    expect(res.json()).toMatchObject({
      msg: M.saved,
      response: {
        Rows: [
          { StudentId: small.kids[10], Status: 2 },
          { StudentId: small.kids[11], Status: 1 },
        ],
      },
    });
    expect(await resultCount(small.mapId, small.kids[12]!)).toBe(0);
    const back = await gridOf(teacher, small.mapId);
    const row = back.Rows.find((r) => r.StudentId === small.kids[10])!;
    expect(row.Status).toBe(2);
    expect(Object.values(row.Scores).sort()).toEqual([2, 2, 2, 2, 7, 7, 7, 7, 7, 7]);
  });

  it('keeps a child’s words and photos when the grid changes their stars', async () => {
    const small = await stage('小一班');
    const child = small.kids[12]!;
    const detail = (
      await h.call(
        API.themeScoring.child,
        { StudentId: child, ThemeId: small.themeId, ThemeMapId: small.mapId, Identity: 1 },
        admin,
      )
    ).json().response;
    const block = detail.Entries[0].secondDescResults[0];
    await h.call(
      API.themeScoring.save,
      {
        ThemeId: small.themeId,
        ThemeMapId: small.mapId,
        CustomerId: child,
        questions: [
          {
            eval_ThemeQuestionId: block.Eval_ThemeQuestionId,
            questionType: block.QuestionType,
            img: '',
            content: '搭积木时很专注',
            score: 0,
          },
        ],
      },
      admin,
    );
    const grid = await gridOf(admin, small.mapId);
    const saved = await h.call(
      API.themeScoring.saveGrid,
      { ThemeId: small.themeId, ThemeMapId: small.mapId, Rows: [rowOf(grid, child, 9, 3)] },
      admin,
    );
    expect(saved.json().response.Rows).toEqual([{ StudentId: child, Status: 2 }]);
    const after = (
      await h.call(
        API.themeScoring.child,
        { StudentId: child, ThemeId: small.themeId, ThemeMapId: small.mapId, Identity: 1 },
        admin,
      )
    ).json().response;
    expect(after.Entries[0].secondDescResults[0].Text).toBe('搭积木时很专注');
    expect(after.Entries[0].KeyWordList[0].DescribeList[0].Score).toBe(9);
  });
});
