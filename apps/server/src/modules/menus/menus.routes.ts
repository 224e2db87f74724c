import {
  envelope,
  idsQuery,
  MENU_MESSAGES,
  Permission,
  SUCCESS_MESSAGES,
  ZMenuForm,
  ZMenuRow,
  ZMenuTreeQuery,
  ZUpdateMenuRequest,
} from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import * as service from './menus.service';

/** Menu management (B13): the navigation tree itself, for the platform administrator. */
const menusRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = { access: Permission.menuManage } as const;
  const tags = ['menus'];
  const done = envelope(z.null());

  app.get(
    '/api/permission/GetTreeTable',
    {
      config,
      schema: {
        tags,
        summary: 'Every navigation entry as a tree table (search by name or path)',
        querystring: ZMenuTreeQuery,
        response: { 200: envelope(z.array(ZMenuRow)) },
      },
    },
    async (request) => ok(await service.findMenuTree(db, request.query)),
  );

  app.post(
    '/api/permission/Add',
    {
      config,
      schema: {
        tags,
        summary: 'Add a menu, page, button or external link',
        body: ZMenuForm,
        response: { 200: envelope(z.object({ Id: z.number().int() })) },
      },
    },
    async (request) => ok({ Id: await service.createMenu(db, request.body) }, SUCCESS_MESSAGES.add),
  );

  app.post(
    '/api/permission/Update',
    {
      config,
      schema: {
        tags,
        summary: 'Edit an entry (built-in ones too)',
        body: ZUpdateMenuRequest,
        response: { 200: done },
      },
    },
    async (request) => {
      await service.updateMenu(db, request.body);
      return ok(null, SUCCESS_MESSAGES.update);
    },
  );

  app.delete(
    '/api/permission/Delete',
    {
      config,
      schema: {
        tags,
        summary:
          'Delete entries without children: ids in the query (?id=1 or ?ids=1,2, B15); built-in ones never',
        querystring: idsQuery(MENU_MESSAGES.selectToDelete),
        response: { 200: done },
      },
    },
    async (request) => {
      await service.deleteMenus(db, request.query.Ids);
      return ok(null, SUCCESS_MESSAGES.delete);
    },
  );
};

export default menusRoutes;
