import { API, SUCCESS_MESSAGES } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import * as service from './question-bank.service';

const Q = API.questionBank;

/** The process-question bank screen (screen 1, D01-D18) and its categories. */
const questionBankRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, Q.questionPage, async (request) =>
    ok(await service.findQuestionPage(db, principalOf(request), request.query)),
  );
  serve(app, Q.addQuestion, async (request) =>
    ok(
      { Id: await service.addQuestion(db, principalOf(request), request.body) },
      SUCCESS_MESSAGES.addQuestion,
    ),
  );
  serve(app, Q.updateQuestion, async (request) => {
    await service.updateQuestion(db, principalOf(request), request.body);
    return ok(null, SUCCESS_MESSAGES.update);
  });
  serve(app, Q.removeQuestions, async (request) => {
    await service.deleteQuestions(db, principalOf(request), request.body.ids);
    return ok(null, SUCCESS_MESSAGES.delete);
  });
  serve(app, Q.banks, async (request) => ok(await service.listBanks(db, principalOf(request))));
  serve(app, Q.addBank, async (request) =>
    ok({ Id: await service.addBank(db, principalOf(request), request.body) }, SUCCESS_MESSAGES.add),
  );
  serve(app, Q.updateBank, async (request) => {
    await service.updateBank(db, principalOf(request), request.body);
    return ok(null, SUCCESS_MESSAGES.update);
  });
  serve(app, Q.sortBanks, async (request) => {
    await service.sortBanks(db, principalOf(request), request.body);
    return ok(null, SUCCESS_MESSAGES.operate);
  });
  serve(app, Q.removeBank, async (request) => {
    await service.deleteBank(db, principalOf(request), request.body.Id);
    return ok(null, SUCCESS_MESSAGES.delete);
  });
};

export default questionBankRoutes;
