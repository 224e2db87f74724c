import { z } from 'zod';
import { ZIdQuery } from '../classes';
import { endpoint } from '../endpoint';
import { page } from '../envelope';
import { Permission } from '../permissions';
import { ZOption } from '../school';
import {
  idsQuery,
  USER_MESSAGES,
  ZAddUserRequest,
  ZAssignClassRolesRequest,
  ZAssignUserRolesRequest,
  ZIssuedPassword,
  ZResetPasswordRequest,
  ZRoleOption,
  ZSchoolQuery,
  ZSetUserStatusRequest,
  ZUpdateUserRequest,
  ZUserClassRoles,
  ZUserDetail,
  ZUserPageQuery,
  ZUserRow,
} from '../users';

const read = Permission.userRead;
const manage = Permission.userManage;

/** 用户管理 (C10): the school's logins, their roles and their classes. */
export const usersApi = {
  page: endpoint({
    method: 'GET',
    path: '/api/user/GetUserPage',
    access: read,
    summary: 'Logins of the school: search by account, name or phone; role and status filters',
    query: ZUserPageQuery,
    response: page(ZUserRow),
  }),
  select: endpoint({
    method: 'GET',
    path: '/api/user/GetUserSelect',
    access: read,
    summary: 'Active logins of the school (to bind a teacher)',
    response: z.array(ZOption),
  }),
  roleSelect: endpoint({
    method: 'GET',
    path: '/api/user/GetRoleSelect',
    access: read,
    summary: "Roles a login may be given: the platform's and the school's own",
    query: ZSchoolQuery,
    response: z.array(ZRoleOption),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/user/GetUserDetail',
    access: read,
    summary: 'A login for the edit form',
    query: ZIdQuery,
    response: ZUserDetail,
    resource: 'user',
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/user/Add',
    access: manage,
    summary: 'Add a login with roles; answers its generated password once',
    body: ZAddUserRequest,
    response: ZIssuedPassword,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/user/Update',
    access: manage,
    summary: "Edit a login's account, name and phone",
    body: ZUpdateUserRequest,
    response: z.null(),
    resource: 'user',
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/user/ResetPassword',
    access: manage,
    summary: 'Set a password (given, or generated and answered once); the person is signed out everywhere',
    body: ZResetPasswordRequest,
    response: ZIssuedPassword,
    resource: 'user',
  }),
  setStatus: endpoint({
    method: 'POST',
    path: '/api/user/SetStatus',
    access: manage,
    summary: '停用 (0) or 启用 (1) a login; a disabled login is signed out at once',
    body: ZSetUserStatusRequest,
    response: z.null(),
    resource: 'user',
  }),
  assignRoles: endpoint({
    method: 'POST',
    path: '/api/user/AssignRoles',
    access: manage,
    summary: "Replace a login's roles",
    body: ZAssignUserRolesRequest,
    response: z.null(),
    resource: 'user',
  }),
  classRoles: endpoint({
    method: 'GET',
    path: '/api/user/GetClassRoles',
    access: read,
    summary: "The classes of the current year and the login's teacher's role in each",
    query: ZIdQuery,
    response: ZUserClassRoles,
    resource: 'user',
  }),
  assignClassRoles: endpoint({
    method: 'POST',
    path: '/api/user/AssignClassRoles',
    access: manage,
    summary: 'Set the classes the login works in as 班主任 (head), 配班 (teacher) or 保育 (care)',
    body: ZAssignClassRolesRequest,
    response: z.null(),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/user/Delete',
    access: manage,
    summary: 'Delete logins: ids in the query (?ids=1,2 or ?id=1, B15); kept as deleted, records stay',
    query: idsQuery(USER_MESSAGES.selectToDelete),
    response: z.null(),
    resource: 'user',
  }),
};
