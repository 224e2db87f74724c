import { API } from '@kg/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbHandle } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';

const healthRoutes: FastifyPluginAsyncZod<{ handle: DbHandle; version: string }> = async (
  app,
  { handle, version },
) => {
  serve(app, API.health.check, async () => {
    await handle.db.execute(sql`select 1`);
    return ok({ status: 'ok' as const, database: handle.driver, version });
  });
};

export default healthRoutes;
