import { API } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { seedDemoCopy } from '../../seed/demo-copy';
import type { FileStore } from '../uploads/file-store';

/**
 * Routes that exist only in test mode (KG_TEST_MODE=1), for the browser journeys: the app
 * registers this plugin only then, so a production server answers 404 to them.
 */
const testingRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore }> = async (app, { db, store }) => {
  serve(app, API.schools.testDemoCopy, async (request) =>
    ok(await seedDemoCopy(db, store, request.body.Kind)),
  );
};

export default testingRoutes;
