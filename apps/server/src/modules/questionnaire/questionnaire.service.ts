import {
  QUESTIONNAIRE_MESSAGES as M,
  NURSERY_SCOPE,
  RATE_MAX,
  scopesForGrade,
  type TClassProgress,
  type TQuestionnaire,
  type TQuestionsQuery,
  type TSubmitQuestionnaireRequest,
  YES_NO_OPTIONS,
  YesNo,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { bankFits, isNurseryGrade, questionsForGrade } from '../question-bank/child-banks';
import { questionBankRepository, type TBankRow } from '../question-bank/question-bank.repository';
import { callerStructure, schoolStructure } from '../school-structure/school-structure.repository';
import { questionnaireRepository, type TCycleRow } from './questionnaire.repository';

/** The highest value a question of this kind takes: 6 stars, or 否 (2) for a yes/no one. */
export const maxValue = (nursery: boolean) => (nursery ? YesNo.no : RATE_MAX);

/** A child of the caller's school and, for a teacher, of their classes; else 404. */
export async function visibleStudent(db: DbOrTx, p: Principal, studentId: number) {
  return callerStructure(db, p).requireChild(studentId, { includeLeft: true });
}

/** The term asked for (this school's, else 404), or the open one. */
export async function termOf(db: DbOrTx, p: Principal, cycleId: number): Promise<TCycleRow> {
  const structure = schoolStructure(db, p.schoolId);
  if (cycleId) {
    const cycle = await structure.term(cycleId);
    if (!cycle) throw AppError.notFound();
    return cycle;
  }
  const open = await structure.openTerm();
  if (!open) throw AppError.badRequest(M.noOpenCycle);
  return open;
}

async function bankOf(db: DbOrTx, p: Principal, bankId: number) {
  const bank = await questionBankRepository(db, p.schoolId).findBank(bankId);
  if (!bank) throw AppError.notFound();
  return bank;
}

/** The questions of a bank a child of `gradeName` answers (J02): 通用 and their grade, or 托班. */
const questionsFor = (db: DbOrTx, p: Principal, bank: TBankRow, gradeName: string) =>
  questionsForGrade(db, p.schoolId, bank, gradeName);

/** J02-J06: a bank's questions for one child in a term, with the answers saved before. */
export async function getQuestionnaire(db: Db, p: Principal, q: TQuestionsQuery): Promise<TQuestionnaire> {
  const student = await visibleStudent(db, p, q.StudentId);
  const bank = await bankOf(db, p, q.SId);
  const nursery = isNurseryGrade(student.gradeName);
  if (!bankFits(bank.typeId, nursery)) throw AppError.badRequest(M.bankNotForChild);
  const cycle = await termOf(db, p, q.CycleId);
  const repo = questionnaireRepository(db, p.schoolId);
  const questions = await questionsFor(db, p, bank, student.gradeName);
  const saved = await repo.findAnswer(student.id, bank.id, cycle.id);
  const values = new Map(
    (saved ? await repo.itemsOf([saved.id]) : []).map((item) => [item.questionId, item.value]),
  );
  return {
    CateId: bank.id,
    CateName: bank.name,
    Description: bank.description,
    IsBaby: nursery,
    StudentId: student.id,
    StudentName: student.name,
    ClassId: student.classId,
    ClassName: student.className,
    GradeId: student.gradeId,
    GradeName: student.gradeName,
    CycleId: cycle.id,
    CycleName: cycle.name,
    AnsweredAt: saved ? saved.updatedAt.toISOString() : null,
    AnsweredBy: saved?.answeredBy ?? null,
    Questions: questions.map((question) => ({
      Id: question.id,
      Ex_Questions: question.question,
      Ex_AnswerList: nursery ? YES_NO_OPTIONS.map((o) => ({ ...o })) : [],
      value: values.get(question.id) ?? 0,
    })),
  };
}

/**
 * J07: the same answers for the child and the other children named (studentIds), all of one
 * class, in one transaction. Questions left unanswered are not stored (J04: "或不选").
 */
export async function submitQuestionnaire(db: Db, p: Principal, req: TSubmitQuestionnaireRequest) {
  return db.transaction(async (tx) => {
    const repo = questionnaireRepository(tx, p.schoolId);
    const klass = await callerStructure(tx, p).requireClass(req.classId);

    const ids = [...new Set([req.studentId, ...req.studentIds])];
    const found = await repo.studentsAmong(ids);
    if (found.length !== ids.length) throw AppError.notFound();
    if (found.some((s) => s.classId !== klass.id || s.status !== 1))
      throw AppError.badRequest(M.studentNotInClass);

    const bank = await bankOf(tx, p, req.cateId);
    const nursery = isNurseryGrade(klass.gradeName);
    if (!bankFits(bank.typeId, nursery)) throw AppError.badRequest(M.bankNotForChild);
    const cycle = await termOf(tx, p, req.cycleId);
    if (cycle.studyYearId !== klass.studyYearId) throw AppError.badRequest(M.cycleNotForClass);

    const questions = new Map((await questionsFor(tx, p, bank, klass.gradeName)).map((q) => [q.id, q]));
    const answered = req.content.filter((c) => c.value);
    if (new Set(answered.map((c) => c.id)).size !== answered.length)
      throw AppError.badRequest(M.valueInvalid);
    if (answered.length === 0) throw AppError.badRequest(M.nothingAnswered);
    const items = answered.map((c) => {
      const question = questions.get(c.id);
      if (!question) throw AppError.badRequest(M.questionNotInBank);
      if (!c.value || c.value > maxValue(nursery)) throw AppError.badRequest(M.valueInvalid);
      return {
        questionId: question.id,
        question: question.question,
        orderSort: question.orderSort,
        value: c.value,
      };
    });

    for (const studentId of ids) {
      await repo.saveAnswer({
        studentId,
        bankId: bank.id,
        cycleId: cycle.id,
        classId: klass.id,
        answeredBy: p.userId,
        items,
      });
    }
    return { StudentIds: ids, CycleId: cycle.id };
  });
}

/**
 * A class of the school the caller may see (else 404), the term asked for among its study
 * year's (0: the open one, else the year's first), and the banks its children answer.
 */
export async function classTermAndBanks(db: Db, p: Principal, q: { ClassId: number; CycleId: number }) {
  const repo = questionnaireRepository(db, p.schoolId);
  const klass = await callerStructure(db, p).requireClass(q.ClassId);
  const cycles = await repo.cyclesOfYear(klass.studyYearId);
  let cycle = q.CycleId ? cycles.find((c) => c.id === q.CycleId) : cycles.find((c) => c.isOpen);
  if (q.CycleId && !cycle) throw AppError.notFound();
  cycle ??= cycles[0];
  if (!cycle) throw AppError.badRequest(M.noOpenCycle);
  const nursery = isNurseryGrade(klass.gradeName);
  const banks = (await questionBankRepository(db, p.schoolId).banks()).filter((b) =>
    bankFits(b.TypeId, nursery),
  );
  return { klass, cycles, cycle, nursery, banks };
}

/**
 * The class view: each child and the banks done in the term (the open one, else the
 * year's first), with the banks the class answers and how many questions each has for it.
 */
export async function classProgress(
  db: Db,
  p: Principal,
  q: { ClassId: number; CycleId: number },
): Promise<TClassProgress> {
  const repo = questionnaireRepository(db, p.schoolId);
  const { klass, cycles, cycle, nursery, banks } = await classTermAndBanks(db, p, q);
  const scopes = nursery ? [NURSERY_SCOPE] : scopesForGrade(klass.gradeName);
  const counts = await Promise.all(
    banks.map((b) =>
      questionBankRepository(db, p.schoolId)
        .questionsOf(b.Id, scopes)
        .then((r) => r.length),
    ),
  );
  const students = await repo.classStudents(klass.id);
  const done = await repo.doneBanks(
    students.map((s) => s.Id),
    cycle.id,
  );
  return {
    ClassId: klass.id,
    ClassName: klass.name,
    GradeId: klass.gradeId,
    GradeName: klass.gradeName,
    IsBaby: nursery,
    CycleId: cycle.id,
    CycleName: cycle.name,
    Cycles: cycles.map((c) => ({ Id: c.id, Name: c.name, IsOpen: c.isOpen })),
    Categories: banks.map((b, i) => ({ Id: b.Id, Name: b.Name, QuestionCount: counts[i] ?? 0 })),
    Students: students.map((s) => ({
      ...s,
      DoneCateIds: done.filter((d) => d.studentId === s.Id).map((d) => d.bankId),
    })),
  };
}
