import type { TPage, TPermissionTreeNode, TRoleForm, TRoleRow, TUpdateRoleRequest } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { useSaving } from '../../api/useSaving';
import type { TPaging } from '../../components/list/usePagedList';

const BASE = '/api/role';

export type TRoleFilters = { Name: string; SchoolId?: number };

export const roleKeys = {
  page: ['roles', 'page'] as const,
  tree: ['roles', 'permission-tree'] as const,
  granted: (roleId: number | null) => ['roles', 'granted', roleId] as const,
};

export function findRolePage(query: TRoleFilters & TPaging, signal: AbortSignal) {
  return http.get<TPage<TRoleRow>>(`${BASE}/GetRolePage`, query, { signal });
}

/** The navigation tree the caller may hand out (getpermissiontree). */
export function usePermissionTree(enabled: boolean) {
  return useQuery({
    queryKey: roleKeys.tree,
    queryFn: ({ signal }) =>
      http.get<TPermissionTreeNode>('/api/permission/getpermissiontree', undefined, { signal }),
    enabled,
  });
}

export function useGrantedIds(roleId: number | null) {
  return useQuery({
    queryKey: roleKeys.granted(roleId),
    queryFn: ({ signal }) =>
      http
        .get<{ PermissionIds: number[] }>(`${BASE}/GetPermissionIdByRoleId`, { RoleId: roleId }, { signal })
        .then((r) => r.PermissionIds),
    enabled: roleId !== null,
  });
}

export const useSaveRole = () =>
  useSaving((body: TRoleForm & { Id?: number }) =>
    body.Id
      ? http.post<null>(`${BASE}/Update`, body as TUpdateRoleRequest)
      : http.post<{ Id: number }>(`${BASE}/Add`, body),
  );

export const useAssignPermissions = () =>
  useSaving((body: { RoleId: number; PermissionIds: number[] }) => http.post<null>(`${BASE}/Assign`, body));

/** B15: the ids travel in the query string. */
export const useDeleteRoles = () =>
  useSaving((ids: number[]) => http.del<null>(`${BASE}/Delete`, { ids: ids.join(',') }));
