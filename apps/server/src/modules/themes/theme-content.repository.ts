import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { themeDescriptions, themeQuestions } from '../../db/schema';
import { scoped } from '../../lib/scoped';

export type TQuestionInsert = Omit<typeof themeQuestions.$inferInsert, 'id' | 'schoolId' | 'themeId'>;
export type TDescriptionInsert = { title: string; description: string };

/** A theme's content: the 主题说明 texts and the questions of its entries. */
export function themeContentRepository(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);
  return {
    descriptions: (themeId: number) =>
      s
        .select({ title: themeDescriptions.title, description: themeDescriptions.description })
        .from(themeDescriptions)
        .where(eq(themeDescriptions.themeId, themeId))
        .orderBy(asc(themeDescriptions.sort)),

    /** Replaces the theme's texts, in the given order. */
    async setDescriptions(themeId: number, list: TDescriptionInsert[]) {
      await s.delete(themeDescriptions).where(eq(themeDescriptions.themeId, themeId));
      if (list.length)
        await s.insert(themeDescriptions).values(list.map((d, i) => ({ themeId, sort: i + 1, ...d })));
    },

    questions: (themeId: number) =>
      s
        .rows(themeQuestions)
        .where(eq(themeQuestions.themeId, themeId))
        .orderBy(asc(themeQuestions.detailId), asc(themeQuestions.sort), asc(themeQuestions.id)),

    question: (id: number) =>
      s
        .rows(themeQuestions)
        .where(eq(themeQuestions.id, id))
        .then((rows) => rows[0]),

    /** Star descriptions and blocks per entry of a theme. */
    countsByEntry: (themeId: number) =>
      s
        .select({
          detailId: themeQuestions.detailId,
          stars: sql<number>`count(*) filter (where ${themeQuestions.questionType} = 5)::int`,
          blocks: sql<number>`count(*) filter (where ${themeQuestions.questionType} <> 5)::int`,
        })
        .from(themeQuestions)
        .where(eq(themeQuestions.themeId, themeId))
        .groupBy(themeQuestions.detailId),

    entryQuestions: (themeId: number, detailId: number) =>
      s
        .rows(themeQuestions)
        .where(and(eq(themeQuestions.themeId, themeId), eq(themeQuestions.detailId, detailId)))
        .orderBy(asc(themeQuestions.sort), asc(themeQuestions.id)),

    async insertQuestion(themeId: number, q: TQuestionInsert) {
      const [row] = await s
        .insert(themeQuestions)
        .values({ themeId, ...q })
        .returning({ id: themeQuestions.id });
      return row!.id;
    },

    updateQuestion: (id: number, q: Omit<TQuestionInsert, 'detailId'>) =>
      s.update(themeQuestions).set(q).where(eq(themeQuestions.id, id)),

    deleteQuestion: (id: number) => s.delete(themeQuestions).where(eq(themeQuestions.id, id)),

    insertQuestions: (themeId: number, list: TQuestionInsert[]) =>
      list.length === 0
        ? Promise.resolve()
        : s.insert(themeQuestions).values(list.map((q) => ({ themeId, ...q }))),
  };
}
