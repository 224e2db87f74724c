import { z } from 'zod';
import { endpoint } from '../endpoint';
import { page } from '../envelope';
import { Permission } from '../permissions';
import {
  ROLE_MESSAGES,
  ZAssignPermissionsRequest,
  ZPermissionTreeNode,
  ZRoleForm,
  ZRoleIdQuery,
  ZRolePageQuery,
  ZRolePermissionIds,
  ZRoleRow,
  ZUpdateRoleRequest,
} from '../roles';
import { idsQuery } from '../users';

const read = Permission.roleRead;
const manage = Permission.roleManage;

/** 角色管理 (B12): roles and the navigation entries each holds. */
export const rolesApi = {
  page: endpoint({
    method: 'GET',
    path: '/api/role/GetRolePage',
    access: read,
    summary: "The platform's roles (read-only for a school) and the school's own",
    query: ZRolePageQuery,
    response: page(ZRoleRow),
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/role/Add',
    access: manage,
    summary: 'Add a role to the school (the platform administrator: to any school or the platform)',
    body: ZRoleForm,
    response: z.object({ Id: z.number().int() }),
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/role/Update',
    access: manage,
    summary: 'Edit a role',
    body: ZUpdateRoleRequest,
    response: z.null(),
    resource: 'role',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/role/Delete',
    access: manage,
    summary: 'Delete roles nobody holds: ids in the query (?ids=1,2 or ?id=1, B15)',
    query: idsQuery(ROLE_MESSAGES.selectToDelete),
    response: z.null(),
    resource: 'role',
  }),
  permissionIds: endpoint({
    method: 'GET',
    path: '/api/role/GetPermissionIdByRoleId',
    access: read,
    summary: 'The navigation entries (menus, pages, buttons) a role holds',
    query: ZRoleIdQuery,
    response: ZRolePermissionIds,
  }),
  assign: endpoint({
    method: 'POST',
    path: '/api/role/Assign',
    access: manage,
    summary: "Set a role's navigation entries; its users see the change at their next request",
    body: ZAssignPermissionsRequest,
    response: z.null(),
  }),
  permissionTree: endpoint({
    method: 'GET',
    path: '/api/permission/getpermissiontree',
    access: read,
    summary: 'The navigation tree for assigning entries to roles (a school: the entries it holds)',
    response: ZPermissionTreeNode,
  }),
};
