import { GRADE_NAMES, type TCycleInput } from '@kg/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, cycles, grades, studyYears } from '../../db/schema';

/** Study years, their terms (cycles) and grades, for one school. */
export function studyYearsRepository(db: DbOrTx, schoolId: number) {
  return {
    findAll() {
      return db
        .select()
        .from(studyYears)
        .where(eq(studyYears.schoolId, schoolId))
        .orderBy(desc(studyYears.startDate));
    },

    findByName(name: string) {
      return db
        .select({ id: studyYears.id })
        .from(studyYears)
        .where(and(eq(studyYears.schoolId, schoolId), eq(studyYears.name, name)))
        .then((r) => r[0]);
    },

    findCycles(studyYearIds: number[]) {
      if (studyYearIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(cycles)
        .where(and(eq(cycles.schoolId, schoolId), inArray(cycles.studyYearId, studyYearIds)))
        .orderBy(asc(cycles.sort), asc(cycles.id));
    },

    findGradeNames(studyYearIds: number[]) {
      if (studyYearIds.length === 0) return Promise.resolve([]);
      return db
        .select({ studyYearId: grades.studyYearId, name: grades.name })
        .from(grades)
        .where(and(eq(grades.schoolId, schoolId), inArray(grades.studyYearId, studyYearIds)))
        .orderBy(asc(grades.level));
    },

    countClasses(studyYearIds: number[]) {
      if (studyYearIds.length === 0) return Promise.resolve([]);
      return db
        .select({ studyYearId: classes.studyYearId, n: sql<number>`count(*)::int` })
        .from(classes)
        .where(
          and(
            eq(classes.schoolId, schoolId),
            inArray(classes.studyYearId, studyYearIds),
            eq(classes.enabled, true),
          ),
        )
        .groupBy(classes.studyYearId);
    },

    /** A study year with its two terms and the four grades 托班, 小班, 中班, 大班. */
    async create(v: {
      name: string;
      startDate: string;
      endDate: string;
      isCurrent: boolean;
      cycles: readonly TCycleInput[];
    }) {
      const [year] = await db
        .insert(studyYears)
        .values({
          schoolId,
          name: v.name,
          startDate: v.startDate,
          endDate: v.endDate,
          isCurrent: v.isCurrent,
        })
        .returning();
      const cycleRows = await db
        .insert(cycles)
        .values(
          v.cycles.map((c, i) => ({
            schoolId,
            studyYearId: year!.id,
            name: c.Name,
            sort: i + 1,
            startDate: c.StartDate,
            endDate: c.EndDate,
          })),
        )
        .returning();
      const gradeRows = await db
        .insert(grades)
        .values(GRADE_NAMES.map((name, level) => ({ schoolId, studyYearId: year!.id, name, level })))
        .returning();
      return { year: year!, cycles: cycleRows, grades: gradeRows };
    },

    updateCycle(id: number, v: TCycleInput) {
      return db
        .update(cycles)
        .set({ name: v.Name, startDate: v.StartDate, endDate: v.EndDate })
        .where(and(eq(cycles.id, id), eq(cycles.schoolId, schoolId)));
    },

    /** One open term per school; its study year becomes the current one. */
    async openCycle(cycle: { id: number; studyYearId: number }) {
      await db
        .update(cycles)
        .set({ isOpen: sql`${cycles.id} = ${cycle.id}` })
        .where(eq(cycles.schoolId, schoolId));
      await db
        .update(studyYears)
        .set({ isCurrent: sql`${studyYears.id} = ${cycle.studyYearId}` })
        .where(eq(studyYears.schoolId, schoolId));
    },
  };
}
