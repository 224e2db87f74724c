import { API, PROCESS_MESSAGES as M } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import * as service from './process-evaluations.service';
import { handbook } from './process-handbook.service';
import * as pages from './process-pages.service';

/** Process evaluations (过程评价): the class view, a child's list, add and delete, the page items. */
const processEvaluationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const E = API.processEvaluations;
  serve(app, E.classStudents, async (request) =>
    ok(await service.classStudents(db, principalOf(request), request.query)),
  );
  serve(app, E.list, async (request) =>
    ok(await service.listEvaluations(db, principalOf(request), request.query)),
  );
  serve(app, E.add, async (request) =>
    ok({ Id: await service.addEvaluation(db, principalOf(request), request.body) }, M.added),
  );
  serve(app, E.remove, async (request) => {
    await service.deleteEvaluations(db, principalOf(request), request.body.ids);
    return ok(null, M.deleted);
  });
  serve(app, E.pages, async (request) => ok(await pages.pageItems(db, principalOf(request), request.query)));
  serve(app, E.pageDetail, async (request) =>
    ok(await pages.pageDetail(db, principalOf(request), request.query.Id)),
  );
  serve(app, E.openPage, async (request) =>
    ok(await pages.setPageOpen(db, principalOf(request), request.body.id, true), M.done),
  );
  serve(app, E.closePage, async (request) =>
    ok(await pages.setPageOpen(db, principalOf(request), request.body.id, false), M.done),
  );
  serve(app, E.submitPage, async (request) =>
    ok(await pages.submitPage(db, principalOf(request), request.body), M.saved),
  );
  serve(app, E.tableHeader, async (request) =>
    ok(await pages.tableHeader(db, principalOf(request), request.query)),
  );
  serve(app, E.questions, async (request) =>
    ok(await pages.bankQuestions(db, principalOf(request), request.query)),
  );
  serve(app, E.handbook, async (request) => ok(await handbook(db, principalOf(request), request.query)));
};

export default processEvaluationsRoutes;
