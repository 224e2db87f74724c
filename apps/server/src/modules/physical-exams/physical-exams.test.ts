import { API, PHYSICAL_EXAM_MESSAGES as M, PhysicalSource, TypeNum } from '@kg/contracts';
import { and, asc, between, eq, isNull, notLike, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import {
  classes,
  growthModules,
  growthRecords,
  schools,
  studentPhysicalExams,
  students,
} from '../../db/schema';
import { DEMO_SCHOOL, OTHER_SCHOOL } from '../../seed/demo';
import { medicalItems } from '../../seed/growth-defaults';

const h = useHarness();
const ADD = API.physicalExams.add;
let admin: string;
let teacher: string;
let doctor: string;
let rainbowAdmin: string;
let sunshine: number;
let ownChild: number;
let otherClassChild: number;
let rainbowChild: number;

const schoolId = async (name: string) =>
  (await h.db.select({ id: schools.id }).from(schools).where(eq(schools.name, name)))[0]!.id;
const classOf = async (school: number, name: string) =>
  (
    await h.db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.schoolId, school), eq(classes.name, name)))
  )[0]!.id;
const firstChild = async (classId: number) =>
  (
    await h.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.classId, classId))
      .orderBy(asc(students.id))
  )[0]!.id;
/** A child of 小一班 (the `teacher` account's class) with no exam and no record yet. */
const newChild = async (name: string) => {
  const [row] = await h.f.students([
    {
      schoolId: sunshine,
      classId: await classOf(sunshine, '小一班'),
      name,
      gender: 1,
      birthday: '2023-03-01',
    },
  ]);
  return row!.id;
};
const physical = (id: number, token: string) => h.call(API.physicalExams.student, { Id: id }, token);

beforeAll(async () => {
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  doctor = await h.login('doctor');
  rainbowAdmin = await h.login('rainbow');
  sunshine = await schoolId(DEMO_SCHOOL);
  ownChild = await firstChild(await classOf(sunshine, '小一班'));
  otherClassChild = await firstChild(await classOf(sunshine, '大一班'));
  rainbowChild = await firstChild(await classOf(await schoolId(OTHER_SCHOOL), '小一班'));
});

const valid = () => ({
  StudentId: ownChild,
  Time: '2026-11-02',
  Height: '101.5',
  Weight: '16.2',
  VisionLeft: '5.0',
  VisionRight: '4.9',
  HearingLeft: '通过',
  HearingRight: '通过',
  Tooth: '1',
  Hemoglobin: '122',
});

describe('access (G33)', () => {
  itGuards(
    h,
    [
      [API.physicalExams.student, { Id: 1 }],
      [ADD, {}],
    ],
    () => doctor,
  );

  it('a teacher may read but not enter exams', async () => {
    expect((await physical(ownChild, teacher)).statusCode).toBe(200);
    expect((await h.call(ADD, valid(), teacher)).statusCode).toBe(403);
  });

  it('answers 404 for another school’s child and for a teacher’s child outside their classes', async () => {
    const missing = await physical(999_999, admin);
    expect(missing.statusCode).toBe(404);
    for (const [id, token] of [
      [rainbowChild, admin],
      [ownChild, rainbowAdmin],
      [otherClassChild, teacher],
    ] as const) {
      const res = await physical(id, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    expect((await physical(otherClassChild, admin)).statusCode).toBe(200);
    expect((await h.call(ADD, { ...valid(), StudentId: rainbowChild }, admin)).statusCode).toBe(404);
  });
});

describe('physicalExams.student (G33)', () => {
  it('answers the latest exam: the latest date, then the last entered', async () => {
    const exam = (examDate: string, height: string) => ({
      schoolId: sunshine,
      studentId: ownChild,
      examDate,
      height,
      weight: '16.0',
      visionLeft: '5.0',
      visionRight: '5.1',
      hearingLeft: '通过',
      hearingRight: '未通过',
      tooth: '2',
      hemoglobin: '118',
    });
    // Inserted out of order: the demo's September exam, then these.
    await h.db.insert(studentPhysicalExams).values(exam('2026-10-20', '100.0'));
    await h.db.insert(studentPhysicalExams).values(exam('2026-06-01', '97.0'));
    await h.db.insert(studentPhysicalExams).values(exam('2026-10-20', '100.4'));
    const res = await physical(ownChild, teacher);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect(res.json().response).toEqual({
      Time: '2026-10-20',
      Height: '100.4',
      Weight: '16.0',
      VisionLeft: '5.0',
      VisionRight: '5.1',
      HearingLeft: '通过',
      HearingRight: '未通过',
      Tooth: '2',
      Hemoglobin: '118',
      Source: PhysicalSource.exam,
    });
  });

  describe('without an exam', () => {
    let templateId: number;
    let moduleId: number;
    let classId: number;
    beforeAll(async () => {
      classId = await classOf(sunshine, '小一班');
      const [module] = await h.db
        .select({ id: growthModules.id, templateId: growthModules.templateId })
        .from(growthModules)
        .where(
          and(
            eq(growthModules.schoolId, sunshine),
            eq(growthModules.typeNum, TypeNum.physical),
            isNull(growthModules.studentId),
          ),
        )
        .limit(1);
      moduleId = module!.id;
      templateId = module!.templateId;
    });
    const item = (Describe: string, Value: string, unit = '') => ({
      Type: 'physical',
      Describe,
      Value,
      unit,
    });
    const record = (studentId: number, module: number, status: number, List: object[], updatedAt: Date) =>
      h.db.insert(growthRecords).values({
        schoolId: sunshine,
        templateId,
        moduleId: module,
        studentId,
        classId,
        status,
        answer: { List },
        updatedAt,
      });

    it('answers the values of the last finished 体检记录 page, mapped by each item’s field', async () => {
      const child = await newChild('测试甲');
      await record(
        child,
        moduleId,
        1,
        [
          { Type: 'time', Content: '2026-10-08' },
          item('身高', '98.5', 'CM'),
          item('体重', '15.1', 'KG'),
          item('左眼', '4.9'),
          item('右眼', '5.0'),
          item('左耳', '1'),
          item('右耳', '0'),
          item('龋齿', '0', '颗'),
          item('血红蛋白', '121', 'g/L'),
        ],
        new Date('2026-10-09T02:00:00Z'),
      );
      // A later draft of the child's own 体检记录 page is work in progress: not used.
      const [ownPage] = await h.db
        .insert(growthModules)
        .values({
          schoolId: sunshine,
          templateId,
          typeNum: TypeNum.physical,
          title: '复查',
          content: medicalItems(),
          studentId: child,
        })
        .returning({ id: growthModules.id });
      await record(child, ownPage!.id, 0, [item('身高', '120')], new Date('2026-11-01T02:00:00Z'));

      const res = await physical(child, teacher);
      expect(res.statusCode).toBe(200);
      expect(res.json().response).toEqual({
        Time: '2026-10-08',
        Height: '98.5',
        Weight: '15.1',
        VisionLeft: '4.9',
        VisionRight: '5.0',
        HearingLeft: '正常',
        HearingRight: '异常',
        Tooth: '0',
        Hemoglobin: '121',
        Source: PhysicalSource.record,
      });
    });

    it('matches a page listing only some items by their titles; its date is the day it was saved', async () => {
      const child = await newChild('测试乙');
      await record(
        child,
        moduleId,
        1,
        [item('体重', '14.8'), item('身高', '97.0')],
        new Date('2026-10-15T20:00:00Z'),
      );
      const res = await physical(child, admin);
      expect(res.json().response).toMatchObject({
        Time: '2026-10-16',
        Height: '97.0',
        Weight: '14.8',
        VisionLeft: '',
        Source: PhysicalSource.record,
      });
    });

    it('answers null when the child has neither an exam nor a finished page', async () => {
      const child = await newChild('测试丙');
      await record(child, moduleId, 0, [item('身高', '99')], new Date());
      const res = await physical(child, teacher);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, response: null });
    });
  });
});

describe('physicalExams.add (G33)', () => {
  it.each([
    [{ StudentId: 0 }, M.studentRequired],
    [{ Time: '2026-02-30' }, M.timeRequired],
    [{ Time: '' }, M.timeRequired],
    [{ Time: '2099-01-01' }, M.timeFuture],
    [{ Height: '' }, M.height],
    [{ Height: '45' }, M.height],
    [{ Height: '一米' }, M.height],
    [{ Weight: '61' }, M.weight],
    [{ Weight: undefined }, M.weight],
    [{ VisionLeft: '3.0' }, M.vision],
    [{ VisionRight: '5.4' }, M.vision],
    [{ HearingLeft: '通'.repeat(21) }, M.hearing],
    [{ Tooth: '21' }, M.tooth],
    [{ Tooth: '1.5' }, M.tooth],
    [{ Hemoglobin: '59' }, M.hemoglobin],
    [{ Hemoglobin: 201 }, M.hemoglobin],
  ])('refuses %o with its message', async (patch, message) => {
    const before = await h.db.$count(studentPhysicalExams);
    const res = await h.call(ADD, { ...valid(), ...patch }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(message);
    expect(await h.db.$count(studentPhysicalExams)).toBe(before);
  });

  it('records an exam as written; it is then the child’s latest', async () => {
    const child = await newChild('测试丁');
    const res = await h.call(
      ADD,
      { ...valid(), StudentId: child, Height: 99, VisionLeft: '1.0', Tooth: '', Hemoglobin: null },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: M.added, response: { Id: expect.any(Number) } });
    expect((await physical(child, teacher)).json().response).toEqual({
      Time: '2026-11-02',
      Height: '99',
      Weight: '16.2',
      VisionLeft: '1.0',
      VisionRight: '4.9',
      HearingLeft: '通过',
      HearingRight: '通过',
      Tooth: '',
      Hemoglobin: '',
      Source: PhysicalSource.exam,
    });
  });
});

describe('the demo school’s autumn health check (seed)', () => {
  /** The brief's bands by age: height cm, weight kg. */
  const BANDS: Record<number, [number, number, number, number]> = {
    3: [95, 102, 13, 17],
    4: [100, 110, 15, 19],
    5: [106, 118, 17, 22],
  };
  const ageOn = (birthday: string, day: string) =>
    Number(day.slice(0, 4)) - Number(birthday.slice(0, 4)) - (day.slice(5) < birthday.slice(5) ? 1 : 0);

  it('gives every child of 阳光幼儿园 one plausible exam in September; 彩虹幼儿园 none', async () => {
    const demoChildren = await h.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.schoolId, sunshine), notLike(students.name, '测试%')));
    const seeded = await h.db
      .select({ exam: studentPhysicalExams, birthday: students.birthday })
      .from(studentPhysicalExams)
      .innerJoin(students, eq(students.id, studentPhysicalExams.studentId))
      .where(
        and(
          eq(studentPhysicalExams.schoolId, sunshine),
          between(studentPhysicalExams.examDate, '2026-09-01', '2026-09-30'),
        ),
      );
    expect(demoChildren).toHaveLength(200);
    expect(seeded.map((r) => r.exam.studentId).sort()).toEqual(demoChildren.map((c) => c.id).sort());
    const ages = new Set<number>();
    for (const { exam, birthday } of seeded) {
      const age = ageOn(birthday, exam.examDate);
      ages.add(age);
      const band = BANDS[age];
      if (band) {
        expect(Number(exam.height)).toBeGreaterThanOrEqual(band[0]);
        expect(Number(exam.height)).toBeLessThanOrEqual(band[1]);
        expect(Number(exam.weight)).toBeGreaterThanOrEqual(band[2]);
        expect(Number(exam.weight)).toBeLessThanOrEqual(band[3]);
      }
      // Issue 20: most children are fine; a few raise 体检管理's flags (需关注).
      expect(['4.7', '4.8', '4.9', '5.0', '5.1']).toContain(exam.visionLeft);
      expect(['4.7', '4.8', '4.9', '5.0', '5.1']).toContain(exam.visionRight);
      for (const ear of [exam.hearingLeft, exam.hearingRight]) expect(['通过', '未通过']).toContain(ear);
      expect(['0', '1', '2']).toContain(exam.tooth);
      expect(Number(exam.hemoglobin)).toBeGreaterThanOrEqual(100);
      expect(Number(exam.hemoglobin)).toBeLessThanOrEqual(135);
    }
    const share = (test: (e: (typeof seeded)[number]['exam']) => boolean) =>
      seeded.filter((r) => test(r.exam)).length / seeded.length;
    const anaemia = share((e) => Number(e.hemoglobin) < 110);
    const caries = share((e) => e.tooth !== '0');
    const lowVision = share((e) => Number(e.visionLeft) < 4.9 || Number(e.visionRight) < 4.9);
    const hearing = share((e) => e.hearingLeft === '未通过' || e.hearingRight === '未通过');
    for (const [flagged, most] of [
      [anaemia, 0.15],
      [caries, 0.3],
      [lowVision, 0.2],
      [hearing, 0.1],
    ] as const) {
      expect(flagged).toBeGreaterThan(0);
      expect(flagged).toBeLessThan(most);
    }
    // The spring check before it gives the change since the last exam.
    const spring = await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(studentPhysicalExams)
      .where(
        and(
          eq(studentPhysicalExams.schoolId, sunshine),
          between(studentPhysicalExams.examDate, '2026-04-01', '2026-04-30'),
        ),
      );
    expect(spring[0]!.n).toBeGreaterThan(150);
    expect([3, 4, 5].every((age) => ages.has(age))).toBe(true);
    const rainbow = await schoolId(OTHER_SCHOOL);
    expect(await h.db.$count(studentPhysicalExams, eq(studentPhysicalExams.schoolId, rainbow))).toBe(0);
  });
});
