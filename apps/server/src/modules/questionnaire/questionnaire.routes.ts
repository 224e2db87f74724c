import {
  envelope,
  Permission,
  QUESTIONNAIRE_MESSAGES,
  ZChildResults,
  ZChildResultsQuery,
  ZClassProgress,
  ZClassProgressQuery,
  ZClassResults,
  ZClassResultsQuery,
  ZParentAnswers,
  ZParentAnswersQuery,
  ZQuestionnaire,
  ZQuestionsQuery,
  ZSubmitQuestionnaireRequest,
  ZSubmitQuestionnaireResult,
} from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import { parentAnswers } from './parent-answers';
import * as service from './questionnaire.service';
import { childResults, classResults } from './questionnaire-results';

const BASE = '/api/mgd/Cs_Question';
const tags = ['questionnaire'];

/** The questionnaire (screen 19, J01-J10), the class view, the results and the parent answers. */
const questionnaireRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const fill = { access: Permission.questionnaireFill } as const;

  app.get(
    `${BASE}/GetQuestions`,
    {
      config: fill,
      schema: {
        tags,
        summary: 'A bank’s questions for one child and term, with the saved answers (J02)',
        querystring: ZQuestionsQuery,
        response: { 200: envelope(ZQuestionnaire) },
      },
    },
    async (request) => ok(await service.getQuestionnaire(db, principalOf(request), request.query)),
  );

  app.post(
    `${BASE}/SubmitAnswer`,
    {
      config: fill,
      schema: {
        tags,
        summary: 'Save the answers for the child and the children named in studentIds (J07)',
        body: ZSubmitQuestionnaireRequest,
        response: { 200: envelope(ZSubmitQuestionnaireResult) },
      },
    },
    async (request) =>
      ok(
        await service.submitQuestionnaire(db, principalOf(request), request.body),
        QUESTIONNAIRE_MESSAGES.submitted,
      ),
  );

  app.get(
    `${BASE}/GetClassProgress`,
    {
      config: fill,
      schema: {
        tags,
        summary: 'A class’s children and the banks each has done in a term',
        querystring: ZClassProgressQuery,
        response: { 200: envelope(ZClassProgress) },
      },
    },
    async (request) => ok(await service.classProgress(db, principalOf(request), request.query)),
  );

  app.get(
    `${BASE}/GetParentAnswers`,
    {
      config: fill,
      schema: {
        tags,
        summary: 'A child’s rated items per bank, this term and the previous one (handbook charts)',
        querystring: ZParentAnswersQuery,
        response: { 200: envelope(ZParentAnswers) },
      },
    },
    async (request) => ok(await parentAnswers(db, principalOf(request), request.query)),
  );

  app.get(
    `${BASE}/GetClassResults`,
    {
      config: fill,
      schema: {
        tags,
        summary: 'A class’s children × banks: each child’s average per bank and the class’s, in a term',
        querystring: ZClassResultsQuery,
        response: { 200: envelope(ZClassResults) },
      },
    },
    async (request) => ok(await classResults(db, principalOf(request), request.query)),
  );

  app.get(
    `${BASE}/GetChildResults`,
    {
      config: fill,
      schema: {
        tags,
        summary: 'A child’s answers by bank and question, this term beside the previous one',
        querystring: ZChildResultsQuery,
        response: { 200: envelope(ZChildResults) },
      },
    },
    async (request) => ok(await childResults(db, principalOf(request), request.query)),
  );
};

export default questionnaireRoutes;
