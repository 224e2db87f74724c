import { API, GROWTH_TEMPLATE_MESSAGES as M } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import * as service from './growth-observations.service';

const O = API.growthObservations;

/** Observation log sheets of type 4/5 modules and growth questions of type 12 (F40, F41). */
const growthObservationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, O.logSheet, async (request) =>
    ok(await service.logSheet(db, principalOf(request), request.query.id)),
  );
  serve(app, O.addPoint, async (request) =>
    ok({ Id: await service.addPoint(db, principalOf(request), request.body) }, M.added),
  );
  serve(app, O.updatePoint, async (request) => {
    await service.updatePoint(db, principalOf(request), request.body);
    return ok(null, M.updated);
  });
  serve(app, O.removePoint, async (request) => {
    await service.deletePoint(db, principalOf(request), request.body.id);
    return ok(null, M.deleted);
  });
  serve(app, O.questions, async (request) =>
    ok(await service.questions(db, principalOf(request), request.query.Id)),
  );
  serve(app, O.addQuestion, async (request) =>
    ok({ Id: await service.addQuestion(db, principalOf(request), request.body) }, M.added),
  );
  serve(app, O.removeQuestion, async (request) => {
    await service.deleteQuestion(db, principalOf(request), request.body.id);
    return ok(null, M.deleted);
  });
};

export default growthObservationsRoutes;
