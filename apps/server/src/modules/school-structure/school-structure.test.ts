import { studyYearName, studyYearOf } from '@kg/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { classes, cycles, grades, schools, students, studyYears, teachers, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { scoped } from '../../lib/scoped';
import { callerStructure, schoolStructure } from './school-structure.repository';

const h = useHarness();

/** One school's ids from the demo data: a class, a child of it, its year, term, grade, teacher. */
type TIds = {
  school: number;
  year: number;
  term: number;
  grade: number;
  klass: number;
  child: number;
  teacher: number;
};
let sun: TIds;
let rainbow: TIds;
/** 王丽's classes (小一班, 小二班) and another 阳光 class she does not teach. */
let teacherUser: number;
let hers: number[];
let otherClass: number;
let childElsewhere: number;

async function idsOf(name: string): Promise<TIds> {
  const db = h.db;
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.name, name));
  const id = school!.id;
  const [klass] = await db.select().from(classes).where(eq(classes.schoolId, id)).limit(1);
  const [child] = await db.select().from(students).where(eq(students.classId, klass!.id)).limit(1);
  const [term] = await db.select().from(cycles).where(eq(cycles.studyYearId, klass!.studyYearId)).limit(1);
  const [teacher] = await db.select().from(teachers).where(eq(teachers.schoolId, id)).limit(1);
  return {
    school: id,
    year: klass!.studyYearId,
    term: term!.id,
    grade: klass!.gradeId,
    klass: klass!.id,
    child: child!.id,
    teacher: teacher!.id,
  };
}

function principal(
  v: Partial<Principal> & Pick<Principal, 'schoolId' | 'userId' | 'userIdentity'>,
): Principal {
  return {
    personId: 0,
    schoolName: '',
    loginTitle: null,
    timeZone: 'Asia/Shanghai',
    sessionId: 's',
    loginName: 'x',
    realName: 'x',
    parentId: 0,
    roleIds: [],
    roleNames: [],
    isSuper: false,
    permissions: new Set(),
    menuVersion: 0,
    ...v,
  };
}

beforeAll(async () => {
  sun = await idsOf('阳光幼儿园');
  rainbow = await idsOf('彩虹幼儿园');
  const [wang] = await h.db
    .select({ userId: teachers.userId })
    .from(teachers)
    .where(and(eq(teachers.schoolId, sun.school), eq(teachers.name, '王丽')));
  teacherUser = wang!.userId!;
  hers = await schoolStructure(h.db, sun.school).classIdsOfUser(teacherUser);
  const all = await h.db.select({ id: classes.id }).from(classes).where(eq(classes.schoolId, sun.school));
  otherClass = all.map((c) => c.id).find((id) => !hers.includes(id))!;
  const [elsewhere] = await h.db.select().from(students).where(eq(students.classId, otherClass)).limit(1);
  childElsewhere = elsewhere!.id;
});

describe('schoolStructure: every lookup stays in its school', () => {
  it("finds the school's own rows", async () => {
    const s = schoolStructure(h.db, sun.school);
    expect((await s.school())?.name).toBe('阳光幼儿园');
    expect((await s.studyYear(sun.year))?.id).toBe(sun.year);
    expect((await s.term(sun.term))?.id).toBe(sun.term);
    expect((await s.grade(sun.grade))?.id).toBe(sun.grade);
    const klass = await s.class(sun.klass);
    expect(klass).toMatchObject({ id: sun.klass, gradeId: sun.grade, studyYearId: sun.year });
    expect(klass?.gradeName).toBeTruthy();
    expect(klass?.studyYearName).toMatch(/学年$/);
    const child = await s.child(sun.child);
    expect(child).toMatchObject({ id: sun.child, classId: sun.klass, schoolId: sun.school });
    expect((await s.teacher(sun.teacher))?.id).toBe(sun.teacher);
    expect(await s.classIdsAmong([sun.klass, rainbow.klass])).toEqual([sun.klass]);
    expect(await s.teacherIdsAmong([sun.teacher, rainbow.teacher])).toEqual([sun.teacher]);
  });

  it("finds nothing by another school's ids", async () => {
    const s = schoolStructure(h.db, sun.school);
    expect(await s.studyYear(rainbow.year)).toBeUndefined();
    expect(await s.term(rainbow.term)).toBeUndefined();
    expect(await s.grade(rainbow.grade)).toBeUndefined();
    expect(await s.class(rainbow.klass, { includeDisabled: true })).toBeUndefined();
    expect(await s.child(rainbow.child, { includeLeft: true })).toBeUndefined();
    expect(await s.teacher(rainbow.teacher)).toBeUndefined();
    expect(await s.gradeAtLevel(rainbow.year, 1)).toBeUndefined();
    expect(await s.termsOf(rainbow.year)).toEqual([]);
  });

  it('lists only its own study years, and one open term', async () => {
    const s = schoolStructure(h.db, rainbow.school);
    const years = await s.studyYears();
    expect(years.length).toBeGreaterThan(0);
    expect(years.every((y) => y.schoolId === rainbow.school)).toBe(true);
    const open = await s.openTerm();
    expect(open?.schoolId).toBe(rainbow.school);
  });

  it('the current study year is the one marked current, else the newest', async () => {
    const school = await h.f.school({ name: '学年规则幼儿园' });
    const s = schoolStructure(h.db, school.id);
    expect(await s.currentStudyYear()).toBeUndefined();
    const older = await h.f.studyYear({
      schoolId: school.id,
      startYear: 2024,
      current: false,
      openCycle: false,
    });
    const newer = await h.f.studyYear({
      schoolId: school.id,
      startYear: 2025,
      current: false,
      openCycle: false,
    });
    expect((await s.currentStudyYear())?.id).toBe(newer.year.id);
    await h.db.update(studyYears).set({ isCurrent: true }).where(eq(studyYears.id, older.year.id));
    expect((await s.currentStudyYear())?.id).toBe(older.year.id);
    expect(older.year.name).toBe(studyYearName(2024));
    expect(older.year.startDate).toBe('2024-09-01');
  });

  it('a disabled class and a child who left are found only when asked for', async () => {
    const s = schoolStructure(h.db, sun.school);
    const [extra] = await h.db
      .insert(classes)
      .values({
        schoolId: sun.school,
        studyYearId: sun.year,
        gradeId: sun.grade,
        name: '停用班',
        enabled: false,
      })
      .returning();
    expect(await s.class(extra!.id)).toBeUndefined();
    expect((await s.class(extra!.id, { includeDisabled: true }))?.enabled).toBe(false);
    const [left] = await h.db
      .insert(students)
      .values({
        schoolId: sun.school,
        classId: sun.klass,
        name: '离园',
        gender: 1,
        birthday: '2022-01-01',
        status: 0,
      })
      .returning();
    expect(await s.child(left!.id)).toBeUndefined();
    expect((await s.child(left!.id, { includeLeft: true }))?.status).toBe(0);
  });
});

describe('callerStructure: a teacher sees only her classes', () => {
  const admin = () => principal({ schoolId: sun.school, userId: 0, userIdentity: '1' });
  const teacher = () => principal({ schoolId: sun.school, userId: teacherUser, userIdentity: '2' });

  it("an administrator sees every class of the school, none of another school's", async () => {
    const c = callerStructure(h.db, admin());
    expect(await c.visibleClassIds()).toBeNull();
    expect((await c.requireClass(otherClass)).id).toBe(otherClass);
    await expect(c.requireClass(rainbow.klass)).rejects.toMatchObject({ status: 404 });
    await expect(c.requireChild(rainbow.child)).rejects.toMatchObject({ status: 404 });
  });

  it("a teacher's other class and its children are 404 like another school's", async () => {
    const c = callerStructure(h.db, teacher());
    expect(hers.length).toBe(2);
    expect((await c.visibleClassIds())?.sort()).toEqual([...hers].sort());
    expect((await c.requireClass(hers[0]!)).id).toBe(hers[0]);
    // One at a time: a lookup started before the previous one is awaited would reject unhandled.
    for (const attempt of [
      () => c.requireClass(otherClass),
      () => c.requireChild(childElsewhere),
      () => c.requireSeesClass(otherClass),
      () => c.requireClass(rainbow.klass),
    ]) {
      const error = await attempt().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(404);
    }
  });

  it("a teacher of another school sees none of this school's classes", async () => {
    const [rainbowLogin] = await h.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.schoolId, rainbow.school));
    const c = callerStructure(
      h.db,
      principal({ schoolId: rainbow.school, userId: rainbowLogin!.id, userIdentity: '2' }),
    );
    await expect(c.requireClass(hers[0]!)).rejects.toMatchObject({ status: 404 });
  });
});

describe('scoped(): the school condition cannot be dropped', () => {
  it('a where() adds to the school condition instead of replacing it', async () => {
    const s = scoped(h.db, sun.school);
    const rows = await s.select({ id: classes.id }).from(classes).where(eq(classes.id, rainbow.klass));
    expect(rows).toEqual([]);
    const all = await s.rows(classes);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((c) => c.schoolId === sun.school)).toBe(true);
  });

  it('joins keep the condition; update and delete touch only the school', async () => {
    const s = scoped(h.db, sun.school);
    const joined = await s
      .select({ id: classes.id, grade: grades.name })
      .from(classes)
      .innerJoin(grades, eq(grades.id, classes.gradeId))
      .where(eq(classes.id, rainbow.klass));
    expect(joined).toEqual([]);
    const changed = await s
      .update(classes)
      .set({ name: '改名' })
      .where(eq(classes.id, rainbow.klass))
      .returning({ id: classes.id });
    expect(changed).toEqual([]);
    const removed = await s.delete(cycles).where(eq(cycles.id, rainbow.term)).returning({ id: cycles.id });
    expect(removed).toEqual([]);
    const [still] = await h.db.select().from(classes).where(eq(classes.id, rainbow.klass));
    expect(still!.name).not.toBe('改名');
  });

  it("insert() writes the school's id", async () => {
    const s = scoped(h.db, rainbow.school);
    const [row] = await s
      .insert(grades)
      .values({ studyYearId: rainbow.year, name: '混龄班', level: 2 })
      .returning();
    expect(row!.schoolId).toBe(rainbow.school);
  });
});

describe('study-year naming and calendar (contracts)', () => {
  it('names a year and finds the one a day falls in', () => {
    expect(studyYearName(2026)).toBe('2026-2027学年');
    expect(studyYearOf({ year: 2026, month: 8 })).toBe(2026);
    expect(studyYearOf({ year: 2027, month: 7 })).toBe(2026);
    expect(studyYearOf({ year: 2027, month: 0 })).toBe(2026);
  });
});
