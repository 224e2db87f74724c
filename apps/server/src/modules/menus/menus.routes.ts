import { API, SUCCESS_MESSAGES } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import * as service from './menus.service';

/** Menu management (B13): the navigation tree itself, for the platform administrator. */
const menusRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, API.menus.tree, async (request) => ok(await service.findMenuTree(db, request.query)));
  serve(app, API.menus.add, async (request) =>
    ok({ Id: await service.createMenu(db, request.body) }, SUCCESS_MESSAGES.add),
  );
  serve(app, API.menus.update, async (request) => {
    await service.updateMenu(db, request.body);
    return ok(null, SUCCESS_MESSAGES.update);
  });
  serve(app, API.menus.remove, async (request) => {
    await service.deleteMenus(db, request.query.Ids);
    return ok(null, SUCCESS_MESSAGES.delete);
  });
};

export default menusRoutes;
