import { envelope, Permission, page, ZUserPageQuery, ZUserRow } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import { findUserPage } from './users.service';

const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/user/GetUserPage',
    {
      config: { access: Permission.userRead },
      schema: {
        tags: ['users'],
        summary: 'Users of the school',
        querystring: ZUserPageQuery,
        response: { 200: envelope(page(ZUserRow)) },
      },
    },
    async (request) => ok(await findUserPage(db, principalOf(request), request.query)),
  );
};

export default usersRoutes;
