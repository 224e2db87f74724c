import { API } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import { getNavigationBar } from './navigation.service';

const navigationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, API.navigation.bar, async (request) => {
    const p = principalOf(request);
    // The tree is always the caller's; another identity's uid answers like a missing record
    // (DECISIONS 5), as the isolation walk expects of every id (issue 15).
    const uid = request.query.uid;
    if (uid !== undefined && uid !== 0 && uid !== p.userId) throw AppError.notFound();
    return ok(await getNavigationBar(db, p));
  });
};

export default navigationRoutes;
