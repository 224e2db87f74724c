import { API, MEAL_MENU_MESSAGES as M } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import * as service from './meal-menus.service';

/** 带量食谱 (issue 20): a week, save, copy last week, publish, withdraw, the print's data. */
const mealMenusRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, API.mealMenus.week, async (request) =>
    ok(await service.week(db, principalOf(request), request.query.WeekStart)),
  );
  serve(app, API.mealMenus.print, async (request) =>
    ok(await service.print(db, principalOf(request), request.query.WeekStart)),
  );
  serve(app, API.mealMenus.save, async (request) => {
    await service.save(db, principalOf(request), request.body);
    return ok(null, M.saved);
  });
  serve(app, API.mealMenus.copyLastWeek, async (request) =>
    ok(await service.copyLastWeek(db, principalOf(request), request.body.WeekStart), M.copied),
  );
  serve(app, API.mealMenus.publish, async (request) => {
    await service.publish(db, principalOf(request), request.body.WeekStart);
    return ok(null, M.published);
  });
  serve(app, API.mealMenus.withdraw, async (request) => {
    await service.withdraw(db, principalOf(request), request.body.WeekStart);
    return ok(null, M.withdrawn);
  });
};

export default mealMenusRoutes;
