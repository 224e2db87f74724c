import { AUTH_MESSAGES, envelope, ZChangePasswordRequest, ZProfile } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import { changePassword, getProfile } from './profile.service';

const tags = ['auth'];

/** The signed-in user's own account page (个人中心). */
const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/user/GetProfile',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: "The caller's account and identities", response: { 200: envelope(ZProfile) } },
    },
    async (request) => ok(await getProfile(db, principalOf(request))),
  );

  app.post(
    '/api/user/ChangePassword',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "Change the caller's password",
        body: ZChangePasswordRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await changePassword(db, principalOf(request), request.body);
      return ok(null, AUTH_MESSAGES.passwordChanged);
    },
  );
};

export default profileRoutes;
