import {
  REPORT_ROUTES,
  type TClassDetail,
  type TClassForm,
  type TClassRow,
  type TPage,
  type TPromoteClassRequest,
} from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { useSaving } from '../../api/useSaving';
import type { TPaging } from '../../components/list/usePagedList';

export type TClassFilters = { StudyYearId?: number; GradeId?: number; Name: string };

export const classKeys = {
  page: ['classes', 'page'] as const,
};

/** The class's 幼儿名册: a standalone report opened from the class list. */
export const ROSTER_PATH = REPORT_ROUTES.classRoster;

export const rosterUrl = (classId: number) => `${ROSTER_PATH}?ClassId=${classId}`;

const CLASS_PAGE = '/api/back/SchoolInfo/GetClassPage';

export function findClassPage(query: TClassFilters & TPaging, signal: AbortSignal) {
  return http.get<TPage<TClassRow>>(CLASS_PAGE, query, { signal });
}

/** One class for its edit form (null: a new class). */
export function useClassDetail(id: number | null) {
  return useQuery({
    queryKey: ['classes', 'detail', id] as const,
    queryFn: ({ signal }) =>
      http.get<TClassDetail>('/api/back/SchoolInfo/GetClassDetail', { Id: id }, { signal }),
    enabled: id !== null,
  });
}

export const useSaveClass = () =>
  useSaving((body: TClassForm & { Id?: number }) =>
    body.Id
      ? http.post<null>('/api/back/SchoolInfo/UpdateClass', body)
      : http.post<{ Id: number }>('/api/back/SchoolInfo/AddClass', body),
  );

export const useDeleteClasses = () =>
  useSaving((Ids: number[]) => http.post<null>('/api/back/SchoolInfo/DeleteClass', { Ids }));

export const usePromoteClass = () =>
  useSaving((body: TPromoteClassRequest) =>
    http.post<{ Id: number; StudentNum: number }>('/api/back/SchoolInfo/PromoteClass', body),
  );
