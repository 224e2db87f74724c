import { API, type TProcessPageDetail, type TProcessPages } from '@kg/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Harness } from '../../../test/harness';
import { schoolIdOf } from '../../../test/lookups';
import { classes, cycles, processEvaluations, processPages, students } from '../../db/schema';
import { processEvaluationsRepository } from './process-evaluations.repository';

/** The callers and children the page-item tests use (阳光: 小一班 is teacher 王丽's, 中一班 not). */
export type TProcessWorld = {
  admin: string;
  teacher: string;
  doctor: string;
  sunshine: number;
  rainbow: number;
  mine: number[];
  middle: number;
  foreign: number;
};

const childrenOf = async (h: Harness, schoolId: number, className?: string) =>
  (
    await h.db
      .select({ id: students.id })
      .from(students)
      .innerJoin(classes, eq(classes.id, students.classId))
      .where(
        and(
          eq(students.schoolId, schoolId),
          eq(students.status, 1),
          className ? eq(classes.name, className) : undefined,
        ),
      )
      .orderBy(asc(students.id))
  ).map((r) => r.id);

export async function processWorld(h: Harness): Promise<TProcessWorld> {
  const [admin, teacher, doctor] = await Promise.all([
    h.login('admin'),
    h.login('teacher'),
    h.login('doctor'),
  ]);
  const sunshine = await schoolIdOf(h, '阳光幼儿园');
  const rainbow = await schoolIdOf(h, '彩虹幼儿园');
  return {
    admin,
    teacher,
    doctor,
    sunshine,
    rainbow,
    mine: await childrenOf(h, sunshine, '小一班'),
    middle: (await childrenOf(h, sunshine, '中一班'))[0]!,
    foreign: (await childrenOf(h, rainbow))[0]!,
  };
}

/** A new entry of the child with its 11 page items, written straight to the database. */
export async function newEntry(h: Harness, schoolId: number, studentId: number) {
  const [child] = await h.db.select().from(students).where(eq(students.id, studentId));
  const [cycle] = await h.db.select().from(cycles).where(eq(cycles.schoolId, schoolId));
  return processEvaluationsRepository(h.db, schoolId).insert({
    studentId,
    cycleId: cycle!.id,
    classId: child!.classId,
    title: '2026-09-01至2026-09-30',
    startsOn: null,
    endsOn: null,
    createdBy: null,
  });
}

/** The entry's page items in order, straight from the database. */
export const storedPages = (h: Harness, evaluationId: number) =>
  h.db
    .select()
    .from(processPages)
    .where(eq(processPages.evaluationId, evaluationId))
    .orderBy(asc(processPages.orderSort));

/** The id of the entry's first page item of a Type (the first of the six photo pages for 3). */
export async function pageOfType(h: Harness, evaluationId: number, type: number) {
  return (await storedPages(h, evaluationId)).find((p) => p.type === type)!.id;
}

export async function entryStatus(h: Harness, evaluationId: number) {
  const [row] = await h.db
    .select({ status: processEvaluations.status })
    .from(processEvaluations)
    .where(eq(processEvaluations.id, evaluationId));
  return row!.status;
}

/** GetProceEvaluateDetailList as `token`, expected to answer. */
export async function itemsOf(h: Harness, token: string, studentId: number, id: number) {
  const res = await h.call(API.processEvaluations.pages, { StudentId: studentId, Id: id }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as TProcessPages;
}

/** GetProceEvaluateDetail as `token`, expected to answer. */
export async function detailOf(h: Harness, token: string, id: number) {
  const res = await h.call(API.processEvaluations.pageDetail, { Id: id }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as TProcessPageDetail;
}

/** SubmitProceEvaluateDetail as `token` (the raw answer). */
export const submit = (h: Harness, token: string, body: Record<string, unknown>) =>
  h.call(API.processEvaluations.submitPage, body, token);

/** SubmitProceEvaluateDetail as `token`, expected to save. */
export async function submitOk(h: Harness, token: string, body: Record<string, unknown>) {
  const res = await submit(h, token, body);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().msg).toBe('保存成功');
  return res.json().response as { IsFinish: number; EvaluationStatus: number; UpdatedAt: string };
}

/** Open or close a page item as `token`, expected to succeed. */
export async function toggle(h: Harness, token: string, id: number, open: boolean) {
  const endpoint = open ? API.processEvaluations.openPage : API.processEvaluations.closePage;
  const res = await h.call(endpoint, { id }, token);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().msg).toBe('操作成功');
  return res.json().response as { Status: number; EvaluationStatus: number };
}
