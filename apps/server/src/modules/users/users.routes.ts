import { API, SUCCESS_MESSAGES } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import * as classRoles from './class-roles.service';
import { usersRepository } from './users.repository';
import * as service from './users.service';

/** User management (C10): the school's logins, their roles and their classes. */
const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, API.users.page, async (request) =>
    ok(await service.findUserPage(db, principalOf(request), request.query)),
  );
  serve(app, API.users.select, async (request) =>
    ok(await usersRepository(db, principalOf(request).schoolId).findOptions()),
  );
  serve(app, API.users.roleSelect, async (request) =>
    ok(await service.findRoleOptions(db, principalOf(request), request.query.SchoolId)),
  );
  serve(app, API.users.detail, async (request) =>
    ok(await service.getUser(db, principalOf(request), request.query.Id)),
  );
  serve(app, API.users.add, async (request) =>
    ok(await service.createUser(db, principalOf(request), request.body), SUCCESS_MESSAGES.add),
  );
  serve(app, API.users.update, async (request) => {
    await service.updateUser(db, principalOf(request), request.body);
    return ok(null, SUCCESS_MESSAGES.update);
  });
  serve(app, API.users.resetPassword, async (request) =>
    ok(await service.resetPassword(db, principalOf(request), request.body), SUCCESS_MESSAGES.operate),
  );
  serve(app, API.users.setStatus, async (request) => {
    await service.setUserStatus(db, principalOf(request), request.body);
    return ok(null, SUCCESS_MESSAGES.operate);
  });
  serve(app, API.users.assignRoles, async (request) => {
    await service.assignUserRoles(db, principalOf(request), request.body);
    return ok(null, SUCCESS_MESSAGES.operate);
  });
  serve(app, API.users.classRoles, async (request) =>
    ok(await classRoles.getClassRoles(db, principalOf(request), request.query.Id)),
  );
  serve(app, API.users.assignClassRoles, async (request) => {
    await classRoles.assignClassRoles(db, principalOf(request), request.body);
    return ok(null, SUCCESS_MESSAGES.save);
  });
  serve(app, API.users.remove, async (request) => {
    await service.deleteUsers(db, principalOf(request), request.query.Ids);
    return ok(null, SUCCESS_MESSAGES.delete);
  });
};

export default usersRoutes;
