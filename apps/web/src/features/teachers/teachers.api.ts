import type { TOption, TPage, TTeacherDetail, TTeacherForm, TTeacherRow } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { useSaving } from '../../api/useSaving';
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

export function useTeacherDetail(id: number | null) {
  return useQuery({
    queryKey: ['teachers', 'detail', id] as const,
    queryFn: ({ signal }) =>
      http.get<TTeacherDetail>('/api/back/TeacherInfo/GetTeacherDetail', { Id: id }, { signal }),
    enabled: id !== null,
  });
}

export const useSaveTeacher = () =>
  useSaving((body: TTeacherForm & { Id?: number }) =>
    body.Id
      ? http.post<null>('/api/back/TeacherInfo/UpdateTeacher', body)
      : http.post<{ Id: number }>('/api/back/TeacherInfo/AddTeacher', body),
  );

export const useDeleteTeachers = () =>
  useSaving((Ids: number[]) => http.post<null>('/api/back/TeacherInfo/DeleteTeacher', { Ids }));
