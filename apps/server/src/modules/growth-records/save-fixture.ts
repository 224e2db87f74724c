// Shared by the growth-records-save-*.test.ts files: the demo logins, fresh children of 王丽's
// classes (one per test, so they never meet) and the save helpers. Each test file gets its own
// instance of this module, so the hooks below run once per file.
import type { TRecordRow, TStudentRecords } from '@kg/contracts';
import { beforeAll, expect } from 'vitest';
import { useHarness } from '../../../test/harness';
import { schools as schoolsTable } from '../../db/schema';
import { DEMO_SCHOOL, OTHER_SCHOOL } from '../../seed/demo';
import { demoSetting, recordsOf, save, studentsOf } from './test-support';

export const h = useHarness();
export let admin: string;
export let teacher: string;
export let rainbow: string;
export let tempId: number;
/** children of 小一班 without any record yet, one per test so they never meet */
export let fresh: number[];
export let middleChild: number;
export let rainbowSchool: number;
export let sunshineSchool: number;

beforeAll(async () => {
  [admin, teacher, rainbow] = (await Promise.all(['admin', 'teacher', 'rainbow'].map((n) => h.login(n)))) as [
    string,
    string,
    string,
  ];
  const setting = await demoSetting(h, teacher);
  tempId = setting.tempId;
  // Both of 王丽's classes are 小班 and record against the same template.
  fresh = [];
  for (const klass of setting.list) {
    const { Students } = await studentsOf(h, teacher, klass.ClassId);
    fresh.push(...Students.filter((c) => c.Done === 0).map((c) => c.StudentId));
  }
  middleChild = (await studentsOf(h, admin, setting.middleClassId)).Students[0]!.StudentId;
  const schools = await h.db.select({ id: schoolsTable.id, name: schoolsTable.name }).from(schoolsTable);
  sunshineSchool = schools.find((x) => x.name === DEMO_SCHOOL)!.id;
  rainbowSchool = schools.find((x) => x.name === OTHER_SCHOOL)!.id;
});

let nextChild = 0;
/** A child nobody has written for yet, with their record list. */
export async function child(): Promise<{ id: number; records: TStudentRecords }> {
  const id = fresh[nextChild++]!;
  return { id, records: await recordsOf(h, teacher, id, tempId) };
}

export const saveAs = (
  token: string,
  c: { id: number },
  row: TRecordRow,
  answer: unknown,
  status: 0 | 1,
  updatedAt?: string,
) => save(h, token, { tempId, row, studentId: c.id, answer, status, updatedAt });

export async function expectRefused(res: Awaited<ReturnType<typeof save>>, message: string, status = 400) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().msg).toBe(message);
}
