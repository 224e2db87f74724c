import { BankType, NURSERY_SCOPE, scopesForGrade } from '@kg/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { classes, cycles, grades, processQuestions, questionBanks, students } from '../db/schema';
import { questionnaireRepository } from '../modules/questionnaire/questionnaire.repository';
import { prng } from './names';
import { DEFAULT_QUESTION_BANKS } from './question-bank-defaults';

/** Order numbers step by 10, so a school can slot a question in between without renumbering. */
const ORDER_STEP = 10;

/** Gives a school the default banks and their questions (a new school starts usable). */
export async function insertDefaultBanks(db: DbOrTx, schoolId: number) {
  for (const [i, bank] of DEFAULT_QUESTION_BANKS.entries()) {
    const [row] = await db
      .insert(questionBanks)
      .values({
        schoolId,
        typeId: bank.typeId,
        name: bank.name,
        description: bank.description,
        orderSort: i + 1,
      })
      .returning({ id: questionBanks.id });
    await db.insert(processQuestions).values(
      bank.questions.map((q, n) => ({
        schoolId,
        bankId: row!.id,
        gradeName: q.scope,
        question: q.text,
        orderSort: (n + 1) * ORDER_STEP,
      })),
    );
  }
}

/**
 * Demo answers in the open term, so the class view and the handbook have something to show:
 * the first `count` children of a class rated in the named banks (stars, or 是/否).
 */
export async function seedDemoAnswers(
  db: DbOrTx,
  v: {
    schoolId: number;
    className: string;
    bankNames: string[];
    count: number;
    answeredBy: number;
    /** the class's first `count` children by id (default), or its last */
    from?: 'first' | 'last';
  },
) {
  const [klass] = await db
    .select({ id: classes.id, gradeName: grades.name })
    .from(classes)
    .innerJoin(grades, eq(grades.id, classes.gradeId))
    .where(and(eq(classes.schoolId, v.schoolId), eq(classes.name, v.className)));
  const [cycle] = await db
    .select({ id: cycles.id })
    .from(cycles)
    .where(and(eq(cycles.schoolId, v.schoolId), eq(cycles.isOpen, true)));
  if (!klass || !cycle) return;
  const banks = await db
    .select()
    .from(questionBanks)
    .where(and(eq(questionBanks.schoolId, v.schoolId), inArray(questionBanks.name, v.bankNames)));
  const children = await db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.classId, klass.id))
    .orderBy(v.from === 'last' ? desc(students.id) : asc(students.id))
    .limit(v.count);
  const rand = prng(klass.id * 7919);
  const repo = questionnaireRepository(db, v.schoolId);
  for (const bank of banks) {
    const nursery = bank.typeId === BankType.nursery;
    const questions = await db
      .select()
      .from(processQuestions)
      .where(
        and(
          eq(processQuestions.bankId, bank.id),
          inArray(processQuestions.gradeName, nursery ? [NURSERY_SCOPE] : scopesForGrade(klass.gradeName)),
        ),
      )
      .orderBy(asc(processQuestions.orderSort));
    for (const child of children) {
      // Mostly good, some room to grow: 3-6 stars; nursery answers mostly 是.
      const items = questions.map((q) => ({
        questionId: q.id,
        question: q.question,
        orderSort: q.orderSort,
        value: nursery ? (rand() < 0.8 ? 1 : 2) : 3 + Math.floor(rand() * 4),
      }));
      await repo.saveAnswer({
        studentId: child.id,
        bankId: bank.id,
        cycleId: cycle.id,
        classId: klass.id,
        answeredBy: v.answeredBy,
        items,
      });
    }
  }
}
