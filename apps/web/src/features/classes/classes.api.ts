import type { TClassRow, TPage } from '@kg/contracts';
import { http } from '../../api/http';
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
