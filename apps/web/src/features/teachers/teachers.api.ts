import type { TOption, TPage, TTeacherRow } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import type { TPaging } from '../../components/list/usePagedList';

export type TTeacherFilters = { Name: string };

export const teacherKeys = { page: ['teachers', 'page'] as const };

export function findTeacherPage(query: TTeacherFilters & TPaging, signal: AbortSignal) {
  return http.get<TPage<TTeacherRow>>('/api/back/TeacherInfo/GetTeacherPage', query, { signal });
}

/** Teachers to pick as class staff. */
export function useTeacherOptions(enabled = true) {
  return useQuery({
    queryKey: ['teachers', 'options'] as const,
    queryFn: ({ signal }) =>
      http.get<TOption[]>('/api/back/TeacherInfo/GetTeacherSelect', undefined, { signal }),
    enabled,
  });
}
