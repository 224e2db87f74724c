import { API, DISH_MESSAGES as M } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import * as service from './dishes.service';

/** 菜品 (issue 20): list, picker options, detail, add, edit, retire, delete. */
const dishesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, API.dishes.page, async (request) =>
    ok(await service.page(db, principalOf(request), request.query)),
  );
  serve(app, API.dishes.options, async (request) => ok(await service.options(db, principalOf(request))));
  serve(app, API.dishes.detail, async (request) =>
    ok(await service.detail(db, principalOf(request), request.query.Id)),
  );
  serve(app, API.dishes.add, async (request) =>
    ok({ Id: await service.add(db, principalOf(request), request.body) }, M.added),
  );
  serve(app, API.dishes.update, async (request) => {
    await service.update(db, principalOf(request), request.body);
    return ok(null, M.saved);
  });
  serve(app, API.dishes.setRetired, async (request) => {
    await service.setRetired(db, principalOf(request), request.body.Id, request.body.Value);
    return ok(null, request.body.Value ? M.retired : M.restored);
  });
  serve(app, API.dishes.remove, async (request) => {
    await service.remove(db, principalOf(request), request.body.Id);
    return ok(null, M.deleted);
  });
};

export default dishesRoutes;
