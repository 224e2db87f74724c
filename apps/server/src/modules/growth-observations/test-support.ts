import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Harness } from '../../../test/harness';
import {
  classes,
  cycles,
  grades,
  growthLogPoints,
  growthModules,
  growthQuestions,
  growthRecordMarks,
  growthRecords,
  growthTemplates,
  schools,
  students,
  studyYears,
} from '../../db/schema';
import { DEMO_SCHOOL, OTHER_SCHOOL } from '../../seed/demo';

/**
 * Templates, modules, log sheets, questions and records written straight into the test
 * database (the template API is another module's), for the log-sheet, import and statistics
 * tests. Each template takes a grade and term of its own (one per school, grade and term).
 */
export function growthFixtures(h: Harness) {
  const schoolId = async (name: string) =>
    (await h.db.select({ id: schools.id }).from(schools).where(eq(schools.name, name)))[0]!.id;
  const sunshine = () => schoolId(DEMO_SCHOOL);
  const rainbow = () => schoolId(OTHER_SCHOOL);

  /** A template of `gradeName` in the school's study year; `term` 1, 2 or null (whole year). */
  async function template(school: number, gradeName: string, term: 1 | 2 | null = 1) {
    const [year] = await h.db.select().from(studyYears).where(eq(studyYears.schoolId, school));
    const [grade] = await h.db
      .select()
      .from(grades)
      .where(and(eq(grades.studyYearId, year!.id), eq(grades.name, gradeName)));
    const terms = await h.db
      .select()
      .from(cycles)
      .where(eq(cycles.studyYearId, year!.id))
      .orderBy(asc(cycles.sort));
    const cycleId = term ? terms[term - 1]!.id : null;
    // The demo may already have one (the tests add their own modules to it).
    const [seeded] = await h.db
      .select()
      .from(growthTemplates)
      .where(
        and(
          eq(growthTemplates.schoolId, school),
          eq(growthTemplates.gradeId, grade!.id),
          cycleId ? eq(growthTemplates.cycleId, cycleId) : isNull(growthTemplates.cycleId),
        ),
      );
    const [row] = seeded
      ? [seeded]
      : await h.db
          .insert(growthTemplates)
          .values({ schoolId: school, studyYearId: year!.id, gradeId: grade!.id, cycleId })
          .returning();
    return { id: row!.id, schoolId: school, gradeId: grade!.id, studyYearId: year!.id, cycleId };
  }

  let order = 0;
  async function module(
    t: { id: number; schoolId: number; cycleId: number | null },
    typeNum: number,
    v: { title?: string; time?: string } = {},
  ) {
    order += 1;
    const [row] = await h.db
      .insert(growthModules)
      .values({
        schoolId: t.schoolId,
        templateId: t.id,
        typeNum,
        title: v.title ?? `模块${order}`,
        orderSort: order,
        time: typeNum === 5 ? (v.time ?? '2026-10-01') : null,
        cycleId: typeNum === 4 ? t.cycleId : null,
      })
      .returning();
    return row!;
  }

  /** Points [dimension, element, name] with orderSort 10, 20, … in the order given. */
  async function points(m: { id: number; schoolId: number }, list: Array<[string, string, string]>) {
    if (list.length === 0) return [];
    return h.db
      .insert(growthLogPoints)
      .values(
        list.map(([dimension, element, name], i) => ({
          schoolId: m.schoolId,
          moduleId: m.id,
          dimension,
          element,
          name,
          orderSort: (i + 1) * 10,
        })),
      )
      .returning();
  }

  async function questions(m: { id: number; schoolId: number }, names: string[]) {
    return h.db
      .insert(growthQuestions)
      .values(names.map((name, i) => ({ schoolId: m.schoolId, moduleId: m.id, name, orderSort: i + 1 })))
      .returning();
  }

  /** The log sheet as the database holds it: [dimension, element, name, orderSort] in order. */
  const sheetRows = (moduleId: number) =>
    h.db
      .select({
        dimension: growthLogPoints.dimension,
        element: growthLogPoints.element,
        name: growthLogPoints.name,
        orderSort: growthLogPoints.orderSort,
      })
      .from(growthLogPoints)
      .where(eq(growthLogPoints.moduleId, moduleId))
      .orderBy(asc(growthLogPoints.orderSort), asc(growthLogPoints.id));

  const questionNames = async (moduleId: number) =>
    (
      await h.db
        .select({ name: growthQuestions.name })
        .from(growthQuestions)
        .where(eq(growthQuestions.moduleId, moduleId))
        .orderBy(asc(growthQuestions.orderSort), asc(growthQuestions.id))
    ).map((r) => r.name);

  /** A class of the school by name with its children in school (by id). */
  async function classNamed(school: number, name: string) {
    const [klass] = await h.db
      .select()
      .from(classes)
      .where(and(eq(classes.schoolId, school), eq(classes.name, name)));
    const children = await h.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.classId, klass!.id))
      .orderBy(asc(students.id));
    return { ...klass!, children: children.map((c) => c.id) };
  }

  /** A child's record of a module (status 1 finished, 0 draft) with its marks by point id. */
  async function record(
    m: { id: number; schoolId: number; templateId: number },
    v: { studentId: number; classId: number; status: 0 | 1; marks: Record<number, number> },
  ) {
    const [row] = await h.db
      .insert(growthRecords)
      .values({
        schoolId: m.schoolId,
        templateId: m.templateId,
        moduleId: m.id,
        studentId: v.studentId,
        classId: v.classId,
        status: v.status,
      })
      .returning();
    const marks = Object.entries(v.marks);
    if (marks.length)
      await h.db.insert(growthRecordMarks).values(
        marks.map(([pointId, value]) => ({
          schoolId: m.schoolId,
          recordId: row!.id,
          pointId: Number(pointId),
          value,
        })),
      );
    return row!;
  }

  return {
    sunshine,
    rainbow,
    template,
    module,
    points,
    questions,
    sheetRows,
    questionNames,
    classNamed,
    record,
  };
}
