import { API, type TAssignPermissionsRequest, type TRoleForm } from '@kg/contracts';
import { http } from '../../api/http';
import { pagedEndpoint, useEndpoint } from '../../api/queries';
import { useSaving } from '../../api/useSaving';
import type { TPaging } from '../../components/list/usePagedList';

export type TRoleFilters = { Name: string; SchoolId?: number };

/** The role list (its key and its pages). */
export const rolePage = pagedEndpoint(API.roles.page);

export function findRolePage(query: TRoleFilters & TPaging, signal: AbortSignal) {
  return rolePage.fetchPage(query, signal);
}

/** The navigation tree the caller may hand out (getpermissiontree). */
export function usePermissionTree(enabled: boolean) {
  return useEndpoint(API.roles.permissionTree, undefined, { enabled });
}

/** The entries a role holds (`data.PermissionIds`). */
export function useGrantedIds(roleId: number | null) {
  return useEndpoint(API.roles.permissionIds, { RoleId: roleId ?? 0 }, { enabled: roleId !== null });
}

/** A role shows in the role list and, by name, in the users' list and role options. */
const ROLE_WRITES = ['roles', 'users'] as const;

export const useSaveRole = () =>
  useSaving(
    (body: TRoleForm & { Id?: number }) =>
      body.Id
        ? http.request(API.roles.update, { ...body, Id: body.Id }).then(() => null)
        : http.request(API.roles.add, body),
    ROLE_WRITES,
  );

/** A role's entries change what its holders see: the navigation follows. */
export const useAssignPermissions = () =>
  useSaving(
    (body: TAssignPermissionsRequest) => http.request(API.roles.assign, body),
    ['roles', 'navigation'],
  );

/** B15: the ids travel in the query string. */
export const useDeleteRoles = () =>
  useSaving((ids: number[]) => http.request(API.roles.remove, { ids: ids.join(',') }), ROLE_WRITES);
