import { API, type TStudentForm, type TStudentRow } from '@kg/contracts';
import { http } from '../../api/http';
import { pagedEndpoint, useEndpoint } from '../../api/queries';
import { useSaving } from '../../api/useSaving';
import type { TPaging } from '../../components/list/usePagedList';

/** ClassId 0 = every class the user may see (全园 for administrators). */
export type TStudentFilters = { ClassId: number; Name: string };

/** The children's list (its key and its pages). */
export const studentPage = pagedEndpoint(API.students.page);

/** The largest page the API serves (contracts ZPageQuery). */
const MAX_PAGE_SIZE = 200;

export function findStudentPage(query: TStudentFilters & TPaging, signal: AbortSignal) {
  return studentPage.fetchPage(query, signal);
}

/** Every child in school of one class (a class the user may not see answers 404). */
export async function findClassStudents(classId: number, signal?: AbortSignal): Promise<TStudentRow[]> {
  const all: TStudentRow[] = [];
  for (let PageIndex = 1; ; PageIndex += 1) {
    const page = await http.request(
      API.students.page,
      { ClassId: classId, PageIndex, PageSize: MAX_PAGE_SIZE },
      { signal },
    );
    all.push(...page.data);
    if (page.data.length < MAX_PAGE_SIZE || all.length >= page.dataCount) return all;
  }
}

export function useStudentDetail(id: number | null) {
  return useEndpoint(API.students.detail, { Id: id ?? 0 }, { enabled: id !== null });
}

/**
 * A child shows in the children's list, in the classes' child counts, and in the screens
 * that list a class's children: growth records and observations, the questionnaire, the
 * physical exams.
 */
const STUDENT_WRITES = [
  'students',
  'classes',
  'growthRecords',
  'growthObservations',
  'questionnaire',
  'physicalExams',
] as const;

export const useSaveStudent = () =>
  useSaving(
    (body: TStudentForm & { Id?: number }) =>
      body.Id
        ? http.request(API.students.update, { ...body, Id: body.Id }).then(() => null)
        : http.request(API.students.add, body),
    STUDENT_WRITES,
  );

export const useMoveStudents = () =>
  useSaving(
    (body: { Ids: number[]; ClassId: number }) => http.request(API.students.moveClass, body),
    STUDENT_WRITES,
  );

export const useLeaveStudents = () =>
  useSaving((Ids: number[]) => http.request(API.students.leave, { Ids }), STUDENT_WRITES);
