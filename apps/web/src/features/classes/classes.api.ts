import type { TClassRow, TPage } from '@kg/contracts';
import { http } from '../../api/http';
import type { TPaging } from '../../components/list/usePagedList';

export type TClassFilters = { StudyYearId?: number; GradeId?: number; Name: string };

export const classKeys = { page: ['classes', 'page'] as const };

export function findClassPage(query: TClassFilters & TPaging, signal: AbortSignal) {
  return http.get<TPage<TClassRow>>('/api/back/SchoolInfo/GetClassPage', query, { signal });
}
