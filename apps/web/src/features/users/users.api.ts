import type {
  TAddUserRequest,
  TAssignClassRolesRequest,
  TIssuedPassword,
  TPage,
  TRoleOption,
  TUpdateUserRequest,
  TUserClassRoles,
  TUserDetail,
  TUserRow,
} from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { useSaving } from '../../api/useSaving';
import type { TPaging } from '../../components/list/usePagedList';

const BASE = '/api/user';

/** List filters; SchoolId only for the platform administrator (0: their own school). */
export type TUserFilters = { Name: string; RoleId?: number; Status?: 0 | 1; SchoolId?: number };

export const userKeys = {
  page: ['users', 'page'] as const,
  roles: (schoolId?: number) => ['users', 'role-options', schoolId ?? 0] as const,
  detail: (id: number | null) => ['users', 'detail', id] as const,
  classRoles: (id: number | null) => ['users', 'class-roles', id] as const,
};

export function findUserPage(query: TUserFilters & TPaging, signal: AbortSignal) {
  return http.get<TPage<TUserRow>>(`${BASE}/GetUserPage`, query, { signal });
}

/** Roles a login of the school may be given. */
export function useRoleOptions(schoolId?: number, enabled = true) {
  return useQuery({
    queryKey: userKeys.roles(schoolId),
    queryFn: ({ signal }) =>
      http.get<TRoleOption[]>(`${BASE}/GetRoleSelect`, { SchoolId: schoolId || undefined }, { signal }),
    enabled,
  });
}

export function useUserDetail(id: number | null) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => http.get<TUserDetail>(`${BASE}/GetUserDetail`, { Id: id }, { signal }),
    enabled: id !== null,
  });
}

export function useClassRoles(id: number | null) {
  return useQuery({
    queryKey: userKeys.classRoles(id),
    queryFn: ({ signal }) => http.get<TUserClassRoles>(`${BASE}/GetClassRoles`, { Id: id }, { signal }),
    enabled: id !== null,
  });
}

export const useAddUser = () =>
  useSaving((body: TAddUserRequest) => http.post<TIssuedPassword>(`${BASE}/Add`, body));

export const useUpdateUser = () =>
  useSaving((body: TUpdateUserRequest) => http.post<null>(`${BASE}/Update`, body));

/** No password: the server generates one and answers it once. */
export const useResetPassword = () =>
  useSaving((body: { Id: number; Password?: string }) =>
    http.post<TIssuedPassword>(`${BASE}/ResetPassword`, body),
  );

export const useSetUserStatus = () =>
  useSaving((body: { Id: number; Status: 0 | 1 }) => http.post<null>(`${BASE}/SetStatus`, body));

export const useAssignUserRoles = () =>
  useSaving((body: { Id: number; RoleIds: number[] }) => http.post<null>(`${BASE}/AssignRoles`, body));

export const useAssignClassRoles = () =>
  useSaving((body: TAssignClassRolesRequest) => http.post<null>(`${BASE}/AssignClassRoles`, body));

/** B15: the ids travel in the query string. */
export const useDeleteUsers = () =>
  useSaving((ids: number[]) => http.del<null>(`${BASE}/Delete`, { ids: ids.join(',') }));
