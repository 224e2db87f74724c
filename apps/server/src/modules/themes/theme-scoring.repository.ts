import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, students, themeAnswers, themeClasses, themeResults } from '../../db/schema';
import { scoped } from '../../lib/scoped';

export type TAnswerInsert = { questionId: number; score: number; content: string; images: string[] };

/** A theme's classes, children's results and answers, for one school. */
export function themeScoringRepository(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);
  return {
    /** A theme × class with its class's name. */
    map: (id: number) =>
      s
        .select({
          id: themeClasses.id,
          themeId: themeClasses.themeId,
          classId: themeClasses.classId,
          className: classes.name,
        })
        .from(themeClasses)
        .innerJoin(classes, eq(classes.id, themeClasses.classId))
        .where(eq(themeClasses.id, id))
        .then((rows) => rows[0]),

    /** The ThemeMapId of a theme given to a class. */
    mapOf: (themeId: number, classId: number) =>
      s
        .select({ id: themeClasses.id })
        .from(themeClasses)
        .where(and(eq(themeClasses.themeId, themeId), eq(themeClasses.classId, classId)))
        .then((rows) => rows[0]?.id),

    /** The class's children now (in the class, not left), by number then name. */
    children: (classId: number) =>
      s
        .select({ id: students.id, name: students.name, gender: students.gender })
        .from(students)
        .where(and(eq(students.classId, classId), eq(students.status, 1)))
        .orderBy(asc(students.studentNo), asc(students.id)),

    result: (mapId: number, studentId: number) =>
      s
        .rows(themeResults)
        .where(and(eq(themeResults.themeClassId, mapId), eq(themeResults.studentId, studentId)))
        .then((rows) => rows[0]),

    /** Every result of a class's theme with its stars given and photos (one statement). */
    resultsOf: (mapId: number) =>
      s
        .select({
          studentId: themeResults.studentId,
          complete: themeResults.complete,
          updatedAt: themeResults.updatedAt,
          // Written out: in a one-table select drizzle leaves a column unqualified, and inside
          // the subquery "id" would be the answer's own.
          scored: sql<number>`(select count(*)::int from ${themeAnswers} a
            where a.result_id = "theme_results"."id" and a.score > 0)`,
          photos: sql<number>`(select coalesce(sum(jsonb_array_length(a.images)), 0)::int
            from ${themeAnswers} a where a.result_id = "theme_results"."id")`,
        })
        .from(themeResults)
        .where(eq(themeResults.themeClassId, mapId)),

    /**
     * Every answer of every result of a class's theme, in one statement (the class report);
     * a result without answers comes as one row with a null question.
     */
    answersOfMap: (mapId: number) =>
      s
        .select({
          studentId: themeResults.studentId,
          questionId: themeAnswers.questionId,
          score: themeAnswers.score,
          content: themeAnswers.content,
          images: themeAnswers.images,
        })
        .from(themeResults)
        .leftJoin(themeAnswers, eq(themeAnswers.resultId, themeResults.id))
        .where(eq(themeResults.themeClassId, mapId)),

    answers: (resultId: number) =>
      db
        .select({
          questionId: themeAnswers.questionId,
          score: themeAnswers.score,
          content: themeAnswers.content,
          images: themeAnswers.images,
        })
        .from(themeAnswers)
        .where(eq(themeAnswers.resultId, resultId)),

    /** The child's result row, made on the first save (it locks the theme's content). */
    async upsertResult(mapId: number, studentId: number, complete: boolean, userId: number | null) {
      const [row] = await s
        .insert(themeResults)
        .values({ themeClassId: mapId, studentId, complete, updatedBy: userId })
        .onConflictDoUpdate({
          target: [themeResults.themeClassId, themeResults.studentId],
          set: { complete, updatedBy: userId, updatedAt: sql`now()` },
        })
        .returning({ id: themeResults.id });
      return row!.id;
    },

    /** Replaces the answers of a result with these. */
    async replaceAnswers(resultId: number, answers: TAnswerInsert[]) {
      await db.delete(themeAnswers).where(eq(themeAnswers.resultId, resultId));
      if (answers.length) await db.insert(themeAnswers).values(answers.map((a) => ({ resultId, ...a })));
    },

    /** Sets the stars of these questions, keeping the result's words and photos. */
    async setScores(resultId: number, scores: Array<{ questionId: number; score: number }>) {
      if (scores.length === 0) return;
      await db
        .insert(themeAnswers)
        .values(scores.map((a) => ({ resultId, questionId: a.questionId, score: a.score })))
        .onConflictDoUpdate({
          target: [themeAnswers.resultId, themeAnswers.questionId],
          set: { score: sql`excluded.score` },
        });
    },

    /** Of these children, those in the class now. */
    childIdsIn: (classId: number, ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : s
            .select({ id: students.id })
            .from(students)
            .where(and(eq(students.classId, classId), eq(students.status, 1), inArray(students.id, ids)))
            .then((rows) => rows.map((r) => r.id)),
  };
}
