import { API } from '@kg/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Harness } from '../../../test/harness';
import { schoolIdOf } from '../../../test/lookups';
import {
  classes,
  cycles,
  questionBanks,
  questionnaireAnswerItems,
  questionnaireAnswers,
  students,
} from '../../db/schema';

/**
 * The demo rows the questionnaire tests look up by name. `school()` is the school a class or
 * bank is looked for in unless another is given (the tests set it once their beforeAll ran).
 */
export function questionnaireLookups(h: Harness, school: () => number) {
  const schoolId = (name: string) => schoolIdOf(h, name);

  const classId = async (name: string, inSchool = school()) =>
    (
      await h.db
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.schoolId, inSchool), eq(classes.name, name)))
    )[0]!.id;

  /** A class's children in the roster's order. */
  const kids = async (className: string) =>
    (
      await h.db
        .select({ id: students.id })
        .from(students)
        .where(eq(students.classId, await classId(className)))
        .orderBy(asc(students.id))
    ).map((s) => s.id);

  const bankId = async (name: string) =>
    (
      await h.db
        .select({ id: questionBanks.id })
        .from(questionBanks)
        .where(and(eq(questionBanks.schoolId, school()), eq(questionBanks.name, name)))
    )[0]!.id;

  /** The school's terms, first to last. */
  const termsOf = (schoolOfTerms: number) =>
    h.db
      .select({ id: cycles.id, name: cycles.name })
      .from(cycles)
      .where(eq(cycles.schoolId, schoolOfTerms))
      .orderBy(asc(cycles.startDate));

  /** The ids of the questions a child is asked in a bank, in their order. */
  async function questionIds(bank: number, studentId: number, token: string) {
    const res = await h.call(API.questionnaire.questions, { SId: bank, StudentId: studentId }, token);
    return (res.json().response.Questions as { Id: number }[]).map((q) => q.Id);
  }

  /** A child's stored items for a bank and term, in the questionnaire's order. */
  async function storedItems(studentId: number, bank: number, cycleId: number) {
    return h.db
      .select({
        questionId: questionnaireAnswerItems.questionId,
        question: questionnaireAnswerItems.question,
        value: questionnaireAnswerItems.value,
      })
      .from(questionnaireAnswerItems)
      .innerJoin(questionnaireAnswers, eq(questionnaireAnswers.id, questionnaireAnswerItems.answerId))
      .where(
        and(
          eq(questionnaireAnswers.studentId, studentId),
          eq(questionnaireAnswers.bankId, bank),
          eq(questionnaireAnswers.cycleId, cycleId),
        ),
      )
      .orderBy(asc(questionnaireAnswerItems.orderSort), asc(questionnaireAnswerItems.id));
  }

  return { schoolId, classId, kids, bankId, termsOf, questionIds, storedItems };
}
