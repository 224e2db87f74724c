import { API, SUCCESS_MESSAGES } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import * as service from './study-years.service';

/** Study years and terms (C02, C03): list, create with two terms, open a term, edit a term. */
const studyYearsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, API.studyYears.list, async (request) =>
    ok(await service.findStudyYears(db, principalOf(request))),
  );
  serve(app, API.studyYears.add, async (request) =>
    ok({ Id: await service.createStudyYear(db, principalOf(request), request.body) }, SUCCESS_MESSAGES.add),
  );
  serve(app, API.studyYears.openCycle, async (request) => {
    await service.openCycle(db, principalOf(request), request.body.CycleId);
    return ok(null, SUCCESS_MESSAGES.operate);
  });
  serve(app, API.studyYears.updateCycle, async (request) => {
    await service.updateCycle(db, principalOf(request), request.body);
    return ok(null, SUCCESS_MESSAGES.update);
  });
};

export default studyYearsRoutes;
