import { API } from '@kg/contracts';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { systemVersions } from '../../db/schema';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';

/** Release notes are platform-wide, not school data; any signed-in user may read them. */
const systemVersionsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, API.systemVersions.list, async () => {
    const rows = await db
      .select()
      .from(systemVersions)
      .orderBy(desc(systemVersions.releaseDate), desc(systemVersions.id));
    return ok(
      rows.map((r) => ({
        Id: r.id,
        Version: r.version,
        Title: r.title,
        Notes: r.notes,
        ReleaseDate: r.releaseDate,
      })),
    );
  });
};

export default systemVersionsRoutes;
