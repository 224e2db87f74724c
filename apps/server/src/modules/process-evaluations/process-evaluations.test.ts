import {
  API,
  HTTP_MESSAGES,
  PROCESS_MESSAGES as M,
  PROCESS_PAGE_SET,
  ProcessPageType,
  type TProcessClassStudents,
  type TProcessEvaluationPage,
} from '@kg/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { classes, cycles, processEvaluations, processPages, students } from '../../db/schema';
import { newEntry, processWorld } from './test-support';

const h = useHarness();
let admin: string;
let teacher: string;
let doctor: string;
let sunshine: number;
let rainbow: number;
/** the open term of 阳光 */
let term: { id: number; startDate: string; endDate: string };
/** children of 小一班 (the teacher's), 中一班 (not hers) and of 彩虹 */
let mine: number[];
let middle: number;
let foreign: number;

const add = (body: Record<string, unknown>, token = teacher) =>
  h.call(API.processEvaluations.add, body, token);
const range = (start: string, end: string) => ({ startDate: start, endDate: end });

async function listOf(studentId: number, token = teacher, extra: Record<string, unknown> = {}) {
  const res = await h.call(API.processEvaluations.list, { StudentId: studentId, ...extra }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as TProcessEvaluationPage;
}

const exists = async (ids: number[]) =>
  (
    await h.db
      .select({ id: processEvaluations.id })
      .from(processEvaluations)
      .where(inArray(processEvaluations.id, ids))
  ).length;

beforeAll(async () => {
  ({ admin, teacher, doctor, sunshine, rainbow, mine, middle, foreign } = await processWorld(h));
  const [open] = await h.db
    .select()
    .from(cycles)
    .where(and(eq(cycles.schoolId, sunshine), eq(cycles.isOpen, true)));
  term = { id: open!.id, startDate: open!.startDate, endDate: open!.endDate };
});

describe('access', () => {
  itGuards(
    h,
    [
      [API.processEvaluations.classStudents, { ClassId: 0 }],
      [API.processEvaluations.list, { StudentId: 1 }],
      API.processEvaluations.add,
      API.processEvaluations.remove,
    ],
    () => doctor,
  );

  it('the 园长 reads but may not add or delete (SPEC l.137: only identity 2 writes)', async () => {
    expect((await listOf(mine[0]!, admin)).Child.StudentId).toBe(mine[0]);
    const added = await add({ title: '园长的评价', studentId: mine[0] }, admin);
    expect(added.statusCode).toBe(403);
    expect(added.json().msg).toBe(HTTP_MESSAGES[403]);
    const id = await newEntry(h, sunshine, mine[0]!);
    expect((await h.call(API.processEvaluations.remove, { ids: [id] }, admin)).statusCode).toBe(403);
    expect(await exists([id])).toBe(1);
  });

  it("another school's child, class, term or entry answers 404", async () => {
    expect((await h.call(API.processEvaluations.list, { StudentId: foreign }, teacher)).statusCode).toBe(404);
    const added = await add({ title: '别校的幼儿', studentId: foreign });
    expect(added.statusCode).toBe(404);
    const [theirClass] = await h.db.select().from(classes).where(eq(classes.schoolId, rainbow));
    const [theirTerm] = await h.db.select().from(cycles).where(eq(cycles.schoolId, rainbow));
    for (const query of [{ ClassId: theirClass!.id }, { CycleId: theirTerm!.id }])
      expect((await h.call(API.processEvaluations.classStudents, query, admin)).statusCode).toBe(404);
    expect((await add({ title: '别校的学期', studentId: mine[0], cycleId: theirTerm!.id })).statusCode).toBe(
      404,
    );
    const theirs = await newEntry(h, rainbow, foreign);
    const removed = await h.call(API.processEvaluations.remove, { ids: [theirs] }, teacher);
    expect(removed.statusCode).toBe(404);
    expect(await exists([theirs])).toBe(1);
  });

  it("a teacher reading another class's child gets 404; writing for it, 403", async () => {
    expect((await h.call(API.processEvaluations.list, { StudentId: middle }, teacher)).statusCode).toBe(404);
    const [middleClass] = await h.db
      .select()
      .from(classes)
      .where(and(eq(classes.schoolId, sunshine), eq(classes.name, '中一班')));
    const view = await h.call(API.processEvaluations.classStudents, { ClassId: middleClass!.id }, teacher);
    expect(view.statusCode).toBe(404);
    const added = await add({ title: '别班的幼儿', studentId: middle });
    expect(added.statusCode).toBe(403);
    expect(added.json().msg).toBe(M.notYourClass);
    const theirs = await newEntry(h, sunshine, middle);
    const removed = await h.call(API.processEvaluations.remove, { ids: [theirs] }, teacher);
    expect(removed.statusCode).toBe(403);
    expect(removed.json().msg).toBe(M.notYourClass);
    expect(await exists([theirs])).toBe(1);
  });
});

describe('AddProceEvaluate', () => {
  it('refuses each invalid form with its message and writes nothing', async () => {
    const child = mine[1]!;
    const start = term.startDate;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ studentId: child }, M.titleRequired],
      [{ title: '   ', studentId: child }, M.titleRequired],
      [{ title: '长'.repeat(31), studentId: child }, M.titleTooLong],
      [{ title: '没有幼儿' }, M.studentRequired],
      [{ title: '只有开始', studentId: child, startDate: start }, M.datesRequired],
      [{ title: '不是日期', studentId: child, ...range(start, '2026-02-30') }, M.datesRequired],
      [{ title: '倒序', studentId: child, ...range(term.endDate, start) }, M.datesOrder],
      [{ title: '学期之外', studentId: child, ...range('2020-01-01', start) }, M.datesOutsideTerm],
      [{ title: '学期之后', studentId: child, ...range(start, '2099-01-01') }, M.datesOutsideTerm],
    ];
    for (const [body, msg] of cases) {
      const res = await add(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg, JSON.stringify(body)).toBe(msg);
    }
    expect((await listOf(child)).dataCount).toBe(0);
  });

  it('refuses cycleId 0 when the school has no open term', async () => {
    await h.db.update(cycles).set({ isOpen: false }).where(eq(cycles.id, term.id));
    try {
      const res = await add({ title: '没有学期', studentId: mine[2] });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(M.noOpenTerm);
      expect((await listOf(mine[2]!)).Term).toBeNull();
    } finally {
      await h.db.update(cycles).set({ isOpen: true }).where(eq(cycles.id, term.id));
    }
  });

  it('adds an entry in the open term with its 11 page items, the child’s own class and no trust in isBaby', async () => {
    const child = mine[3]!;
    const res = await add({
      title: ' 第一次观察 ',
      cycleId: 0,
      studentId: String(child),
      isBaby: true,
      babyLevel: 2,
      ...range(term.startDate, term.endDate),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe(M.added);
    const id = res.json().response.Id as number;
    const [row] = await h.db.select().from(processEvaluations).where(eq(processEvaluations.id, id));
    const [kid] = await h.db.select().from(students).where(eq(students.id, child));
    expect(row).toMatchObject({
      schoolId: sunshine,
      studentId: child,
      cycleId: term.id,
      classId: kid!.classId,
      title: '第一次观察',
      startsOn: term.startDate,
      endsOn: term.endDate,
      status: 0,
    });
    const pages = await h.db
      .select()
      .from(processPages)
      .where(eq(processPages.evaluationId, id))
      .orderBy(asc(processPages.orderSort));
    expect(pages).toHaveLength(11);
    expect(pages.map((p) => p.type)).toEqual([1, 2, 3, 3, 3, 3, 3, 3, 4, 5, 6]);
    expect(pages.map((p) => p.name)).toEqual(PROCESS_PAGE_SET.map((p) => p.name));
    expect(pages.filter((p) => p.type === ProcessPageType.media).map((p) => p.dimension)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    expect(pages.every((p) => p.status === 1 && p.schoolId === sunshine)).toBe(true);
    expect(pages.filter((p) => p.isFinish).map((p) => p.type)).toEqual([ProcessPageType.plate]);
    // The list answers the child as the school knows them, whatever the query claims.
    const list = await listOf(child, teacher, { IsBaby: 'true', BabyLevel: '2' });
    expect(list.Child).toMatchObject({ StudentId: child, IsBaby: kid!.isBaby, BabyLevel: kid!.babyLevel });
    expect(list.data).toEqual([
      {
        Id: id,
        Title: '第一次观察',
        Status: 0,
        StartDate: term.startDate,
        EndDate: term.endDate,
        CycleId: term.id,
      },
    ]);
  });

  it('takes an older client’s add without a range, in the term named', async () => {
    const res = await add({
      title: '旧版本',
      cycleId: term.id,
      studentId: mine[4],
      isBaby: 0,
      babyLevel: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = await listOf(mine[4]!, teacher, { CycleId: term.id });
    expect(list.data[0]).toMatchObject({ Title: '旧版本', StartDate: '', EndDate: '' });
  });
});

describe('GetProceEvaluatePage', () => {
  it('pages a child’s entries of the term, latest start first', async () => {
    const child = mine[5]!;
    const starts = ['2026-09-07', '2026-11-02', '2026-10-05'];
    for (const start of starts) {
      const res = await add({ title: `从${start}`, studentId: child, ...range(start, start) });
      expect(res.statusCode, res.body).toBe(200);
    }
    const first = await listOf(child, teacher, { PageIndex: 1, PageSize: 2 });
    expect(first.dataCount).toBe(3);
    expect(first.data.map((e) => e.StartDate)).toEqual(['2026-11-02', '2026-10-05']);
    expect(first.Term).toMatchObject({ Id: term.id, StartDate: term.startDate, EndDate: term.endDate });
    const second = await listOf(child, teacher, { PageIndex: 2, PageSize: 2 });
    expect(second.data.map((e) => e.StartDate)).toEqual(['2026-09-07']);
    // The 园长 sees the same entries.
    expect((await listOf(child, admin)).dataCount).toBe(3);
  });
});

describe('DeleteProceEvaluate', () => {
  it('deletes all the ids or none: one of another class (403) or another school (404) keeps every one', async () => {
    const child = mine[6]!;
    const ids: number[] = [];
    for (const title of ['甲', '乙', '丙'])
      ids.push((await add({ title, studentId: child })).json().response.Id);
    const otherClass = await newEntry(h, sunshine, middle);
    const otherSchool = await newEntry(h, rainbow, foreign);
    const mixed = await h.call(API.processEvaluations.remove, { ids: [ids[0], otherClass] }, teacher);
    expect(mixed.statusCode).toBe(403);
    const abroad = await h.call(API.processEvaluations.remove, { ids: [ids[0], otherSchool] }, teacher);
    expect(abroad.statusCode).toBe(404);
    expect(await exists([...ids, otherClass, otherSchool])).toBe(5);

    const empty = await h.call(API.processEvaluations.remove, { ids: [] }, teacher);
    expect(empty.json().msg).toBe(M.selectToDelete);

    const res = await h.call(API.processEvaluations.remove, { ids: [ids[0], ids[1], ids[0]] }, teacher);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe(M.deleted);
    expect(await exists(ids)).toBe(1);
    const pages = await h.db
      .select({ id: processPages.id })
      .from(processPages)
      .where(inArray(processPages.evaluationId, ids));
    expect(pages).toHaveLength(11);
    expect((await listOf(child)).data.map((e) => e.Title)).toEqual(['丙']);
  });
});

describe('GetProceClassStudents', () => {
  const view = async (token: string, query: Record<string, unknown> = {}) => {
    const res = await h.call(API.processEvaluations.classStudents, query, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().response as TProcessClassStudents;
  };

  it('gives a teacher her classes of the open term and a class’s children with their entries', async () => {
    const child = mine[7]!;
    await add({ title: '计数', studentId: child });
    const first = await view(teacher);
    expect(first.CycleId).toBe(term.id);
    expect(first.Terms.find((t) => t.IsOpen)?.Id).toBe(term.id);
    expect(first.Classes.map((c) => c.ClassName)).toEqual(['小一班', '小二班']);
    const small1 = first.Classes[0]!;
    expect(first.ClassId).toBe(small1.ClassId);
    expect(small1.StudentCount).toBe(first.Students.length);
    expect(small1.Total).toBe(first.Students.reduce((n, s) => n + s.Total, 0));
    expect(first.Students.find((s) => s.StudentId === child)).toMatchObject({ Total: 1, Finished: 0 });
    const small2 = await view(teacher, { ClassId: first.Classes[1]!.ClassId, CycleId: term.id });
    expect(small2.ClassId).toBe(first.Classes[1]!.ClassId);
    expect(small2.Students.some((s) => s.StudentId === child)).toBe(false);
  });

  it('names per child the latest four finished entries of the term, earliest first, for the class batch', async () => {
    const child = mine[8]!;
    const made: number[] = [];
    for (const [i, status] of [1, 1, 0, 1, 1, 1].entries()) {
      const id = await newEntry(h, sunshine, child);
      const day = `2026-09-${String(10 + i).padStart(2, '0')}`;
      await h.db
        .update(processEvaluations)
        .set({ status, startsOn: day, endsOn: day, cycleId: term.id })
        .where(eq(processEvaluations.id, id));
      made.push(id);
    }
    const students = (await view(teacher)).Students;
    // the oldest finished one (made[0]) and the unfinished one (made[2]) are left out
    expect(students.find((s) => s.StudentId === child)?.HandbookIds).toEqual([
      made[1],
      made[3],
      made[4],
      made[5],
    ]);
    expect(students.find((s) => s.StudentId === mine[9])?.HandbookIds).toEqual([]);
  });

  it('gives the 园长 every class of the year', async () => {
    expect((await view(admin)).Classes).toHaveLength(8);
  });
});
