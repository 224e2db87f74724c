import { type TQuestionnaireInfo, ZQuestionnaireInfo } from '@kg/contracts';
import { readJsonParam } from '../../app/routing/jsonParam';

export const QUESTIONNAIRE_PATH = '/questionnaire';
export const CLASS_VIEW_PATH = '/Questionnaire/Classes';

/**
 * The questionnaire's parameters from its query: `dateInfo` as the old app named it, or
 * `dataInfo` (DECISIONS 17). URLSearchParams already undid one level of escaping; a link
 * escaped twice (copied from a message) is undone once more. null: missing or not usable.
 */
export function readQuestionnaireInfo(search: string): TQuestionnaireInfo | null {
  return readJsonParam(search, ['dateInfo', 'dataInfo'], ZQuestionnaireInfo);
}

/** The questionnaire's address for a child and a bank (same tab, no shell). */
export function questionnaireHref(info: TQuestionnaireInfo): string {
  return `${QUESTIONNAIRE_PATH}?dateInfo=${encodeURIComponent(JSON.stringify(info))}`;
}

/** Every child the answers are saved for, the opened one first, each once. */
export function childrenOf(info: TQuestionnaireInfo): number[] {
  return [...new Set([info.StudentId, ...info.StudentIds])];
}
