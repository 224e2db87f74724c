import { API, CLASS_MESSAGES, defaultCycles, PROMOTION_MESSAGES } from '@kg/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { classes, classTeachers, schools, students, studyYears } from '../../db/schema';

const h = useHarness();
let admin: string;
let teacher: string;
let thisYear: number;
let nextYear: number;
let rainbowClass: number;

async function classId(name: string, studyYearId = thisYear) {
  const [row] = await h.db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.name, name), eq(classes.studyYearId, studyYearId)));
  return row!.id;
}

const childrenIn = async (id: number) =>
  h.db
    .select({ id: students.id, isBaby: students.isBaby, babyLevel: students.babyLevel })
    .from(students)
    .where(and(eq(students.classId, id), eq(students.status, 1)));

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  const [sunshine] = await h.db.select().from(schools).where(eq(schools.name, '阳光幼儿园'));
  const [rainbow] = await h.db.select().from(schools).where(eq(schools.name, '彩虹幼儿园'));
  thisYear = (await h.db.select().from(studyYears).where(eq(studyYears.schoolId, sunshine!.id)))[0]!.id;
  const added = await h.call(API.studyYears.add, { StartYear: 2027, Cycles: defaultCycles(2027) }, admin);
  expect(added.statusCode).toBe(200);
  nextYear = added.json().response.Id;
  rainbowClass = (await h.db.select().from(classes).where(eq(classes.schoolId, rainbow!.id)))[0]!.id;
});

describe('access', () => {
  itGuards(h, [[API.classes.promote, { ClassId: 1, StudyYearId: 1, Name: '中一班' }]], () => teacher);
});

describe('PromoteClass', () => {
  it('moves 托一班 up to 小班 of 2027-2028 with its children (no longer nursery) and its staff', async () => {
    const from = await classId('托一班');
    const before = await childrenIn(from);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((c) => c.isBaby)).toBe(true);
    const staff = await h.db.select().from(classTeachers).where(eq(classTeachers.classId, from));

    const res = await h.call(
      API.classes.promote,
      { ClassId: from, StudyYearId: nextYear, Name: '小一班' },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('操作成功');
    const { Id, StudentNum } = res.json().response;
    expect(StudentNum).toBe(before.length);

    const after = await childrenIn(Id);
    expect(after.map((c) => c.id).sort()).toEqual(before.map((c) => c.id).sort());
    expect(after.every((c) => !c.isBaby && c.babyLevel === null)).toBe(true);
    expect(await childrenIn(from)).toEqual([]);
    const moved = await h.db.select().from(classTeachers).where(eq(classTeachers.classId, Id));
    expect(moved.map((s) => [s.teacherId, s.role]).sort()).toEqual(
      staff.map((s) => [s.teacherId, s.role]).sort(),
    );
    const [created] = await h.db.select().from(classes).where(eq(classes.id, Id));
    expect(created).toMatchObject({ studyYearId: nextYear, previousClassId: from, name: '小一班' });

    // The same class twice is refused, and nothing changes.
    const again = await h.call(
      API.classes.promote,
      { ClassId: from, StudyYearId: nextYear, Name: '小九班' },
      admin,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(PROMOTION_MESSAGES.alreadyPromoted);
  });

  it('can leave the staff behind', async () => {
    const from = await classId('中一班');
    const res = await h.call(
      API.classes.promote,
      { ClassId: from, StudyYearId: nextYear, Name: '大一班', KeepStaff: false },
      admin,
    );
    expect(res.statusCode).toBe(200);
    const staff = await h.db
      .select()
      .from(classTeachers)
      .where(eq(classTeachers.classId, res.json().response.Id));
    expect(staff).toEqual([]);
  });

  it.each([
    ['大一班', () => nextYear, '毕业班', PROMOTION_MESSAGES.topGrade],
    ['小二班', () => thisYear, '中二班', PROMOTION_MESSAGES.laterYear],
  ])('refuses %s (%s)', async (name, year, newName, msg) => {
    const from = await classId(name);
    const count = (await childrenIn(from)).length;
    const res = await h.call(
      API.classes.promote,
      { ClassId: from, StudyYearId: year(), Name: newName },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
    expect((await childrenIn(from)).length).toBe(count);
  });

  it('refuses a name the target year already has', async () => {
    await h.call(
      API.classes.promote,
      { ClassId: await classId('小一班'), StudyYearId: nextYear, Name: '中三班' },
      admin,
    );
    const res = await h.call(
      API.classes.promote,
      { ClassId: await classId('小二班'), StudyYearId: nextYear, Name: '中三班' },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(CLASS_MESSAGES.nameTaken);
  });

  it.each([
    [{ StudyYearId: 1, Name: '中一班' }, PROMOTION_MESSAGES.classRequired],
    [{ ClassId: 1, Name: '中一班' }, PROMOTION_MESSAGES.studyYearRequired],
    [{ ClassId: 1, StudyYearId: 1, Name: ' ' }, CLASS_MESSAGES.nameRequired],
  ])('validates %o', async (body, msg) => {
    const res = await h.call(API.classes.promote, body, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it("answers 404 for another school's class or study year", async () => {
    const theirs = await h.call(
      API.classes.promote,
      { ClassId: rainbowClass, StudyYearId: nextYear, Name: '中五班' },
      admin,
    );
    expect(theirs.statusCode).toBe(404);
    const rainbow = await h.login('rainbow');
    const year = await h.call(
      API.classes.promote,
      { ClassId: rainbowClass, StudyYearId: nextYear, Name: '中五班' },
      rainbow,
    );
    expect(year.statusCode).toBe(404);
  });
});
