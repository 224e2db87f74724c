import { API, REPORT_ROUTES, type TClassForm, type TPromoteClassRequest } from '@kg/contracts';
import { http } from '../../api/http';
import { pagedEndpoint, useEndpoint } from '../../api/queries';
import { useSaving } from '../../api/useSaving';
import type { TPaging } from '../../components/list/usePagedList';

export type TClassFilters = { StudyYearId?: number; GradeId?: number; Name: string };

/** The class's 幼儿名册: a standalone report opened from the class list. */
export const ROSTER_PATH = REPORT_ROUTES.classRoster;

export const rosterUrl = (classId: number) => `${ROSTER_PATH}?ClassId=${classId}`;

/** The class list (its key and its pages). */
export const classPage = pagedEndpoint(API.classes.page);

export function findClassPage(query: TClassFilters & TPaging, signal: AbortSignal) {
  return classPage.fetchPage(query, signal);
}

/** One class for its edit form (null: a new class). */
export function useClassDetail(id: number | null) {
  return useEndpoint(API.classes.detail, { Id: id ?? 0 }, { enabled: id !== null });
}

/** A class shows in the class lists and selects, and in the children's and teachers' lists. */
const CLASS_WRITES = ['classes', 'students', 'teachers'] as const;

export const useSaveClass = () =>
  useSaving(
    (body: TClassForm & { Id?: number }) =>
      body.Id
        ? http.request(API.classes.update, { ...body, Id: body.Id }).then(() => null)
        : http.request(API.classes.add, body),
    CLASS_WRITES,
  );

export const useDeleteClasses = () =>
  useSaving((Ids: number[]) => http.request(API.classes.remove, { Ids }), CLASS_WRITES);

export const usePromoteClass = () =>
  useSaving((body: TPromoteClassRequest) => http.request(API.classes.promote, body), CLASS_WRITES);
