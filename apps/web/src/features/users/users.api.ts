import {
  API,
  type TAddUserRequest,
  type TAssignClassRolesRequest,
  type TUpdateUserRequest,
} from '@kg/contracts';
import { http } from '../../api/http';
import { pagedEndpoint, useEndpoint } from '../../api/queries';
import { useSaving } from '../../api/useSaving';
import type { TPaging } from '../../components/list/usePagedList';

/** List filters; SchoolId only for the platform administrator (0: their own school). */
export type TUserFilters = { Name: string; RoleId?: number; Status?: 0 | 1; SchoolId?: number };

/** The user list (its key and its pages). */
export const userPage = pagedEndpoint(API.users.page);

export function findUserPage(query: TUserFilters & TPaging, signal: AbortSignal) {
  return userPage.fetchPage(query, signal);
}

/** Roles a login of the school may be given. */
export function useRoleOptions(schoolId?: number, enabled = true) {
  return useEndpoint(API.users.roleSelect, { SchoolId: schoolId || undefined }, { enabled });
}

/** Active logins of the school (a teacher's login, 教师管理). */
export function useLoginOptions(enabled = true) {
  return useEndpoint(API.users.select, undefined, { enabled });
}

export function useUserDetail(id: number | null) {
  return useEndpoint(API.users.detail, { Id: id ?? 0 }, { enabled: id !== null });
}

export function useClassRoles(id: number | null) {
  return useEndpoint(API.users.classRoles, { Id: id ?? 0 }, { enabled: id !== null });
}

/**
 * A login shows in the user list, in the role list's user counts and, by its account, in the
 * teachers' list; the signed-in user's own name also in the profile.
 */
const USER_WRITES = ['users', 'roles', 'teachers'] as const;

export const useAddUser = () =>
  useSaving((body: TAddUserRequest) => http.request(API.users.add, body), USER_WRITES);

export const useUpdateUser = () =>
  useSaving((body: TUpdateUserRequest) => http.request(API.users.update, body), [...USER_WRITES, 'profile']);

/** No password: the server generates one and answers it once. */
export const useResetPassword = () =>
  useSaving(
    (body: { Id: number; Password?: string }) => http.request(API.users.resetPassword, body),
    ['users'],
  );

export const useSetUserStatus = () =>
  useSaving((body: { Id: number; Status: 0 | 1 }) => http.request(API.users.setStatus, body), USER_WRITES);

export const useAssignUserRoles = () =>
  useSaving(
    (body: { Id: number; RoleIds: number[] }) => http.request(API.users.assignRoles, body),
    USER_WRITES,
  );

/** The classes' staff change: the class list and the teachers' classes follow. */
export const useAssignClassRoles = () =>
  useSaving(
    (body: TAssignClassRolesRequest) => http.request(API.users.assignClassRoles, body),
    ['users', 'classes', 'teachers'],
  );

/** B15: the ids travel in the query string. */
export const useDeleteUsers = () =>
  useSaving((ids: number[]) => http.request(API.users.remove, { ids: ids.join(',') }), USER_WRITES);
