import {
  envelope,
  idsQuery,
  Permission,
  page,
  SUCCESS_MESSAGES,
  USER_MESSAGES,
  ZAddUserRequest,
  ZAssignClassRolesRequest,
  ZAssignUserRolesRequest,
  ZIdQuery,
  ZIssuedPassword,
  ZOption,
  ZResetPasswordRequest,
  ZRoleOption,
  ZSchoolQuery,
  ZSetUserStatusRequest,
  ZUpdateUserRequest,
  ZUserClassRoles,
  ZUserDetail,
  ZUserPageQuery,
  ZUserRow,
} from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import * as classRoles from './class-roles.service';
import { usersRepository } from './users.repository';
import * as service from './users.service';

const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = { access: Permission.userRead } as const;
  const manage = { access: Permission.userManage } as const;
  const tags = ['users'];
  const done = envelope(z.null());

  app.get(
    '/api/user/GetUserPage',
    {
      config: read,
      schema: {
        tags,
        summary: 'Logins of the school: search by account, name or phone; role and status filters',
        querystring: ZUserPageQuery,
        response: { 200: envelope(page(ZUserRow)) },
      },
    },
    async (request) => ok(await service.findUserPage(db, principalOf(request), request.query)),
  );

  app.get(
    '/api/user/GetUserSelect',
    {
      config: read,
      schema: {
        tags,
        summary: 'Active logins of the school (to bind a teacher)',
        response: { 200: envelope(z.array(ZOption)) },
      },
    },
    async (request) => ok(await usersRepository(db, principalOf(request).schoolId).findOptions()),
  );

  app.get(
    '/api/user/GetRoleSelect',
    {
      config: read,
      schema: {
        tags,
        summary: "Roles a login may be given: the platform's and the school's own",
        querystring: ZSchoolQuery,
        response: { 200: envelope(z.array(ZRoleOption)) },
      },
    },
    async (request) => ok(await service.findRoleOptions(db, principalOf(request), request.query.SchoolId)),
  );

  app.get(
    '/api/user/GetUserDetail',
    {
      config: read,
      schema: {
        tags,
        summary: 'A login for the edit form',
        querystring: ZIdQuery,
        response: { 200: envelope(ZUserDetail) },
      },
    },
    async (request) => ok(await service.getUser(db, principalOf(request), request.query.Id)),
  );

  app.post(
    '/api/user/Add',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Add a login with roles; answers its generated password once',
        body: ZAddUserRequest,
        response: { 200: envelope(ZIssuedPassword) },
      },
    },
    async (request) =>
      ok(await service.createUser(db, principalOf(request), request.body), SUCCESS_MESSAGES.add),
  );

  app.post(
    '/api/user/Update',
    {
      config: manage,
      schema: {
        tags,
        summary: "Edit a login's account, name and phone",
        body: ZUpdateUserRequest,
        response: { 200: done },
      },
    },
    async (request) => {
      await service.updateUser(db, principalOf(request), request.body);
      return ok(null, SUCCESS_MESSAGES.update);
    },
  );

  app.post(
    '/api/user/ResetPassword',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Set a password (given, or generated and answered once); the person is signed out everywhere',
        body: ZResetPasswordRequest,
        response: { 200: envelope(ZIssuedPassword) },
      },
    },
    async (request) =>
      ok(await service.resetPassword(db, principalOf(request), request.body), SUCCESS_MESSAGES.operate),
  );

  app.post(
    '/api/user/SetStatus',
    {
      config: manage,
      schema: {
        tags,
        summary: '停用 (0) or 启用 (1) a login; a disabled login is signed out at once',
        body: ZSetUserStatusRequest,
        response: { 200: done },
      },
    },
    async (request) => {
      await service.setUserStatus(db, principalOf(request), request.body);
      return ok(null, SUCCESS_MESSAGES.operate);
    },
  );

  app.post(
    '/api/user/AssignRoles',
    {
      config: manage,
      schema: {
        tags,
        summary: "Replace a login's roles",
        body: ZAssignUserRolesRequest,
        response: { 200: done },
      },
    },
    async (request) => {
      await service.assignUserRoles(db, principalOf(request), request.body);
      return ok(null, SUCCESS_MESSAGES.operate);
    },
  );

  app.get(
    '/api/user/GetClassRoles',
    {
      config: read,
      schema: {
        tags,
        summary: "The classes of the current year and the login's teacher's role in each",
        querystring: ZIdQuery,
        response: { 200: envelope(ZUserClassRoles) },
      },
    },
    async (request) => ok(await classRoles.getClassRoles(db, principalOf(request), request.query.Id)),
  );

  app.post(
    '/api/user/AssignClassRoles',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Set the classes the login works in as 班主任 (head), 配班 (teacher) or 保育 (care)',
        body: ZAssignClassRolesRequest,
        response: { 200: done },
      },
    },
    async (request) => {
      await classRoles.assignClassRoles(db, principalOf(request), request.body);
      return ok(null, SUCCESS_MESSAGES.save);
    },
  );

  app.delete(
    '/api/user/Delete',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Delete logins: ids in the query (?ids=1,2 or ?id=1, B15); kept as deleted, records stay',
        querystring: idsQuery(USER_MESSAGES.selectToDelete),
        response: { 200: done },
      },
    },
    async (request) => {
      await service.deleteUsers(db, principalOf(request), request.query.Ids);
      return ok(null, SUCCESS_MESSAGES.delete);
    },
  );
};

export default usersRoutes;
