import { API, QUESTIONNAIRE_MESSAGES } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import { parentAnswers } from './parent-answers';
import * as service from './questionnaire.service';
import { childResults, classResults } from './questionnaire-results';

const Q = API.questionnaire;

/** The questionnaire (screen 19, J01-J10), the class view, the results and the parent answers. */
const questionnaireRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, Q.questions, async (request) =>
    ok(await service.getQuestionnaire(db, principalOf(request), request.query)),
  );
  serve(app, Q.submit, async (request) =>
    ok(
      await service.submitQuestionnaire(db, principalOf(request), request.body),
      QUESTIONNAIRE_MESSAGES.submitted,
    ),
  );
  serve(app, Q.classProgress, async (request) =>
    ok(await service.classProgress(db, principalOf(request), request.query)),
  );
  serve(app, Q.parentAnswers, async (request) =>
    ok(await parentAnswers(db, principalOf(request), request.query)),
  );
  serve(app, Q.classResults, async (request) =>
    ok(await classResults(db, principalOf(request), request.query)),
  );
  serve(app, Q.childResults, async (request) =>
    ok(await childResults(db, principalOf(request), request.query)),
  );
};

export default questionnaireRoutes;
