import { Frequency } from '@kg/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, growthRecordMarks, growthRecords } from '../../db/schema';

/** Which records a table counts: one class, or every class of a grade. */
export type TClassFilter = { classId: number } | { gradeId: number };

const countOf = (value: number) =>
  sql<number>`coalesce(sum(case when ${growthRecordMarks.value} = ${value} then 1 else 0 end), 0)::int`;

/** What the observation statistics read (F47-F51), for one school. */
export function growthStatisticsRepository(db: DbOrTx, schoolId: number) {
  /** Finished records of a module in the classes of `filter`. */
  const finished = (moduleId: number, filter: TClassFilter): SQL =>
    and(
      eq(growthRecords.schoolId, schoolId),
      eq(growthRecords.moduleId, moduleId),
      eq(growthRecords.status, 1),
      'classId' in filter ? eq(growthRecords.classId, filter.classId) : eq(classes.gradeId, filter.gradeId),
    )!;
  return {
    async recordCount(moduleId: number, filter: TClassFilter) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(growthRecords)
        .innerJoin(classes, eq(classes.id, growthRecords.classId))
        .where(finished(moduleId, filter));
      return row?.n ?? 0;
    },

    /** Per point: how many finished records marked it 经常 / 偶尔 / 从未. */
    async markCounts(moduleId: number, filter: TClassFilter) {
      const rows = await db
        .select({
          pointId: growthRecordMarks.pointId,
          often: countOf(Frequency.often),
          sometimes: countOf(Frequency.sometimes),
          never: countOf(Frequency.never),
        })
        .from(growthRecordMarks)
        .innerJoin(growthRecords, eq(growthRecords.id, growthRecordMarks.recordId))
        .innerJoin(classes, eq(classes.id, growthRecords.classId))
        .where(finished(moduleId, filter))
        .groupBy(growthRecordMarks.pointId);
      return new Map(rows.map((r) => [r.pointId, r]));
    },
  };
}
