import { envelope, Permission, page, ZOption, ZUserPageQuery, ZUserRow } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import { usersRepository } from './users.repository';
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

  app.get(
    '/api/user/GetUserSelect',
    {
      config: { access: Permission.userRead },
      schema: {
        tags: ['users'],
        summary: 'Active logins of the school (to bind a teacher)',
        response: { 200: envelope(z.array(ZOption)) },
      },
    },
    async (request) => ok(await usersRepository(db, principalOf(request).schoolId).findOptions()),
  );
};

export default usersRoutes;
