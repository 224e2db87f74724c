import {
  API,
  BACKGROUNDS,
  backgroundUrl,
  type TEndpoint,
  type TGrowthModule,
  type TGrowthTemplate,
} from '@kg/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Harness } from '../../../test/harness';
import {
  growthLogPoints,
  growthModules,
  growthQuestions,
  growthRecordMarks,
  growthRecords,
  schools,
  students,
} from '../../db/schema';

export const NOT_FOUND = '数据不存在或已被删除';

export async function schoolIds(h: Harness) {
  const all = await h.db.select({ id: schools.id, name: schools.name }).from(schools);
  return {
    sunshine: all.find((s) => s.name === '阳光幼儿园')!.id,
    rainbow: all.find((s) => s.name === '彩虹幼儿园')!.id,
  };
}

let nextYear = 2030;
/** A study year of its own (two terms, four grades), so a test's templates never meet another's. */
export async function freshYear(h: Harness, schoolId: number) {
  const { year, cycles, grades } = await h.f.studyYear({
    schoolId,
    startYear: nextYear++,
    current: false,
    openCycle: false,
  });
  const grade = (name: string) => grades.find((g) => g.name === name)!;
  return { year, terms: cycles, grade, grades };
}
export type TYear = Awaited<ReturnType<typeof freshYear>>;

/** AddTenantTempInfo that must succeed; answers the new template's id. */
export async function addTemplate(
  h: Harness,
  token: string,
  body: { studyYearId: number; gradeId: number; cycleId?: number; sourceId?: number },
) {
  const res = await h.call(API.growthTemplates.add, body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response.id as number;
}

/** The template and its modules as the configuration screen loads them. */
export async function detail(h: Harness, token: string, id: number) {
  const res = await h.call(API.growthTemplates.modules, { id: id }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as { Template: TGrowthTemplate; List: TGrowthModule[] };
}

/** The middle list (draggable modules) in order. */
export const middleOf = (list: TGrowthModule[]) => list.filter((m) => ![1, 2, 3].includes(m.TypeNum));

/** AddTenantTempDetailOneInfo that must succeed; answers the module id. */
export async function addModule(h: Harness, token: string, form: Record<string, unknown>) {
  const res = await h.call(API.growthTemplates.addModule, { operator: 1, orderSort: 0, ...form }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response.Id as number;
}

/** A growth record written against a module (issue 7 writes them; here the database does), with one mark. */
export async function insertRecord(h: Harness, moduleId: number) {
  const [m] = await h.db.select().from(growthModules).where(eq(growthModules.id, moduleId));
  const [student] = await h.db
    .select({ id: students.id, classId: students.classId })
    .from(students)
    .where(
      and(
        eq(students.schoolId, m!.schoolId),
        sql`not exists (select 1 from ${growthRecords} where ${growthRecords.moduleId} = ${moduleId} and ${growthRecords.studentId} = ${students.id})`,
      ),
    )
    .limit(1);
  const [record] = await h.db
    .insert(growthRecords)
    .values({
      schoolId: m!.schoolId,
      templateId: m!.templateId,
      moduleId,
      studentId: student!.id,
      classId: student!.classId,
      status: 1,
    })
    .returning();
  const [point] = await h.db
    .select()
    .from(growthLogPoints)
    .where(eq(growthLogPoints.moduleId, moduleId))
    .limit(1);
  if (point)
    await h.db
      .insert(growthRecordMarks)
      .values({ schoolId: m!.schoolId, recordId: record!.id, pointId: point.id, value: 1 });
  return record!.id;
}

export const pointsOf = (h: Harness, moduleId: number) =>
  h.db
    .select({
      dimension: growthLogPoints.dimension,
      element: growthLogPoints.element,
      name: growthLogPoints.name,
    })
    .from(growthLogPoints)
    .where(eq(growthLogPoints.moduleId, moduleId))
    .orderBy(growthLogPoints.orderSort, growthLogPoints.id);

export const questionsOf = (h: Harness, moduleId: number) =>
  h.db
    .select({ name: growthQuestions.name })
    .from(growthQuestions)
    .where(eq(growthQuestions.moduleId, moduleId))
    .orderBy(growthQuestions.orderSort, growthQuestions.id)
    .then((rows) => rows.map((r) => r.name));

export const storedModule = (h: Harness, id: number) =>
  h.db
    .select()
    .from(growthModules)
    .where(eq(growthModules.id, id))
    .then((r) => r[0]);

const GRADES = ['托班', '小班', '中班', '大班'] as const;

/**
 * Templates of their own for one test file: each call takes a grade and term (or the whole
 * year) of the file's study year not used yet, and a fresh study year when all are taken.
 */
export function templateAllocator(h: Harness, admin: () => string) {
  const used = new Set<string>();
  let year: TYear | undefined;
  return async function template(opts: { whole?: boolean } = {}) {
    year ??= await freshYear(h, (await schoolIds(h)).sunshine);
    for (;;) {
      const y: TYear = year;
      const found = GRADES.flatMap((g) => [0, 1, 2].map((c) => [g, c] as const)).find(
        ([g, c]) => !used.has(`${y.year.id}:${g}:${c}`) && (opts.whole ? c === 0 : c !== 0),
      );
      if (!found) {
        year = await freshYear(h, y.year.schoolId);
        continue;
      }
      const [grade, cycle] = found;
      used.add(`${y.year.id}:${grade}:${cycle}`);
      const cycleId = cycle ? y.terms[cycle - 1]!.id : 0;
      const id = await addTemplate(h, admin(), {
        studyYearId: y.year.id,
        gradeId: y.grade(grade).id,
        cycleId,
      });
      return { id, year: y, cycleId, level: GRADES.indexOf(grade) };
    }
  };
}

/** A refused call's message, after checking its status. */
export const refusal = (res: { statusCode: number; json(): { msg: string } }, status = 400) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  return res.json().msg;
};
export const byId = (list: TGrowthModule[], id: number) => list.find((m) => m.Id === id)!;
export const orders = (list: TGrowthModule[]) => list.map((m) => m.OrderSort);
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A term template of 中班 in a study year of its own (of `schoolId`), with its modules. */
export async function middleGradeTemplate(h: Harness, admin: string, schoolId: number) {
  const y = await freshYear(h, schoolId);
  const id = await addTemplate(h, admin, {
    studyYearId: y.year.id,
    gradeId: y.grade('中班').id,
    cycleId: y.terms[0]!.id,
  });
  const { List } = await detail(h, admin, id);
  const of = (type: number) => List.find((m) => m.TypeNum === type)!;
  return { id, year: y, list: List, of };
}

/**
 * Another school's (彩虹幼儿园's) 小班 whole-year template in a study year of its own, with its
 * modules and the year's terms: what a file tries its 404s on.
 */
export async function otherSchoolTemplate(h: Harness, rainbow: string) {
  const year = await freshYear(h, (await schoolIds(h)).rainbow);
  const id = await addTemplate(h, rainbow, { studyYearId: year.year.id, gradeId: year.grade('小班').id });
  return { id, year, list: (await detail(h, rainbow, id)).List };
}

/** A read that must succeed, as `token()` unless another token is given; its response. */
export const getter =
  (h: Harness, token: () => string) =>
  async <T>(endpoint: TEndpoint, input?: unknown, as = token()) => {
    const res = await h.call(endpoint, input, as);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().response as T;
  };

/** The URL of one of the product's backgrounds. */
export const library = (i = 0) => backgroundUrl(BACKGROUNDS[i]!.key);
