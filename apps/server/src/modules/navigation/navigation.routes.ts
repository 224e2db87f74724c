import { API } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { SerializedAnswer, serializeAnswer, serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import { getNavigationBar } from './navigation.service';
import { type NavigationCache, navigationCacheKey } from './navigation-cache';

const navigationRoutes: FastifyPluginAsyncZod<{ db: Db; cache: NavigationCache }> = async (
  app,
  { db, cache },
) => {
  serve(app, API.navigation.bar, async (request, reply) => {
    const p = principalOf(request);
    // The tree is always the caller's; another identity's uid answers like a missing record
    // (DECISIONS 5), as the isolation walk expects of every id (issue 15).
    const uid = request.query.uid;
    if (uid !== undefined && uid !== 0 && uid !== p.userId) throw AppError.notFound();
    // Issue 16: one answer per role set and menu version, serialized once (navigation-cache.ts).
    const key = navigationCacheKey(p);
    const cached = await cache.get(key);
    if (cached !== undefined) return new SerializedAnswer<typeof API.navigation.bar>(cached);
    const answer = serializeAnswer<typeof API.navigation.bar>(reply, ok(await getNavigationBar(db, p)));
    await cache.set(key, answer.json);
    return answer;
  });
};

export default navigationRoutes;
