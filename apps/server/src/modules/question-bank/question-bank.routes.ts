import {
  envelope,
  Permission,
  page,
  SUCCESS_MESSAGES,
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
} from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import * as service from './question-bank.service';

const BASE = '/api/mgd/Eval_ProceQuestion';
const tags = ['question-bank'];
const done = { 200: envelope(z.null()) };
const created = { 200: envelope(z.object({ Id: z.number().int() })) };

/** The process-question bank screen (screen 1, D01-D18) and its categories. */
const questionBankRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = { access: Permission.questionBankRead } as const;
  const manage = { access: Permission.questionBankManage } as const;

  app.get(
    `${BASE}/GetProceQuestionPage`,
    {
      config: read,
      schema: {
        tags,
        summary: 'A page of one bank’s questions (D03)',
        querystring: ZQuestionPageQuery,
        response: { 200: envelope(page(ZProcessQuestion)) },
      },
    },
    async (request) => ok(await service.findQuestionPage(db, principalOf(request), request.query)),
  );

  app.post(
    `${BASE}/AddProceQuestion`,
    {
      config: manage,
      schema: { tags, summary: 'Add a question (D09)', body: ZAddQuestionRequest, response: created },
    },
    async (request) =>
      ok(
        { Id: await service.addQuestion(db, principalOf(request), request.body) },
        SUCCESS_MESSAGES.addQuestion,
      ),
  );

  app.post(
    `${BASE}/UpdateProceQuestion`,
    {
      config: manage,
      schema: { tags, summary: 'Edit a question (D10)', body: ZUpdateQuestionRequest, response: done },
    },
    async (request) => {
      await service.updateQuestion(db, principalOf(request), request.body);
      return ok(null, SUCCESS_MESSAGES.update);
    },
  );

  app.post(
    `${BASE}/DeleteProceQuestion`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Delete questions together (D08)',
        body: ZDeleteQuestionsRequest,
        response: done,
      },
    },
    async (request) => {
      await service.deleteQuestions(db, principalOf(request), request.body.ids);
      return ok(null, SUCCESS_MESSAGES.delete);
    },
  );

  app.get(
    `${BASE}/GetCategoryList`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The school’s banks in order, with question and answer counts',
        response: { 200: envelope(z.array(ZQuestionBank)) },
      },
    },
    async (request) => ok(await service.listBanks(db, principalOf(request))),
  );

  app.post(
    `${BASE}/AddCategory`,
    { config: manage, schema: { tags, summary: 'Create a bank', body: ZAddBankRequest, response: created } },
    async (request) =>
      ok({ Id: await service.addBank(db, principalOf(request), request.body) }, SUCCESS_MESSAGES.add),
  );

  app.post(
    `${BASE}/UpdateCategory`,
    {
      config: manage,
      schema: { tags, summary: 'Rename or describe a bank', body: ZUpdateBankRequest, response: done },
    },
    async (request) => {
      await service.updateBank(db, principalOf(request), request.body);
      return ok(null, SUCCESS_MESSAGES.update);
    },
  );

  app.post(
    `${BASE}/SortCategory`,
    {
      config: manage,
      schema: { tags, summary: 'Order the banks (1-based)', body: ZSortBanksRequest, response: done },
    },
    async (request) => {
      await service.sortBanks(db, principalOf(request), request.body);
      return ok(null, SUCCESS_MESSAGES.operate);
    },
  );

  app.post(
    `${BASE}/DeleteCategory`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Delete a bank nobody has answered',
        body: ZDeleteBankRequest,
        response: done,
      },
    },
    async (request) => {
      await service.deleteBank(db, principalOf(request), request.body.Id);
      return ok(null, SUCCESS_MESSAGES.delete);
    },
  );
};

export default questionBankRoutes;
