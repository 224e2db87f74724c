import type { TClassDetail, TClassForm, TClassRow, TPage, TPromoteClassRequest } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { useSaving } from '../../api/useSaving';
import type { TPaging } from '../../components/list/usePagedList';

export type TClassFilters = { StudyYearId?: number; GradeId?: number; Name: string };

export const classKeys = {
  page: ['classes', 'page'] as const,
  roster: (classId: number) => ['classes', 'roster', classId] as const,
};

/** The printable roster of a class: a standalone page opened from the class list. */
export const ROSTER_PATH = '/Class/Roster';

export const rosterUrl = (classId: number) => `${ROSTER_PATH}?ClassId=${classId}`;

const CLASS_PAGE = '/api/back/SchoolInfo/GetClassPage';
/** The largest page the API serves (contracts ZPageQuery). */
const MAX_PAGE_SIZE = 200;

export function findClassPage(query: TClassFilters & TPaging, signal: AbortSignal) {
  return http.get<TPage<TClassRow>>(CLASS_PAGE, query, { signal });
}

/**
 * One class with its staff and head counts, or null when the user may not see it. The list
 * holds only the classes the user may see, so looking there never triggers a 404 toast.
 */
export async function getClass(classId: number, signal?: AbortSignal): Promise<TClassRow | null> {
  for (let PageIndex = 1; ; PageIndex += 1) {
    const page = await http.get<TPage<TClassRow>>(
      CLASS_PAGE,
      { PageIndex, PageSize: MAX_PAGE_SIZE },
      { signal },
    );
    const found = page.data.find((row) => row.Id === classId);
    if (found) return found;
    if (page.data.length < MAX_PAGE_SIZE || PageIndex * MAX_PAGE_SIZE >= page.dataCount) return null;
  }
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
