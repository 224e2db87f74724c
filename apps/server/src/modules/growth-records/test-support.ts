import type { TGrowthClass, TRecordRow, TStudentRecords } from '@kg/contracts';
import { API } from '@kg/contracts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Harness } from '../../../test/harness';
import { classes, growthModules, growthRecordMarks, growthRecords, storedFiles } from '../../db/schema';

export const NOT_FOUND = '数据不存在或已被删除';

export const qs = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();

/**
 * The demo school's published 小班 template as teacher 王丽 sees it: 小一班 (her class, 15
 * children observed in the first monthly observation) and 小二班, and a 中班 class she does
 * not teach.
 */
export async function demoSetting(h: Harness, teacherToken: string) {
  const res = await h.call(API.growthRecords.classes, undefined, teacherToken);
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json().response as TGrowthClass[];
  const small1 = list.find((c) => c.ClassName === '小一班')!;
  expect(small1.TempId).toBeGreaterThan(0);
  const [middle] = await h.db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.name, '中一班'), eq(classes.schoolId, await schoolOf(h, small1.ClassId))));
  return { list, small1, tempId: small1.TempId, middleClassId: middle!.id };
}

async function schoolOf(h: Harness, classId: number) {
  const [row] = await h.db
    .select({ schoolId: classes.schoolId })
    .from(classes)
    .where(eq(classes.id, classId));
  return row!.schoolId;
}

/** The children of a class with their progress, as the entry lists them. */
export async function studentsOf(h: Harness, token: string, classId: number, tempId = 0) {
  const res = await h.call(API.growthRecords.classStudents, { ClassId: classId, TempId: tempId }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as {
    Class: TGrowthClass;
    Students: Array<{ StudentId: number; StudentName: string; Done: number; Drafts: number; Total: number }>;
  };
}

/** A child's record list; must succeed. */
export async function recordsOf(h: Harness, token: string, studentId: number, tempId: number) {
  const res = await h.call(API.growthRecords.studentRecords, { StudentId: studentId, TempId: tempId }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as TStudentRecords;
}

export const rowOfType = (records: TStudentRecords, type: number, nth = 0): TRecordRow =>
  records.List.filter((r) => r.Type === type)[nth]!;

/** The save call as the editor sends it. */
export function save(
  h: Harness,
  token: string,
  v: {
    tempId: number;
    row: TRecordRow;
    studentId: number;
    answer: unknown;
    status: 0 | 1;
    updatedAt?: string;
  },
) {
  return h.call(
    API.growthRecords.save,
    {
      TempId: v.tempId,
      tempDetailId: v.row.Id,
      studentId: v.studentId,
      TeacherId: 0,
      type: v.row.Type,
      answer: typeof v.answer === 'string' ? v.answer : JSON.stringify(v.answer),
      Status: v.status,
      ...(v.updatedAt ? { UpdatedAt: v.updatedAt } : {}),
    },
    token,
  );
}

/** A stored file of a school, as an upload leaves it (the record checks only that it is there). */
export async function storedFile(h: Harness, schoolId: number, kind: 'image' | 'video' = 'image') {
  const [row] = await h.db
    .insert(storedFiles)
    .values({
      schoolId,
      kind,
      originalName: kind === 'video' ? 'clip.mp4' : 'photo.jpg',
      mime: kind === 'video' ? 'video/mp4' : 'image/jpeg',
      size: 1000,
      storageKey: `test/${Math.random().toString(36).slice(2)}`,
    })
    .returning({ id: storedFiles.id });
  return `/files/${row!.id}`;
}

export const storedRecord = (h: Harness, moduleId: number, studentId: number) =>
  h.db
    .select()
    .from(growthRecords)
    .where(and(eq(growthRecords.moduleId, moduleId), eq(growthRecords.studentId, studentId)))
    .then((r) => r[0]);

export const marksOfRecord = (h: Harness, recordId: number) =>
  h.db.select().from(growthRecordMarks).where(eq(growthRecordMarks.recordId, recordId));

export const schoolOfModule = (h: Harness, moduleId: number) =>
  h.db
    .select({ schoolId: growthModules.schoolId })
    .from(growthModules)
    .where(eq(growthModules.id, moduleId))
    .then((r) => r[0]!.schoolId);

/** Every point of a type 4/5 row's sheet scored with `value` (or a value per index). */
export function scoredSheet(row: TRecordRow, value: number | ((i: number) => number)) {
  const sheet = JSON.parse(row.Content) as Array<{
    Name: string;
    info: Array<{ Name: string; info: Array<{ Id: number; Name: string }> }>;
  }>;
  let i = 0;
  return sheet.map((d) => ({
    Name: d.Name,
    Title: '',
    Describe: '',
    info: d.info.map((e) => ({
      Name: e.Name,
      info: e.info.map((p) => ({
        Id: p.Id,
        Name: p.Name,
        Value: typeof value === 'number' ? value : value(i++),
      })),
    })),
  }));
}
