import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, students } from '../../db/schema';

/** What promoting a class reads and writes, all within one school. */
export function classPromotionRepository(db: DbOrTx, schoolId: number) {
  return {
    /** The enabled class promoted from this one, if any. */
    findPromotedFrom(classId: number) {
      return db
        .select({ id: classes.id })
        .from(classes)
        .where(
          and(
            eq(classes.previousClassId, classId),
            eq(classes.schoolId, schoolId),
            eq(classes.enabled, true),
          ),
        )
        .then((r) => r[0]);
    },

    setPrevious(classId: number, previousClassId: number) {
      return db
        .update(classes)
        .set({ previousClassId })
        .where(and(eq(classes.id, classId), eq(classes.schoolId, schoolId)));
    },

    /** Moves the class's children in school to the new class; returns how many moved. */
    async moveChildren(fromClassId: number, toClassId: number) {
      const moved = await db
        .update(students)
        // Only 托班 is a nursery grade, and a promoted class is never 托班.
        .set({ classId: toClassId, isBaby: false, babyLevel: null })
        .where(
          and(eq(students.classId, fromClassId), eq(students.schoolId, schoolId), eq(students.status, 1)),
        )
        .returning({ id: students.id });
      return moved.length;
    },
  };
}
