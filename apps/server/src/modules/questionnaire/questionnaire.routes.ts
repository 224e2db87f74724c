import {
  envelope,
  Permission,
  QUESTIONNAIRE_MESSAGES,
  ZClassProgress,
  ZClassProgressQuery,
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

const BASE = '/api/mgd/Cs_Question';
const tags = ['questionnaire'];

/** The questionnaire (screen 19, J01-J10), the class view and the parent answers. */
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
};

export default questionnaireRoutes;
