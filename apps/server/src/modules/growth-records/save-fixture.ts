// Shared by the growth-records-save-*.test.ts files: the demo logins, fresh children of 王丽's
// classes (one per test, so they never meet) and the save helpers. A file calls useSaveFixture()
// once: its hooks and state belong to that file, even when test files share a module instance.
import type { TRecordRow, TStudentRecords } from '@kg/contracts';
import { beforeAll, expect } from 'vitest';
import { useHarness } from '../../../test/harness';
import { schools as schoolsTable } from '../../db/schema';
import { DEMO_SCHOOL, OTHER_SCHOOL } from '../../seed/demo';
import { demoSetting, recordsOf, save, studentsOf } from './test-support';

/** The fixture of one test file: call it at the top of the file (its hooks are the file's). */
export function useSaveFixture() {
  const h = useHarness();
  const fx = {
    h,
    admin: '',
    teacher: '',
    rainbow: '',
    tempId: 0,
    /** children of 小一班 without any record yet, one per test so they never meet */
    fresh: [] as number[],
    middleChild: 0,
    rainbowSchool: 0,
    sunshineSchool: 0,
    /** A child nobody has written for yet, with their record list. */
    async child(): Promise<{ id: number; records: TStudentRecords }> {
      const id = fx.fresh[nextChild++]!;
      return { id, records: await recordsOf(h, fx.teacher, id, fx.tempId) };
    },
    saveAs: (
      token: string,
      c: { id: number },
      row: TRecordRow,
      answer: unknown,
      status: 0 | 1,
      updatedAt?: string,
    ) => save(h, token, { tempId: fx.tempId, row, studentId: c.id, answer, status, updatedAt }),
  };
  let nextChild = 0;

  beforeAll(async () => {
    [fx.admin, fx.teacher, fx.rainbow] = (await Promise.all(
      ['admin', 'teacher', 'rainbow'].map((n) => h.login(n)),
    )) as [string, string, string];
    const setting = await demoSetting(h, fx.teacher);
    fx.tempId = setting.tempId;
    // Both of 王丽's classes are 小班 and record against the same template.
    for (const klass of setting.list) {
      const { Students } = await studentsOf(h, fx.teacher, klass.ClassId);
      fx.fresh.push(...Students.filter((c) => c.Done === 0).map((c) => c.StudentId));
    }
    fx.middleChild = (await studentsOf(h, fx.admin, setting.middleClassId)).Students[0]!.StudentId;
    const schools = await h.db.select({ id: schoolsTable.id, name: schoolsTable.name }).from(schoolsTable);
    fx.sunshineSchool = schools.find((x) => x.name === DEMO_SCHOOL)!.id;
    fx.rainbowSchool = schools.find((x) => x.name === OTHER_SCHOOL)!.id;
  });
  return fx;
}

export async function expectRefused(res: Awaited<ReturnType<typeof save>>, message: string, status = 400) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().msg).toBe(message);
}
