import { API, fillText, READINESS_MESSAGES } from '@kg/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbHandle } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import type { FileStore } from '../uploads/file-store';
import { notReady } from './readiness';

type Opts = { handle: DbHandle; store: FileStore; version: string; instance: string };

/** Liveness and readiness of this instance (issue 21): each answer names the instance. */
const healthRoutes: FastifyPluginAsyncZod<Opts> = async (app, { handle, store, version, instance }) => {
  serve(app, API.health.check, async () => {
    await handle.db.execute(sql`select 1`);
    return ok({ status: 'ok' as const, database: handle.driver, version, instance });
  });

  serve(app, API.health.ready, async (request) => {
    const reason = await notReady(handle, store, (why, err) =>
      request.log.warn({ err, instance, reason: why }, 'not ready'),
    );
    if (reason) {
      const params = { instance };
      throw new AppError('UNAVAILABLE', fillText(READINESS_MESSAGES[reason], params), {
        code: `readiness.${reason}`,
        params,
      });
    }
    return ok({ status: 'ready' as const, database: handle.driver, version, instance });
  });
};

export default healthRoutes;
