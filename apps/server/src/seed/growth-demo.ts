import { monthLabel, TemplateStatus, TypeNum } from '@kg/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  classes,
  cycles,
  grades,
  growthLogPoints,
  growthModules,
  growthRecordMarks,
  growthRecords,
  growthTemplates,
  students,
} from '../db/schema';
import { logSheetOf } from '../modules/growth-observations/log-sheet';
import { monthSummary } from '../modules/growth-records/month-summary';
import { createDefaultTemplate } from '../modules/growth-templates/growth-templates.service';
import { prng } from './names';

/** A grade's template for the open term, built from the grade's default set and published. */
async function publishDefaultTemplate(db: DbOrTx, schoolId: number, gradeName: string) {
  const [grade] = await db
    .select()
    .from(grades)
    .where(and(eq(grades.schoolId, schoolId), eq(grades.name, gradeName)));
  const [cycle] = await db
    .select()
    .from(cycles)
    .where(and(eq(cycles.schoolId, schoolId), eq(cycles.isOpen, true)));
  if (!grade || !cycle) return null;
  const templateId = await createDefaultTemplate(db, schoolId, {
    studyYearId: grade.studyYearId,
    gradeId: grade.id,
    gradeLevel: grade.level,
    cycleId: cycle.id,
  });
  await db
    .update(growthTemplates)
    .set({ status: TemplateStatus.published, publishedAt: new Date() })
    .where(eq(growthTemplates.id, templateId));
  return templateId;
}

/**
 * Issue 14 item 6: every grade of the demo school's study year records against a published
 * template of the open term from its default set (小班's is the observed one, see below).
 */
export async function seedDemoGrowthTemplates(
  db: DbOrTx,
  v: { schoolId: number; gradeNames: readonly string[] },
) {
  for (const gradeName of v.gradeNames) await publishDefaultTemplate(db, v.schoolId, gradeName);
}

/**
 * The demo's observed growth-record template: 小班, the open term, from the default set and
 * published, with `finished` children of 小一班 observed in its first monthly observation,
 * so the statistics screen has something to show.
 */
export async function seedDemoGrowthTemplate(
  db: DbOrTx,
  v: { schoolId: number; gradeName: string; className: string; finished: number; writtenBy: number },
) {
  const templateId = await publishDefaultTemplate(db, v.schoolId, v.gradeName);
  if (!templateId) return null;

  const [monthly] = await db
    .select()
    .from(growthModules)
    .where(
      and(eq(growthModules.templateId, templateId), eq(growthModules.typeNum, TypeNum.monthlyObservation)),
    )
    .orderBy(asc(growthModules.orderSort))
    .limit(1);
  const [klass] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.schoolId, v.schoolId), eq(classes.name, v.className)));
  if (!monthly || !klass) return templateId;
  const points = await db
    .select()
    .from(growthLogPoints)
    .where(eq(growthLogPoints.moduleId, monthly.id))
    .orderBy(asc(growthLogPoints.orderSort));
  const children = await db
    .select({ id: students.id, name: students.name, gender: students.gender })
    .from(students)
    .where(eq(students.classId, klass.id))
    .orderBy(asc(students.id))
    .limit(v.finished);
  const rand = prng(klass.id * 104729);
  for (const child of children) {
    // Mostly 经常, some 偶尔, a few 从未: what a class of three-year-olds looks like in October.
    const marks = points.map((point) => {
      const r = rand();
      return { pointId: point.id, value: r < 0.6 ? 1 : r < 0.9 ? 2 : 3 };
    });
    // The answer as the record editor writes it (the sheet with each point's value and a
    // summary written from the scores); the marks are what the statistics read.
    const value = new Map(marks.map((m) => [m.pointId, m.value]));
    const dimensions = logSheetOf(points).map((d) => ({
      Name: d.Name,
      Title: '',
      Describe: '',
      info: d.info.map((e) => ({
        Name: e.Name,
        info: e.info.map((pt) => ({ Id: pt.Id, Name: pt.Name, Value: value.get(pt.Id) ?? 0 })),
      })),
    }));
    const summary = monthSummary({
      studentName: child.name,
      gender: child.gender,
      month: monthLabel(monthly.time ?? ''),
      dimensions,
    });
    const [record] = await db
      .insert(growthRecords)
      .values({
        schoolId: v.schoolId,
        templateId,
        moduleId: monthly.id,
        studentId: child.id,
        classId: klass.id,
        status: 1,
        answer: { dimensions, Title: '本月小结', CustomerSay: summary ?? '' },
        writtenBy: v.writtenBy,
        finishedAt: new Date(),
      })
      .returning({ id: growthRecords.id });
    await db.insert(growthRecordMarks).values(
      marks.map((m) => ({
        schoolId: v.schoolId,
        recordId: record!.id,
        pointId: m.pointId,
        value: m.value,
      })),
    );
  }
  return templateId;
}
