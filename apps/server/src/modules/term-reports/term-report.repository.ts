import { TypeNum } from '@kg/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  growthModules,
  growthRecords,
  growthTemplates,
  parentMessages,
  persons,
  termAdvice,
  termChildAdvice,
  termMessages,
  themeAnswers,
  themeClasses,
  themeQuestions,
  themeResults,
  themes,
  users,
} from '../../db/schema';
import { scoped } from '../../lib/scoped';

const first = <T>(rows: T[]) => rows[0];

/** An advice row: which item it is for and the text. */
export type TAdviceRow = { dimension: string; element: string; point: string; advice: string };

/** What the term report reads, for one school. */
export function termReportRepository(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);
  return {
    /**
     * A child's finished term observations (type 4) of these terms, newest save last: a
     * module's term is its own, else its template's.
     */
    observations(studentId: number, cycleIds: number[]) {
      const cycleOf = sql<number>`coalesce(${growthModules.cycleId}, ${growthTemplates.cycleId})`;
      return s
        .select({ cycleId: cycleOf, answer: growthRecords.answer, updatedAt: growthRecords.updatedAt })
        .from(growthRecords)
        .innerJoin(growthModules, eq(growthModules.id, growthRecords.moduleId))
        .innerJoin(growthTemplates, eq(growthTemplates.id, growthRecords.templateId))
        .where(
          and(
            eq(growthRecords.studentId, studentId),
            eq(growthRecords.status, 1),
            eq(growthModules.typeNum, TypeNum.termObservation),
            inArray(cycleOf, cycleIds),
          ),
        )
        .orderBy(growthRecords.updatedAt, growthRecords.id);
    },

    /** A child's star answers in the themes of these terms, with what places them. */
    themeStars(studentId: number, cycleIds: number[]) {
      return s
        .select({
          cycleId: themes.cycleId,
          themeId: themes.id,
          title: themes.title,
          detailId: themeQuestions.detailId,
          keywordId: themeQuestions.keywordId,
          keyword: themeQuestions.keyword,
          questionType: themeQuestions.questionType,
          score: themeAnswers.score,
        })
        .from(themeResults)
        .innerJoin(themeClasses, eq(themeClasses.id, themeResults.themeClassId))
        .innerJoin(themes, eq(themes.id, themeClasses.themeId))
        .innerJoin(themeAnswers, eq(themeAnswers.resultId, themeResults.id))
        .innerJoin(themeQuestions, eq(themeQuestions.id, themeAnswers.questionId))
        .where(and(eq(themeResults.studentId, studentId), inArray(themes.cycleId, cycleIds)))
        .orderBy(themes.startsOn, themes.id, themeQuestions.sort, themeQuestions.id);
    },

    /** The school's own 教育建议 (the product's defaults are not stored). */
    schoolAdvice(): Promise<TAdviceRow[]> {
      return s
        .select({
          dimension: termAdvice.dimension,
          element: termAdvice.element,
          point: termAdvice.point,
          advice: termAdvice.advice,
        })
        .from(termAdvice);
    },

    /** The school's own 教育建议 of one item: written, or (empty) removed. */
    async setSchoolAdvice(
      item: { dimension: string; element: string; point: string },
      advice: string,
      userId: number,
    ) {
      const where = and(
        eq(termAdvice.schoolId, schoolId),
        eq(termAdvice.dimension, item.dimension),
        eq(termAdvice.element, item.element),
        eq(termAdvice.point, item.point),
      );
      if (!advice) {
        await db.delete(termAdvice).where(where);
        return;
      }
      await db
        .insert(termAdvice)
        .values({ schoolId, ...item, advice, updatedBy: userId })
        .onConflictDoUpdate({
          target: [termAdvice.schoolId, termAdvice.dimension, termAdvice.element, termAdvice.point],
          set: { advice, updatedBy: userId, updatedAt: sql`now()` },
        });
    },

    /** A child's adjusted 教育建议 of a term. */
    childAdvice(studentId: number, cycleId: number): Promise<TAdviceRow[]> {
      return s
        .select({
          dimension: termChildAdvice.dimension,
          element: termChildAdvice.element,
          point: termChildAdvice.point,
          advice: termChildAdvice.advice,
        })
        .from(termChildAdvice)
        .where(and(eq(termChildAdvice.studentId, studentId), eq(termChildAdvice.cycleId, cycleId)));
    },

    /** A teacher's adjustment of one item: written, or (empty) removed. */
    async setChildAdvice(
      item: { studentId: number; cycleId: number; dimension: string; element: string; point: string },
      advice: string,
      userId: number,
    ) {
      const where = and(
        eq(termChildAdvice.schoolId, schoolId),
        eq(termChildAdvice.studentId, item.studentId),
        eq(termChildAdvice.cycleId, item.cycleId),
        eq(termChildAdvice.dimension, item.dimension),
        eq(termChildAdvice.element, item.element),
        eq(termChildAdvice.point, item.point),
      );
      if (!advice) {
        await db.delete(termChildAdvice).where(where);
        return;
      }
      await db
        .insert(termChildAdvice)
        .values({ schoolId, ...item, advice, writtenBy: userId })
        .onConflictDoUpdate({
          target: [
            termChildAdvice.studentId,
            termChildAdvice.cycleId,
            termChildAdvice.dimension,
            termChildAdvice.element,
            termChildAdvice.point,
          ],
          set: { advice, writtenBy: userId, updatedAt: sql`now()` },
        });
    },

    /** The themes of a term given to a class, in their order. */
    classThemes(classId: number, cycleId: number) {
      return s
        .select({ themeId: themes.id, mapId: themeClasses.id, title: themes.title })
        .from(themeClasses)
        .innerJoin(themes, eq(themes.id, themeClasses.themeId))
        .where(and(eq(themeClasses.classId, classId), eq(themes.cycleId, cycleId)))
        .orderBy(themes.startsOn, themes.id);
    },

    /** The evaluations of these class themes: who, and whether complete. */
    themeResults(mapIds: number[]) {
      if (mapIds.length === 0) return Promise.resolve([]);
      return s
        .select({
          mapId: themeResults.themeClassId,
          studentId: themeResults.studentId,
          complete: themeResults.complete,
        })
        .from(themeResults)
        .where(inArray(themeResults.themeClassId, mapIds));
    },

    /** Per child, the finished term observations (type 4) of a term. */
    async observedCounts(studentIds: number[], cycleId: number) {
      if (studentIds.length === 0) return new Map<number, number>();
      const cycleOf = sql<number>`coalesce(${growthModules.cycleId}, ${growthTemplates.cycleId})`;
      const rows = await s
        .select({ studentId: growthRecords.studentId, count: sql<number>`count(*)::int` })
        .from(growthRecords)
        .innerJoin(growthModules, eq(growthModules.id, growthRecords.moduleId))
        .innerJoin(growthTemplates, eq(growthTemplates.id, growthRecords.templateId))
        .where(
          and(
            inArray(growthRecords.studentId, studentIds),
            eq(growthRecords.status, 1),
            eq(growthModules.typeNum, TypeNum.termObservation),
            eq(cycleOf, cycleId),
          ),
        )
        .groupBy(growthRecords.studentId);
      return new Map(rows.map((r) => [r.studentId, Number(r.count)]));
    },

    /** 老师寄语 of these children for a term. */
    messagesOf(studentIds: number[], cycleId: number) {
      if (studentIds.length === 0) return Promise.resolve([]);
      return s
        .select({
          studentId: termMessages.studentId,
          content: termMessages.content,
          updatedAt: termMessages.updatedAt,
        })
        .from(termMessages)
        .where(and(inArray(termMessages.studentId, studentIds), eq(termMessages.cycleId, cycleId)));
    },

    /** 老师寄语 of a child and term, with who wrote it last. */
    message(studentId: number, cycleId: number) {
      return s
        .select({
          content: termMessages.content,
          updatedAt: termMessages.updatedAt,
          writer: sql<
            string | null
          >`coalesce(nullif(${users.realName}, ''), nullif(${persons.realName}, ''), ${persons.loginName})`,
        })
        .from(termMessages)
        .leftJoin(users, eq(users.id, termMessages.writtenBy))
        .leftJoin(persons, eq(persons.id, users.personId))
        .where(and(eq(termMessages.studentId, studentId), eq(termMessages.cycleId, cycleId)))
        .orderBy(desc(termMessages.updatedAt))
        .limit(1)
        .then(first);
    },

    /** The parents' words of a child's term, per bank, with who wrote them down last. */
    parentMessages(studentId: number, cycleId: number) {
      return s
        .select({
          bankId: parentMessages.bankId,
          content: parentMessages.content,
          updatedAt: parentMessages.updatedAt,
          writer: sql<
            string | null
          >`coalesce(nullif(${users.realName}, ''), nullif(${persons.realName}, ''), ${persons.loginName})`,
        })
        .from(parentMessages)
        .leftJoin(users, eq(users.id, parentMessages.writtenBy))
        .leftJoin(persons, eq(persons.id, users.personId))
        .where(and(eq(parentMessages.studentId, studentId), eq(parentMessages.cycleId, cycleId)));
    },

    /** Writes the parents' words of one bank; answers the new UpdatedAt. */
    async setParentMessage(
      v: { studentId: number; cycleId: number; bankId: number },
      content: string,
      userId: number,
    ) {
      const [row] = await db
        .insert(parentMessages)
        .values({ schoolId, ...v, content, writtenBy: userId })
        .onConflictDoUpdate({
          target: [parentMessages.studentId, parentMessages.cycleId, parentMessages.bankId],
          set: { content, writtenBy: userId, updatedAt: sql`now()` },
        })
        .returning({ updatedAt: parentMessages.updatedAt });
      return row!.updatedAt;
    },

    /** Writes 老师寄语; answers the new UpdatedAt. */
    async setMessage(studentId: number, cycleId: number, content: string, userId: number) {
      const [row] = await db
        .insert(termMessages)
        .values({ schoolId, studentId, cycleId, content, writtenBy: userId })
        .onConflictDoUpdate({
          target: [termMessages.studentId, termMessages.cycleId],
          set: { content, writtenBy: userId, updatedAt: sql`now()` },
        })
        .returning({ updatedAt: termMessages.updatedAt });
      return row!.updatedAt;
    },
  };
}
