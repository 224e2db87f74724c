import { API, AUTH_MESSAGES } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import { changePassword, getProfile } from './profile.service';

/** The signed-in user's own account page (个人中心). */
const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, API.profile.get, async (request) => ok(await getProfile(db, principalOf(request))));

  serve(app, API.profile.changePassword, async (request) => {
    await changePassword(db, principalOf(request), request.body);
    return ok(null, AUTH_MESSAGES.passwordChanged);
  });
};

export default profileRoutes;
