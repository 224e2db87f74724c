import { GRADE_NAMES, type TCycleInput } from '@kg/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, cycles, grades, studyYears } from '../../db/schema';
import { scoped } from '../../lib/scoped';

/** Study years, their terms (cycles) and grades, for one school. */
export function studyYearsRepository(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);
  return {
    findAll() {
      return s.rows(studyYears).orderBy(desc(studyYears.startDate));
    },

    findByName(name: string) {
      return s
        .select({ id: studyYears.id })
        .from(studyYears)
        .where(eq(studyYears.name, name))
        .then((r) => r[0]);
    },

    findCycles(studyYearIds: number[]) {
      if (studyYearIds.length === 0) return Promise.resolve([]);
      return s
        .rows(cycles)
        .where(inArray(cycles.studyYearId, studyYearIds))
        .orderBy(asc(cycles.sort), asc(cycles.id));
    },

    findGradeNames(studyYearIds: number[]) {
      if (studyYearIds.length === 0) return Promise.resolve([]);
      return s
        .select({ studyYearId: grades.studyYearId, name: grades.name })
        .from(grades)
        .where(inArray(grades.studyYearId, studyYearIds))
        .orderBy(asc(grades.level));
    },

    countClasses(studyYearIds: number[]) {
      if (studyYearIds.length === 0) return Promise.resolve([]);
      return s
        .select({ studyYearId: classes.studyYearId, n: sql<number>`count(*)::int` })
        .from(classes)
        .where(and(inArray(classes.studyYearId, studyYearIds), eq(classes.enabled, true)))
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
      const [year] = await s
        .insert(studyYears)
        .values({
          name: v.name,
          startDate: v.startDate,
          endDate: v.endDate,
          isCurrent: v.isCurrent,
        })
        .returning();
      const cycleRows = await s
        .insert(cycles)
        .values(
          v.cycles.map((c, i) => ({
            studyYearId: year!.id,
            name: c.Name,
            sort: i + 1,
            startDate: c.StartDate,
            endDate: c.EndDate,
          })),
        )
        .returning();
      const gradeRows = await s
        .insert(grades)
        .values(GRADE_NAMES.map((name, level) => ({ studyYearId: year!.id, name, level })))
        .returning();
      return { year: year!, cycles: cycleRows, grades: gradeRows };
    },

    updateCycle(id: number, v: TCycleInput) {
      return s
        .update(cycles)
        .set({ name: v.Name, startDate: v.StartDate, endDate: v.EndDate })
        .where(eq(cycles.id, id));
    },

    /** One open term per school; its study year becomes the current one. */
    async openCycle(cycle: { id: number; studyYearId: number }) {
      await s.update(cycles).set({ isOpen: sql`${cycles.id} = ${cycle.id}` });
      await s.update(studyYears).set({ isCurrent: sql`${studyYears.id} = ${cycle.studyYearId}` });
    },
  };
}
