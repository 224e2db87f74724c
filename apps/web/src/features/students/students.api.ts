import type { TPage, TStudentRow } from '@kg/contracts';
import { http } from '../../api/http';
import type { TPaging } from '../../components/list/usePagedList';

/** ClassId 0 = every class the user may see (全园 for administrators). */
export type TStudentFilters = { ClassId: number; Name: string };

export const studentKeys = { page: ['students', 'page'] as const };

export function findStudentPage(query: TStudentFilters & TPaging, signal: AbortSignal) {
  return http.get<TPage<TStudentRow>>('/api/back/Student/GetStudentPage', query, { signal });
}
