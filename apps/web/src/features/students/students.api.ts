import type { TPage, TStudentRow } from '@kg/contracts';
import { http } from '../../api/http';
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
