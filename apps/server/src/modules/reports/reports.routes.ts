import { API } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import { getClassRoster } from './class-roster.service';

/**
 * The data calls of printable reports. Each declares its report key: a render token for that
 * report may call it (with the token's own query), and nothing else.
 */
const reportsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, API.reports.classRoster, async (request) =>
    ok(await getClassRoster(db, principalOf(request), request.query.ClassId)),
  );
};

export default reportsRoutes;
