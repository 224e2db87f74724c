import {
  API,
  type TFootprint,
  type TUnfinishedPages,
  TypeNum,
  UNFINISHED_PAGES_MESSAGES,
} from '@kg/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { demoSetting, NOT_FOUND, recordsOf, rowOfType, save, studentsOf } from './test-support';

/**
 * Issue 14 item 2: before printing booklets the web asks which children have records with
 * nothing finished (the pages 下载PDF would print as 待记录, and `limit` leaves out).
 */
const h = useHarness();
let admin: string;
let teacher: string;
let doctor: string;
let rainbow: string;
let setting: Awaited<ReturnType<typeof demoSetting>>;
let observed: number;
let unobserved: number;
let middleChild: number;

const unfinished = (token: string, query: Record<string, number>) =>
  h.call(API.growthRecords.unfinishedPages, query, token);
const unfinishedOk = async (token: string, query: Record<string, number>) => {
  const res = await unfinished(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as TUnfinishedPages;
};
const booklet = async (token: string, studentId: number, limit: boolean) => {
  const query = { StudentId: studentId, TempId: 0, TeacherId: 0, IsWeb: 1, Id: 0, limit: String(limit) };
  const res = await h.call(API.growthRecords.footprint, query, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as TFootprint;
};

beforeAll(async () => {
  [admin, teacher, doctor, rainbow] = (await Promise.all(
    ['admin', 'teacher', 'doctor', 'rainbow'].map((n) => h.login(n)),
  )) as [string, string, string, string];
  setting = await demoSetting(h, teacher);
  const children = (await studentsOf(h, teacher, setting.small1.ClassId)).Students;
  observed = children.find((c) => c.Done === 1)!.StudentId;
  unobserved = children.find((c) => c.Done === 0)!.StudentId;
  middleChild = (await studentsOf(h, admin, setting.middleClassId)).Students[0]!.StudentId;
});

describe('guards', () => {
  itGuards(h, [[API.growthRecords.unfinishedPages, { ClassId: 1 }]], () => doctor);
});

describe('GetUnfinishedPages', () => {
  it('counts, for each child of a class, the printed records with nothing finished: what limit leaves out', async () => {
    const data = await unfinishedOk(teacher, { ClassId: setting.small1.ClassId, TempId: 0 });
    expect(data.TempId).toBe(setting.tempId);
    const children = (await studentsOf(h, teacher, setting.small1.ClassId)).Students;
    expect(data.Children.map((c) => c.StudentId)).toEqual(children.map((c) => c.StudentId));
    const of = (id: number) => data.Children.find((c) => c.StudentId === id)!;
    // The observed child has one finished record more than an unobserved one.
    expect(of(observed).Pages).toBe(of(unobserved).Pages);
    expect(of(observed).Unfinished).toBe(of(unobserved).Unfinished - 1);
    // Exactly the pages the booklet prints without limit and leaves out with it.
    for (const id of [observed, unobserved]) {
      const all = await booklet(teacher, id, false);
      const finished = await booklet(teacher, id, true);
      expect(of(id).Pages).toBe(all.List.length);
      expect(of(id).Unfinished).toBe(all.List.length - finished.List.length);
    }
  });

  it('one child (StudentId) follows a record finished since', async () => {
    const before = (await unfinishedOk(teacher, { StudentId: unobserved, TempId: setting.tempId })).Children;
    expect(before).toHaveLength(1);
    const plate = rowOfType(await recordsOf(h, teacher, unobserved, setting.tempId), TypeNum.plate);
    const res = await save(h, teacher, {
      tempId: setting.tempId,
      row: plate,
      studentId: unobserved,
      answer: { List: [{ Type: 'text', Content: '我画的是小花。' }] },
      status: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await unfinishedOk(teacher, { StudentId: unobserved, TempId: 0 })).Children;
    expect(after[0]!.Unfinished).toBe(before[0]!.Unfinished - 1);
    // An administrator sees the same child.
    expect((await unfinishedOk(admin, { StudentId: unobserved, TempId: 0 })).Children).toEqual(after);
  });

  it('asks for exactly one of a class or a child', async () => {
    const queries: Array<Record<string, number>> = [
      { TempId: 0 },
      { ClassId: setting.small1.ClassId, StudentId: observed },
    ];
    for (const query of queries) {
      const res = await unfinished(teacher, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().msg).toBe(UNFINISHED_PAGES_MESSAGES.scope);
    }
  });

  it('another school’s class or child, a teacher’s other class and another grade’s template are 404', async () => {
    const cases: Array<[string, Record<string, number>]> = [
      [rainbow, { ClassId: setting.small1.ClassId }],
      [rainbow, { StudentId: observed }],
      [teacher, { ClassId: setting.middleClassId }],
      [teacher, { StudentId: middleChild }],
      [admin, { StudentId: middleChild, TempId: setting.tempId }],
      [admin, { ClassId: setting.middleClassId, TempId: setting.tempId }],
      [admin, { ClassId: 999_999 }],
    ];
    for (const [token, query] of cases) {
      const res = await unfinished(token, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(404);
      expect(res.json().msg).toBe(NOT_FOUND);
    }
  });
});
