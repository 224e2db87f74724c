import { BankType, NURSERY_SCOPE, scopesForGrade } from '@kg/contracts';
import type { DbOrTx } from '../../db/client';
import { questionBankRepository } from './question-bank.repository';

/**
 * Which process-question banks and questions a child answers (J02), shared by the questionnaire
 * and the process evaluation's tables: a nursery child (托班) the nursery banks, all their
 * questions; every other child the other banks, the questions of 通用 and of their grade.
 */

export const isNurseryGrade = (gradeName: string) => gradeName === NURSERY_SCOPE;

/** Whether a bank of this type is for a nursery child (`nursery`) or for the others. */
export const bankFits = (typeId: number, nursery: boolean) => (typeId === BankType.nursery) === nursery;

/** The questions of a bank a child of `gradeName` answers, in the bank's order. */
export function questionsForGrade(
  db: DbOrTx,
  schoolId: number,
  bank: { id: number; typeId: number },
  gradeName: string,
) {
  return questionBankRepository(db, schoolId).questionsOf(
    bank.id,
    bank.typeId === BankType.nursery ? undefined : scopesForGrade(gradeName),
  );
}
