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
 * The demo school's health checks: one exam for every child in September of the current study
 * year (体检管理's open term), plausible for their age, and the spring check before it (April,
 * 3-5 cm shorter and 0.4-1.4 kg lighter) for the change since the last exam. A few children
 * raise flags (体检管理's 需关注): most have vision 4.9-5.1, no caries, hearing 通过 and
 * hemoglobin 112-135 g/L; about one in sixteen an eye of 4.7-4.8, one in twelve caries, one in
 * twenty anaemia (100-109 g/L), one in thirty an ear not passed, one in twenty-five lost weight
 * since spring. Deterministic: the same children get the same values. Batched inserts.
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
  const day = (month: string, from: number, span: number) =>
    `${startYear}-${month}-${String(from + Math.floor(rand() * span)).padStart(2, '0')}`;
  const rows = children.flatMap((child) => {
    // Each child on one of the check's days, 9 to 26 September.
    const examDate = day('09', 9, 18);
    const age = Math.min(6, Math.max(2, ageOn(child.birthday, examDate)));
    const band = BANDS[age]!;
    const tall = rand();
    // Taller children tend to weigh more; the rest is each child's own build.
    const weight = between(0.6 * tall + 0.4 * rand(), band.weight);
    const height = between(tall, band.height);
    const vision = () =>
      (rand() < 0.03 ? 4.7 + Math.floor(rand() * 2) / 10 : 4.9 + Math.floor(rand() * 3) / 10).toFixed(1);
    const caries = rand();
    const hearing = () => (rand() < 0.015 ? '未通过' : '通过');
    const anaemic = rand() < 0.05;
    const lost = rand() < 0.04;
    const autumn = {
      schoolId: v.schoolId,
      studentId: child.id,
      examDate,
      height: height.toFixed(1),
      weight: weight.toFixed(1),
      visionLeft: vision(),
      visionRight: vision(),
      hearingLeft: hearing(),
      hearingRight: hearing(),
      tooth: String(caries < 0.92 ? 0 : caries < 0.97 ? 1 : 2),
      hemoglobin: String(anaemic ? 100 + Math.floor(rand() * 10) : 112 + Math.floor(rand() * 24)),
    };
    if (ageOn(child.birthday, `${startYear}-04-15`) < 2) return [autumn];
    const spring = {
      ...autumn,
      examDate: day('04', 10, 15),
      height: (height - 3 - rand() * 2).toFixed(1),
      weight: (lost ? weight + 0.3 + rand() * 0.5 : weight - 0.4 - rand()).toFixed(1),
      visionLeft: vision(),
      visionRight: vision(),
      hearingLeft: '通过',
      hearingRight: '通过',
      tooth: '0',
      hemoglobin: String(112 + Math.floor(rand() * 24)),
    };
    return [spring, autumn];
  });
  await db.insert(studentPhysicalExams).values(rows);
  return rows.length;
}
