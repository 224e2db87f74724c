import { API, SUCCESS_MESSAGES } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import * as service from './roles.service';

/** Role management (B12): roles and the navigation entries each holds. */
const rolesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, API.roles.page, async (request) =>
    ok(await service.findRolePage(db, principalOf(request), request.query)),
  );
  serve(app, API.roles.add, async (request) =>
    ok({ Id: await service.createRole(db, principalOf(request), request.body) }, SUCCESS_MESSAGES.add),
  );
  serve(app, API.roles.update, async (request) => {
    await service.updateRole(db, principalOf(request), request.body);
    return ok(null, SUCCESS_MESSAGES.update);
  });
  serve(app, API.roles.remove, async (request) => {
    await service.deleteRoles(db, principalOf(request), request.query.Ids);
    return ok(null, SUCCESS_MESSAGES.delete);
  });
  serve(app, API.roles.permissionIds, async (request) =>
    ok({ PermissionIds: await service.getPermissionIds(db, principalOf(request), request.query.RoleId) }),
  );
  serve(app, API.roles.assign, async (request) => {
    await service.assignPermissions(db, principalOf(request), request.body);
    return ok(null, SUCCESS_MESSAGES.save);
  });
  serve(app, API.roles.permissionTree, async (request) =>
    ok(await service.getPermissionTree(db, principalOf(request))),
  );
};

export default rolesRoutes;
