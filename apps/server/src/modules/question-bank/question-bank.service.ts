import {
  importText,
  QUESTION_BANK_MESSAGES as M,
  scopeFor,
  type TAddBankRequest,
  type TAddQuestionRequest,
  type TPage,
  type TProcessQuestion,
  type TQuestionBank,
  type TQuestionPageQuery,
  type TSortBanksRequest,
  type TUpdateBankRequest,
  type TUpdateQuestionRequest,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { pageOf } from '../../lib/reply';
import { refuseDuplicate } from '../../lib/unique-violation';
import { questionBankRepository, type TBankRow } from './question-bank.repository';

/** The bank the screen names (query Name) in the caller's school; another school's: 404. */
export async function bankByName(db: DbOrTx, p: Principal, name: string): Promise<TBankRow> {
  const bank = await questionBankRepository(db, p.schoolId).findBankByName(name);
  if (!bank) throw AppError.notFound();
  return bank;
}

/** The scope a question gets in `bank`, or the scope message. */
function scopeIn(bank: { typeId: number }, sent: string): string {
  const scope = scopeFor(bank.typeId, sent);
  if (!scope) throw AppError.badRequest(M.scopeInvalid);
  return scope;
}

/** D03: a page of a bank's questions, in their order. */
export async function findQuestionPage(
  db: Db,
  p: Principal,
  q: TQuestionPageQuery,
): Promise<TPage<TProcessQuestion>> {
  const bank = await bankByName(db, p, q.Name);
  const { rows, total } = await questionBankRepository(db, p.schoolId).questionPage({
    bank,
    gradeName: q.GradeName,
    keyword: q.Keyword,
    offset: (q.PageIndex - 1) * q.PageSize,
    limit: q.PageSize,
  });
  return pageOf(rows, total, q.PageIndex, q.PageSize);
}

/** D09: a question into the bank named `Name`; the same text twice in one scope is refused. */
export async function addQuestion(db: Db, p: Principal, req: TAddQuestionRequest): Promise<number> {
  return refuseDuplicate(M.questionTaken, () =>
    db.transaction(async (tx) => {
      const bank = await bankByName(tx, p, req.Name);
      const gradeName = scopeIn(bank, req.gradeName);
      const repo = questionBankRepository(tx, p.schoolId);
      if (await repo.questionTaken(bank.id, gradeName, req.Question))
        throw AppError.badRequest(M.questionTaken);
      const [row] = await repo.insertQuestions([
        { bankId: bank.id, gradeName, question: req.Question, orderSort: req.OrderSort },
      ]);
      return row!.id;
    }),
  );
}

/** D10 */
export async function updateQuestion(db: Db, p: Principal, req: TUpdateQuestionRequest) {
  await refuseDuplicate(M.questionTaken, () =>
    db.transaction(async (tx) => {
      const repo = questionBankRepository(tx, p.schoolId);
      const found = await repo.findQuestion(req.Id);
      if (!found) throw AppError.notFound();
      const gradeName = scopeIn(found, req.gradeName);
      if (await repo.questionTaken(found.bankId, gradeName, req.Question, found.id))
        throw AppError.badRequest(M.questionTaken);
      await repo.updateQuestion(found.id, { gradeName, question: req.Question, orderSort: req.OrderSort });
    }),
  );
}

/**
 * D08: deletes questions together; any id not of this school makes the whole call 404.
 * Answers already given keep the question's text (questionnaire_answer_items).
 */
export async function deleteQuestions(db: Db, p: Principal, ids: number[]) {
  await db.transaction(async (tx) => {
    const repo = questionBankRepository(tx, p.schoolId);
    const unique = [...new Set(ids)];
    if ((await repo.countQuestions(unique)) !== unique.length) throw AppError.notFound();
    await repo.deleteQuestions(unique);
  });
}

// ── Banks ───────────────────────────────────────────────────────────────────────────

export function listBanks(db: Db, p: Principal): Promise<TQuestionBank[]> {
  return questionBankRepository(db, p.schoolId).banks();
}

export async function addBank(db: Db, p: Principal, req: TAddBankRequest): Promise<number> {
  return refuseDuplicate(M.bankNameTaken, () =>
    db.transaction(async (tx) => {
      const repo = questionBankRepository(tx, p.schoolId);
      if (await repo.bankNameTaken(req.Name)) throw AppError.badRequest(M.bankNameTaken);
      return repo.insertBank({
        typeId: req.TypeId,
        name: req.Name,
        description: req.Description,
        orderSort: await repo.nextBankOrder(),
      });
    }),
  );
}

export async function updateBank(db: Db, p: Principal, req: TUpdateBankRequest) {
  await refuseDuplicate(M.bankNameTaken, () =>
    db.transaction(async (tx) => {
      const repo = questionBankRepository(tx, p.schoolId);
      if (!(await repo.findBank(req.Id))) throw AppError.notFound();
      if (await repo.bankNameTaken(req.Name, req.Id)) throw AppError.badRequest(M.bankNameTaken);
      await repo.updateBank(req.Id, { name: req.Name, description: req.Description });
    }),
  );
}

/** Orders the banks as listed (1-based), all in one transaction. */
export async function sortBanks(db: Db, p: Principal, req: TSortBanksRequest) {
  await db.transaction(async (tx) => {
    const repo = questionBankRepository(tx, p.schoolId);
    const ids = [...new Set(req.list.map((i) => i.id))];
    if (ids.length !== req.list.length) throw AppError.badRequest(M.sortListInvalid);
    if ((await repo.countBanks(ids)) !== ids.length) throw AppError.notFound();
    for (const item of req.list) await repo.setBankOrder(item.id, item.orderSort);
  });
}

/** A bank goes with its questions, unless questionnaires were answered with it (then: why not). */
export async function deleteBank(db: Db, p: Principal, id: number) {
  await db.transaction(async (tx) => {
    const repo = questionBankRepository(tx, p.schoolId);
    if (!(await repo.findBank(id))) throw AppError.notFound();
    const answered = await repo.answerCount(id);
    if (answered > 0) throw AppError.badRequest(importText(M.bankHasAnswers, { count: answered }));
    await repo.deleteBank(id);
  });
}
