import { envelope } from '@kg/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbHandle } from '../../db/client';
import { ok } from '../../lib/reply';

const ZHealth = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

const healthRoutes: FastifyPluginAsyncZod<{ handle: DbHandle; version: string }> = async (
  app,
  { handle, version },
) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: envelope(ZHealth) },
      },
    },
    async () => {
      await handle.db.execute(sql`select 1`);
      return ok({ status: 'ok' as const, database: handle.driver, version });
    },
  );
};

export default healthRoutes;
