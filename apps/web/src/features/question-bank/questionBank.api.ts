import { API, type TAddBankRequest, type TApiDomain, type TUpdateBankRequest } from '@kg/contracts';
import { ApiError, http } from '../../api/http';
import { pagedEndpoint, useEndpoint } from '../../api/queries';
import { useSaving } from '../../api/useSaving';
import type { TPaging } from '../../components/list/usePagedList';

const Q = API.questionBank;

/** `Name` is the bank (the page's query Name); an empty GradeName or Keyword: no filter. */
export type TQuestionFilters = { Name: string; GradeName: string; Keyword: string };

/** One bank's questions (its key and its pages). */
export const questionPage = pagedEndpoint(Q.questionPage);

export function findQuestionPage(query: TQuestionFilters & TPaging, signal: AbortSignal) {
  return questionPage.fetchPage(query, signal);
}

/** The school's banks in their order, with question and answer counts. */
export function useBanks() {
  return useEndpoint(Q.banks, undefined);
}

/** A bank or question shows in the bank screen and in the questionnaires filled from it. */
const QUESTION_BANK_WRITES: readonly TApiDomain[] = ['questionBank', 'questionnaire'];

export type TQuestionSave = {
  Question: string;
  OrderSort: number;
  gradeName: string;
} & ({ Id: number } | { Name: string });

/**
 * Add or edit a question. Quiet: the dialog tells a refusal (its own words) apart from an
 * exception (操作失败, D12), see `saveFailureText`.
 */
export const useSaveQuestion = () =>
  useSaving(
    (body: TQuestionSave) =>
      'Id' in body
        ? http.request(Q.updateQuestion, body, { quiet: true })
        : http.request(Q.addQuestion, body, { quiet: true }),
    QUESTION_BANK_WRITES,
  );

/**
 * What a failed quiet save shows: the server's reason for a refusal (a duplicate, a bank
 * gone), `failed` for an exception (no answer, a time-out, a server fault), nothing when
 * the session ended (the client already went to the login page) or the call was cancelled.
 */
export function saveFailureText(error: unknown, failed: string): string | null {
  if (!(error instanceof ApiError)) return failed;
  if (error.kind === 'session' || error.kind === 'aborted') return null;
  if (error.kind === 'business') return error.message || failed;
  if (error.kind === 'http' && error.status !== undefined && error.status < 500) return error.message;
  return failed;
}

export const useDeleteQuestions = () =>
  useSaving((ids: number[]) => http.request(Q.removeQuestions, { ids }), QUESTION_BANK_WRITES);

export const useSaveBank = () =>
  useSaving(
    (body: TAddBankRequest | TUpdateBankRequest) =>
      'Id' in body
        ? http.request(Q.updateBank, { Id: body.Id, Name: body.Name, Description: body.Description })
        : http.request(Q.addBank, body),
    QUESTION_BANK_WRITES,
  );

/** Saves the whole order, 1-based, as listed. */
export const useSortBanks = () =>
  useSaving(
    (ids: number[]) => http.request(Q.sortBanks, { list: ids.map((id, i) => ({ id, orderSort: i + 1 })) }),
    QUESTION_BANK_WRITES,
  );

export const useDeleteBank = () =>
  useSaving((Id: number) => http.request(Q.removeBank, { Id }), QUESTION_BANK_WRITES);

/** The ids in their new order after moving `id` one place up (-1) or down (+1). */
export function moveId(ids: number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
