import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { studentPhysicalExams, students, studyYears } from '../db/schema';
import { prng } from './names';

/**
 * Height (cm) and weight (kg) ranges by age in whole years at the exam, after the growth
 * standards for Chinese children (WS/T 423-2022) around their medians. 2 and 6 extend the
 * 3-5 bands for 托班 and the oldest of 大班.
 */
const BANDS: Record<number, { height: [number, number]; weight: [number, number] }> = {
  2: { height: [86, 95], weight: [11, 14] },
  3: { height: [95, 102], weight: [13, 17] },
  4: { height: [100, 110], weight: [15, 19] },
  5: { height: [106, 118], weight: [17, 22] },
  6: { height: [112, 124], weight: [19, 25] },
};

/** Whole years between a birthday and a date, both yyyy-MM-dd. */
function ageOn(birthday: string, day: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const between = (r: number, [min, max]: [number, number]) => min + r * (max - min);

/**
 * The demo school's autumn health check: one exam for every child in September of the
 * current study year, plausible for their age (vision 4.8-5.1, hearing 通过, 0-3 caries,
 * hemoglobin 110-135 g/L). Deterministic: the same children get the same values.
 */
export async function seedDemoPhysicalExams(db: DbOrTx, v: { schoolId: number }) {
  const [year] = await db
    .select({ startDate: studyYears.startDate })
    .from(studyYears)
    .where(and(eq(studyYears.schoolId, v.schoolId), eq(studyYears.isCurrent, true)));
  if (!year) return 0;
  const startYear = year.startDate.slice(0, 4);
  const children = await db
    .select({ id: students.id, birthday: students.birthday })
    .from(students)
    .where(eq(students.schoolId, v.schoolId))
    .orderBy(asc(students.id));
  if (children.length === 0) return 0;
  const rand = prng(v.schoolId * 7919 + Number(startYear));
  const rows = children.map((child) => {
    // Each child on one of the check's days, 9 to 26 September.
    const examDate = `${startYear}-09-${String(9 + Math.floor(rand() * 18)).padStart(2, '0')}`;
    const age = Math.min(6, Math.max(2, ageOn(child.birthday, examDate)));
    const band = BANDS[age]!;
    const tall = rand();
    // Taller children tend to weigh more; the rest is each child's own build.
    const weight = between(0.6 * tall + 0.4 * rand(), band.weight);
    const vision = () => (4.8 + Math.floor(rand() * 4) / 10).toFixed(1);
    const caries = rand();
    return {
      schoolId: v.schoolId,
      studentId: child.id,
      examDate,
      height: between(tall, band.height).toFixed(1),
      weight: weight.toFixed(1),
      visionLeft: vision(),
      visionRight: vision(),
      hearingLeft: '通过',
      hearingRight: '通过',
      tooth: String(caries < 0.6 ? 0 : caries < 0.8 ? 1 : caries < 0.93 ? 2 : 3),
      hemoglobin: String(110 + Math.floor(rand() * 26)),
    };
  });
  await db.insert(studentPhysicalExams).values(rows);
  return rows.length;
}
