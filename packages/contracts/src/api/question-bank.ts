import { z } from 'zod';
import { endpoint } from '../endpoint';
import { page } from '../envelope';
import { Permission } from '../permissions';
import {
  ZAddBankRequest,
  ZAddQuestionRequest,
  ZDeleteBankRequest,
  ZDeleteQuestionsRequest,
  ZProcessQuestion,
  ZQuestionBank,
  ZQuestionPageQuery,
  ZSortBanksRequest,
  ZUpdateBankRequest,
  ZUpdateQuestionRequest,
} from '../question-bank';

const read = Permission.questionBankRead;
const manage = Permission.questionBankManage;
const created = z.object({ Id: z.number().int() });

/** The process-question bank screen (screen 1, D01-D18) and its categories (banks). */
export const questionBankApi = {
  questionPage: endpoint({
    method: 'GET',
    path: '/api/mgd/Eval_ProceQuestion/GetProceQuestionPage',
    access: read,
    summary: 'A page of one bank’s questions (D03)',
    query: ZQuestionPageQuery,
    response: page(ZProcessQuestion),
  }),
  addQuestion: endpoint({
    method: 'POST',
    path: '/api/mgd/Eval_ProceQuestion/AddProceQuestion',
    access: manage,
    summary: 'Add a question (D09)',
    body: ZAddQuestionRequest,
    response: created,
  }),
  updateQuestion: endpoint({
    method: 'POST',
    path: '/api/mgd/Eval_ProceQuestion/UpdateProceQuestion',
    access: manage,
    summary: 'Edit a question (D10)',
    body: ZUpdateQuestionRequest,
    response: z.null(),
    resource: 'question',
  }),
  removeQuestions: endpoint({
    method: 'POST',
    path: '/api/mgd/Eval_ProceQuestion/DeleteProceQuestion',
    access: manage,
    summary: 'Delete questions together (D08)',
    body: ZDeleteQuestionsRequest,
    response: z.null(),
    resource: 'question',
  }),
  banks: endpoint({
    method: 'GET',
    path: '/api/mgd/Eval_ProceQuestion/GetCategoryList',
    access: read,
    summary: 'The school’s banks in order, with question and answer counts',
    response: z.array(ZQuestionBank),
  }),
  addBank: endpoint({
    method: 'POST',
    path: '/api/mgd/Eval_ProceQuestion/AddCategory',
    access: manage,
    summary: 'Create a bank',
    body: ZAddBankRequest,
    response: created,
  }),
  updateBank: endpoint({
    method: 'POST',
    path: '/api/mgd/Eval_ProceQuestion/UpdateCategory',
    access: manage,
    summary: 'Rename or describe a bank',
    body: ZUpdateBankRequest,
    response: z.null(),
    resource: 'questionBank',
  }),
  sortBanks: endpoint({
    method: 'POST',
    path: '/api/mgd/Eval_ProceQuestion/SortCategory',
    access: manage,
    summary: 'Order the banks (1-based)',
    body: ZSortBanksRequest,
    response: z.null(),
    resource: 'questionBank',
  }),
  removeBank: endpoint({
    method: 'POST',
    path: '/api/mgd/Eval_ProceQuestion/DeleteCategory',
    access: manage,
    summary: 'Delete a bank nobody has answered',
    body: ZDeleteBankRequest,
    response: z.null(),
    resource: 'questionBank',
  }),
};
