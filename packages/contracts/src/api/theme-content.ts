import { z } from 'zod';
import { endpoint } from '../endpoint';
import { Permission } from '../permissions';
import {
  ZDeleteThemeQuestionRequest,
  ZSaveThemeDescriptionRequest,
  ZSaveThemeQuestionRequest,
  ZThemeDescription,
  ZThemeDescriptionQuery,
  ZThemeEditInfo,
  ZThemeEditInfoQuery,
  ZThemeKeywordOption,
  ZThemeKeywordQuery,
  ZThemeQuestionList,
  ZThemeQuestionListQuery,
} from '../theme-content';

const base = '/api/mgd/Eval_Theme';
const content = Permission.themeContent;

/** A theme's content set-up (screens 4 and 5, E01-E15): 主题说明 and each entry's questions. */
export const themeContentApi = {
  editInfo: endpoint({
    method: 'GET',
    path: `${base}/GetThemeEditInfo`,
    access: content,
    summary: 'The content home of a theme: its template’s entries with what each holds (E01, E03)',
    query: ZThemeEditInfoQuery,
    response: ZThemeEditInfo,
  }),
  descriptions: endpoint({
    method: 'GET',
    path: `${base}/GetThemeDescription`,
    access: content,
    summary: 'The 主题说明 texts, one per subject title (E04, E06)',
    query: ZThemeDescriptionQuery,
    response: z.array(ZThemeDescription),
  }),
  saveDescriptions: endpoint({
    method: 'POST',
    path: `${base}/SaveThemeDescription`,
    access: content,
    summary: 'Save the 主题说明 texts (E05, E06); refused once a child is scored',
    body: ZSaveThemeDescriptionRequest,
    response: z.null(),
  }),
  questions: endpoint({
    method: 'GET',
    path: `${base}/GetThemeQuestionList`,
    access: content,
    summary: 'An entry’s questions of a theme and the answer types (E07, E08)',
    query: ZThemeQuestionListQuery,
    response: ZThemeQuestionList,
  }),
  keywords: endpoint({
    method: 'GET',
    path: `${base}/GetKeyWordsByTemplete`,
    access: content,
    summary: 'The keyword options of an entry (E09)',
    query: ZThemeKeywordQuery,
    response: z.array(ZThemeKeywordOption),
  }),
  saveQuestion: endpoint({
    method: 'POST',
    path: `${base}/SaveThemeQuestion`,
    access: content,
    summary: 'Add (themeQuestionId 0) or edit a question (E09-E13); refused once a child is scored',
    body: ZSaveThemeQuestionRequest,
    response: z.object({ Id: z.number().int() }),
  }),
  deleteQuestion: endpoint({
    method: 'POST',
    path: `${base}/DeleteThemeQuestion`,
    access: content,
    summary: 'Delete a question (E14); refused once a child is scored',
    body: ZDeleteThemeQuestionRequest,
    response: z.null(),
    resource: 'themeQuestion',
  }),
};
