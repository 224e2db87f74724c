import type { TPage, TStudentDetail, TStudentForm, TStudentRow } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { useSaving } from '../../api/useSaving';
import type { TPaging } from '../../components/list/usePagedList';

/** ClassId 0 = every class the user may see (全园 for administrators). */
export type TStudentFilters = { ClassId: number; Name: string };

export const studentKeys = { page: ['students', 'page'] as const };

const STUDENT_PAGE = '/api/back/Student/GetStudentPage';
/** The largest page the API serves (contracts ZPageQuery). */
const MAX_PAGE_SIZE = 200;

export function findStudentPage(query: TStudentFilters & TPaging, signal: AbortSignal) {
  return http.get<TPage<TStudentRow>>(STUDENT_PAGE, query, { signal });
}

/** Every child in school of one class (a class the user may not see answers 404). */
export async function findClassStudents(classId: number, signal?: AbortSignal): Promise<TStudentRow[]> {
  const all: TStudentRow[] = [];
  for (let PageIndex = 1; ; PageIndex += 1) {
    const page = await http.get<TPage<TStudentRow>>(
      STUDENT_PAGE,
      { ClassId: classId, PageIndex, PageSize: MAX_PAGE_SIZE },
      { signal },
    );
    all.push(...page.data);
    if (page.data.length < MAX_PAGE_SIZE || all.length >= page.dataCount) return all;
  }
}

export function useStudentDetail(id: number | null) {
  return useQuery({
    queryKey: ['students', 'detail', id] as const,
    queryFn: ({ signal }) =>
      http.get<TStudentDetail>('/api/back/Student/GetStudentDetail', { Id: id }, { signal }),
    enabled: id !== null,
  });
}

export const useSaveStudent = () =>
  useSaving((body: TStudentForm & { Id?: number }) =>
    body.Id
      ? http.post<null>('/api/back/Student/UpdateStudent', body)
      : http.post<{ Id: number }>('/api/back/Student/AddStudent', body),
  );

export const useMoveStudents = () =>
  useSaving((body: { Ids: number[]; ClassId: number }) =>
    http.post<null>('/api/back/Student/MoveClass', body),
  );

export const useLeaveStudents = () =>
  useSaving((Ids: number[]) => http.post<null>('/api/back/Student/LeaveSchool', { Ids }));
