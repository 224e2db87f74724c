import type { TPage, TUserRow } from '@kg/contracts';
import { http } from '../../api/http';
import type { TPaging } from '../../components/list/usePagedList';

export type TUserFilters = { Name: string };

export const userKeys = { page: ['users', 'page'] as const };

export function findUserPage(query: TUserFilters & TPaging, signal: AbortSignal) {
  return http.get<TPage<TUserRow>>('/api/user/GetUserPage', query, { signal });
}
