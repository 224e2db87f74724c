import {
  envelope,
  idsQuery,
  Permission,
  page,
  ROLE_MESSAGES,
  SUCCESS_MESSAGES,
  ZAssignPermissionsRequest,
  ZPermissionTreeNode,
  ZRoleForm,
  ZRoleIdQuery,
  ZRolePageQuery,
  ZRolePermissionIds,
  ZRoleRow,
  ZUpdateRoleRequest,
} from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import * as service from './roles.service';

const rolesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = { access: Permission.roleRead } as const;
  const manage = { access: Permission.roleManage } as const;
  const tags = ['roles'];
  const done = envelope(z.null());

  app.get(
    '/api/role/GetRolePage',
    {
      config: read,
      schema: {
        tags,
        summary: "The platform's roles (read-only for a school) and the school's own",
        querystring: ZRolePageQuery,
        response: { 200: envelope(page(ZRoleRow)) },
      },
    },
    async (request) => ok(await service.findRolePage(db, principalOf(request), request.query)),
  );

  app.post(
    '/api/role/Add',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Add a role to the school (the platform administrator: to any school or the platform)',
        body: ZRoleForm,
        response: { 200: envelope(z.object({ Id: z.number().int() })) },
      },
    },
    async (request) =>
      ok({ Id: await service.createRole(db, principalOf(request), request.body) }, SUCCESS_MESSAGES.add),
  );

  app.post(
    '/api/role/Update',
    {
      config: manage,
      schema: { tags, summary: 'Edit a role', body: ZUpdateRoleRequest, response: { 200: done } },
    },
    async (request) => {
      await service.updateRole(db, principalOf(request), request.body);
      return ok(null, SUCCESS_MESSAGES.update);
    },
  );

  app.delete(
    '/api/role/Delete',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Delete roles nobody holds: ids in the query (?ids=1,2 or ?id=1, B15)',
        querystring: idsQuery(ROLE_MESSAGES.selectToDelete),
        response: { 200: done },
      },
    },
    async (request) => {
      await service.deleteRoles(db, principalOf(request), request.query.Ids);
      return ok(null, SUCCESS_MESSAGES.delete);
    },
  );

  app.get(
    '/api/role/GetPermissionIdByRoleId',
    {
      config: read,
      schema: {
        tags,
        summary: 'The navigation entries (menus, pages, buttons) a role holds',
        querystring: ZRoleIdQuery,
        response: { 200: envelope(ZRolePermissionIds) },
      },
    },
    async (request) =>
      ok({ PermissionIds: await service.getPermissionIds(db, principalOf(request), request.query.RoleId) }),
  );

  app.post(
    '/api/role/Assign',
    {
      config: manage,
      schema: {
        tags,
        summary: "Set a role's navigation entries; its users see the change at their next request",
        body: ZAssignPermissionsRequest,
        response: { 200: done },
      },
    },
    async (request) => {
      await service.assignPermissions(db, principalOf(request), request.body);
      return ok(null, SUCCESS_MESSAGES.save);
    },
  );

  app.get(
    '/api/permission/getpermissiontree',
    {
      config: read,
      schema: {
        tags,
        summary: 'The navigation tree for assigning entries to roles (a school: the entries it holds)',
        response: { 200: envelope(ZPermissionTreeNode) },
      },
    },
    async (request) => ok(await service.getPermissionTree(db, principalOf(request))),
  );
};

export default rolesRoutes;
