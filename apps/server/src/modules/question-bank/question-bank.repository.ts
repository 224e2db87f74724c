import { and, asc, count, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { processQuestions, questionBanks, questionnaireAnswers } from '../../db/schema';
import { containsPattern } from '../../lib/like';

export type TBankRow = typeof questionBanks.$inferSelect;
export type TNewQuestion = { bankId: number; gradeName: string; question: string; orderSort: number };

/** The process-question banks and questions of one school. */
export function questionBankRepository(db: DbOrTx, schoolId: number) {
  const ofSchool = eq(questionBanks.schoolId, schoolId);
  return {
    /** Every bank in order, with how many questions and answered questionnaires it has. */
    async banks() {
      const questions = db
        .select({ bankId: processQuestions.bankId, n: count().as('qn') })
        .from(processQuestions)
        .where(eq(processQuestions.schoolId, schoolId))
        .groupBy(processQuestions.bankId)
        .as('q');
      const answers = db
        .select({ bankId: questionnaireAnswers.bankId, n: count().as('an') })
        .from(questionnaireAnswers)
        .where(eq(questionnaireAnswers.schoolId, schoolId))
        .groupBy(questionnaireAnswers.bankId)
        .as('a');
      return db
        .select({
          Id: questionBanks.id,
          Name: questionBanks.name,
          TypeId: questionBanks.typeId,
          Description: questionBanks.description,
          OrderSort: questionBanks.orderSort,
          QuestionCount: sql<number>`coalesce(${questions.n}, 0)::int`,
          AnswerCount: sql<number>`coalesce(${answers.n}, 0)::int`,
        })
        .from(questionBanks)
        .leftJoin(questions, eq(questions.bankId, questionBanks.id))
        .leftJoin(answers, eq(answers.bankId, questionBanks.id))
        .where(ofSchool)
        .orderBy(asc(questionBanks.orderSort), asc(questionBanks.id));
    },

    findBank(id: number): Promise<TBankRow | undefined> {
      return db
        .select()
        .from(questionBanks)
        .where(and(ofSchool, eq(questionBanks.id, id)))
        .then((r) => r[0]);
    },

    findBankByName(name: string): Promise<TBankRow | undefined> {
      return db
        .select()
        .from(questionBanks)
        .where(and(ofSchool, eq(questionBanks.name, name)))
        .then((r) => r[0]);
    },

    async bankNameTaken(name: string, exceptId = 0) {
      const rows = await db
        .select({ id: questionBanks.id })
        .from(questionBanks)
        .where(and(ofSchool, eq(questionBanks.name, name), ne(questionBanks.id, exceptId)));
      return rows.length > 0;
    },

    async nextBankOrder() {
      const [row] = await db
        .select({ max: sql<number>`coalesce(max(${questionBanks.orderSort}), 0)::int` })
        .from(questionBanks)
        .where(ofSchool);
      return (row?.max ?? 0) + 1;
    },

    async insertBank(v: { typeId: number; name: string; description: string; orderSort: number }) {
      const [row] = await db
        .insert(questionBanks)
        .values({ ...v, schoolId })
        .returning({ id: questionBanks.id });
      return row!.id;
    },

    async updateBank(id: number, v: { name: string; description: string }) {
      await db
        .update(questionBanks)
        .set(v)
        .where(and(ofSchool, eq(questionBanks.id, id)));
    },

    async setBankOrder(id: number, orderSort: number) {
      await db
        .update(questionBanks)
        .set({ orderSort })
        .where(and(ofSchool, eq(questionBanks.id, id)));
    },

    async countBanks(ids: number[]) {
      const [row] = await db
        .select({ n: count() })
        .from(questionBanks)
        .where(and(ofSchool, inArray(questionBanks.id, ids)));
      return row?.n ?? 0;
    },

    async answerCount(bankId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(questionnaireAnswers)
        .where(and(eq(questionnaireAnswers.schoolId, schoolId), eq(questionnaireAnswers.bankId, bankId)));
      return row?.n ?? 0;
    },

    /** Deletes a bank with its questions (the caller has made sure nobody answered it). */
    async deleteBank(id: number) {
      await db.delete(processQuestions).where(eq(processQuestions.bankId, id));
      await db.delete(questionBanks).where(and(ofSchool, eq(questionBanks.id, id)));
    },

    async questionPage(f: {
      bank: TBankRow;
      gradeName: string;
      keyword: string;
      offset: number;
      limit: number;
    }) {
      const where: SQL[] = [eq(processQuestions.schoolId, schoolId), eq(processQuestions.bankId, f.bank.id)];
      if (f.gradeName) where.push(eq(processQuestions.gradeName, f.gradeName));
      if (f.keyword) where.push(ilike(processQuestions.question, containsPattern(f.keyword)));
      const filter = and(...where);
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(processQuestions).where(filter);
      const rows = await db
        .select({
          Id: processQuestions.id,
          GradeName: processQuestions.gradeName,
          Question: processQuestions.question,
          OrderSort: processQuestions.orderSort,
          SchoolId: processQuestions.schoolId,
        })
        .from(processQuestions)
        .where(filter)
        .orderBy(asc(processQuestions.orderSort), asc(processQuestions.id))
        .offset(f.offset)
        .limit(f.limit);
      return { rows: rows.map((r) => ({ ...r, Name: f.bank.name })), total: n };
    },

    /** A question of this school with its bank's type. */
    findQuestion(id: number) {
      return db
        .select({
          id: processQuestions.id,
          bankId: processQuestions.bankId,
          typeId: questionBanks.typeId,
          gradeName: processQuestions.gradeName,
        })
        .from(processQuestions)
        .innerJoin(questionBanks, eq(questionBanks.id, processQuestions.bankId))
        .where(and(eq(processQuestions.schoolId, schoolId), eq(processQuestions.id, id)))
        .then((r) => r[0]);
    },

    async countQuestions(ids: number[]) {
      const [row] = await db
        .select({ n: count() })
        .from(processQuestions)
        .where(and(eq(processQuestions.schoolId, schoolId), inArray(processQuestions.id, ids)));
      return row?.n ?? 0;
    },

    /** The questions of a bank, in order, optionally only those of some scopes. */
    questionsOf(bankId: number, scopes?: string[]) {
      const where: SQL[] = [eq(processQuestions.schoolId, schoolId), eq(processQuestions.bankId, bankId)];
      if (scopes) where.push(inArray(processQuestions.gradeName, scopes));
      return db
        .select({
          id: processQuestions.id,
          gradeName: processQuestions.gradeName,
          question: processQuestions.question,
          orderSort: processQuestions.orderSort,
        })
        .from(processQuestions)
        .where(and(...where))
        .orderBy(asc(processQuestions.orderSort), asc(processQuestions.id));
    },

    async questionTaken(bankId: number, gradeName: string, question: string, exceptId = 0) {
      const rows = await db
        .select({ id: processQuestions.id })
        .from(processQuestions)
        .where(
          and(
            eq(processQuestions.bankId, bankId),
            eq(processQuestions.gradeName, gradeName),
            eq(processQuestions.question, question),
            ne(processQuestions.id, exceptId),
          ),
        );
      return rows.length > 0;
    },

    async maxQuestionOrder(bankId: number) {
      const [row] = await db
        .select({ max: sql<number>`coalesce(max(${processQuestions.orderSort}), 0)::int` })
        .from(processQuestions)
        .where(eq(processQuestions.bankId, bankId));
      return row?.max ?? 0;
    },

    async insertQuestions(rows: TNewQuestion[]) {
      if (rows.length === 0) return [];
      return db
        .insert(processQuestions)
        .values(rows.map((r) => ({ ...r, schoolId })))
        .returning({ id: processQuestions.id });
    },

    async updateQuestion(id: number, v: { gradeName: string; question: string; orderSort: number }) {
      await db
        .update(processQuestions)
        .set(v)
        .where(and(eq(processQuestions.schoolId, schoolId), eq(processQuestions.id, id)));
    },

    async deleteQuestions(ids: number[]) {
      await db
        .delete(processQuestions)
        .where(and(eq(processQuestions.schoolId, schoolId), inArray(processQuestions.id, ids)));
    },
  };
}
