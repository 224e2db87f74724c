import type { TPage, TTeacherRow } from '@kg/contracts';
import { http } from '../../api/http';
import type { TPaging } from '../../components/list/usePagedList';

export type TTeacherFilters = { Name: string };

export const teacherKeys = { page: ['teachers', 'page'] as const };

export function findTeacherPage(query: TTeacherFilters & TPaging, signal: AbortSignal) {
  return http.get<TPage<TTeacherRow>>('/api/back/TeacherInfo/GetTeacherPage', query, { signal });
}
