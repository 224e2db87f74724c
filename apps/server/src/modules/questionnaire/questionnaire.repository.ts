import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  cycles,
  persons,
  questionnaireAnswerItems,
  questionnaireAnswers,
  students,
  users,
} from '../../db/schema';
import { scoped } from '../../lib/scoped';

export type TCycleRow = typeof cycles.$inferSelect;
export type TAnswerItem = { questionId: number; question: string; orderSort: number; value: number };

/** Questionnaire answers and what they hang on (children, classes, terms) of one school. */
export function questionnaireRepository(db: DbOrTx, schoolId: number) {
  const s = scoped(db, schoolId);
  return {
    /** The children among `ids` that belong to the school: id, class, in school or not. */
    studentsAmong(ids: number[]) {
      return s
        .select({ id: students.id, classId: students.classId, status: students.status })
        .from(students)
        .where(inArray(students.id, ids));
    },

    /** The children in school of a class, in the roster's order. */
    classStudents(classId: number) {
      return s
        .select({
          Id: students.id,
          Name: students.name,
          Gender: students.gender,
          Photo: students.photo,
          IsBaby: students.isBaby,
          BabyLevel: students.babyLevel,
        })
        .from(students)
        .where(and(eq(students.classId, classId), eq(students.status, 1)))
        .orderBy(asc(students.id));
    },

    cyclesOfYear(studyYearId: number) {
      return s.rows(cycles).where(eq(cycles.studyYearId, studyYearId)).orderBy(asc(cycles.startDate));
    },

    /** The term before `cycle` in the school (by start date), if any. */
    previousCycle(cycle: TCycleRow): Promise<TCycleRow | undefined> {
      return s
        .rows(cycles)
        .where(lt(cycles.startDate, cycle.startDate))
        .orderBy(desc(cycles.startDate))
        .limit(1)
        .then((r) => r[0]);
    },

    /** One child's saved answer to a bank in a term, with who saved it. */
    findAnswer(studentId: number, bankId: number, cycleId: number) {
      return s
        .select({
          id: questionnaireAnswers.id,
          updatedAt: questionnaireAnswers.updatedAt,
          answeredBy: sql<
            string | null
          >`coalesce(nullif(${users.realName}, ''), nullif(${persons.realName}, ''), ${persons.loginName})`,
        })
        .from(questionnaireAnswers)
        .leftJoin(users, eq(users.id, questionnaireAnswers.answeredBy))
        .leftJoin(persons, eq(persons.id, users.personId))
        .where(
          and(
            eq(questionnaireAnswers.studentId, studentId),
            eq(questionnaireAnswers.bankId, bankId),
            eq(questionnaireAnswers.cycleId, cycleId),
          ),
        )
        .then((r) => r[0]);
    },

    itemsOf(answerIds: number[]) {
      if (answerIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          answerId: questionnaireAnswerItems.answerId,
          questionId: questionnaireAnswerItems.questionId,
          question: questionnaireAnswerItems.question,
          orderSort: questionnaireAnswerItems.orderSort,
          value: questionnaireAnswerItems.value,
        })
        .from(questionnaireAnswerItems)
        .where(inArray(questionnaireAnswerItems.answerId, answerIds))
        .orderBy(asc(questionnaireAnswerItems.orderSort), asc(questionnaireAnswerItems.id));
    },

    /** Which banks each of the children has answered in a term. */
    doneBanks(studentIds: number[], cycleId: number) {
      if (studentIds.length === 0) return Promise.resolve([]);
      return s
        .select({ studentId: questionnaireAnswers.studentId, bankId: questionnaireAnswers.bankId })
        .from(questionnaireAnswers)
        .where(
          and(eq(questionnaireAnswers.cycleId, cycleId), inArray(questionnaireAnswers.studentId, studentIds)),
        );
    },

    /** The answers of some children in a term: one row per child and bank. */
    answersOfStudents(studentIds: number[], cycleId: number) {
      if (studentIds.length === 0) return Promise.resolve([]);
      return s
        .select({
          id: questionnaireAnswers.id,
          studentId: questionnaireAnswers.studentId,
          bankId: questionnaireAnswers.bankId,
        })
        .from(questionnaireAnswers)
        .where(
          and(eq(questionnaireAnswers.cycleId, cycleId), inArray(questionnaireAnswers.studentId, studentIds)),
        );
    },

    /** A child's answers in some terms: one row per bank and term. */
    answersOfStudent(studentId: number, cycleIds: number[]) {
      return s
        .select({
          id: questionnaireAnswers.id,
          bankId: questionnaireAnswers.bankId,
          cycleId: questionnaireAnswers.cycleId,
        })
        .from(questionnaireAnswers)
        .where(
          and(eq(questionnaireAnswers.studentId, studentId), inArray(questionnaireAnswers.cycleId, cycleIds)),
        );
    },

    /**
     * Saves one child's answer to a bank in a term: the row is created or brought up to date,
     * its items replaced. Runs inside the caller's transaction.
     */
    async saveAnswer(v: {
      studentId: number;
      bankId: number;
      cycleId: number;
      classId: number;
      answeredBy: number;
      items: TAnswerItem[];
    }) {
      const [row] = await db
        .insert(questionnaireAnswers)
        .values({
          schoolId,
          studentId: v.studentId,
          bankId: v.bankId,
          cycleId: v.cycleId,
          classId: v.classId,
          answeredBy: v.answeredBy,
        })
        .onConflictDoUpdate({
          target: [questionnaireAnswers.studentId, questionnaireAnswers.bankId, questionnaireAnswers.cycleId],
          set: { classId: v.classId, answeredBy: v.answeredBy, updatedAt: sql`now()` },
        })
        .returning({ id: questionnaireAnswers.id });
      const answerId = row!.id;
      await db.delete(questionnaireAnswerItems).where(eq(questionnaireAnswerItems.answerId, answerId));
      await db.insert(questionnaireAnswerItems).values(v.items.map((item) => ({ ...item, answerId })));
      return answerId;
    },
  };
}
