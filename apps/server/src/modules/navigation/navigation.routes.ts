import { envelope, ZNavigationNode, ZNavigationQuery } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import { getNavigationBar } from './navigation.service';

const navigationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/permission/GetNavigationBar',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['navigation'],
        summary:
          "The caller's navigation tree (the uid parameter is accepted and ignored: it is always the caller)",
        querystring: ZNavigationQuery,
        response: { 200: envelope(ZNavigationNode) },
      },
    },
    async (request) => ok(await getNavigationBar(db, principalOf(request))),
  );
};

export default navigationRoutes;
