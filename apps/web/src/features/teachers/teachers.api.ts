import { API, type TTeacherForm } from '@kg/contracts';
import { http } from '../../api/http';
import { pagedEndpoint, useEndpoint } from '../../api/queries';
import { useSaving } from '../../api/useSaving';
import type { TPaging } from '../../components/list/usePagedList';

export type TTeacherFilters = { Name: string };

/** The teacher list (its key and its pages). */
export const teacherPage = pagedEndpoint(API.teachers.page);

export function findTeacherPage(query: TTeacherFilters & TPaging, signal: AbortSignal) {
  return teacherPage.fetchPage(query, signal);
}

/** Teachers to pick as class staff. */
export function useTeacherOptions(enabled = true) {
  return useEndpoint(API.teachers.select, undefined, { enabled });
}

export function useTeacherDetail(id: number | null) {
  return useEndpoint(API.teachers.detail, { Id: id ?? 0 }, { enabled: id !== null });
}

/** A teacher shows in the teacher list and options, in the classes' staff, and in the users' logins. */
const TEACHER_WRITES = ['teachers', 'classes', 'users'] as const;

export const useSaveTeacher = () =>
  useSaving(
    (body: TTeacherForm & { Id?: number }) =>
      body.Id
        ? http.request(API.teachers.update, { ...body, Id: body.Id }).then(() => null)
        : http.request(API.teachers.add, body),
    TEACHER_WRITES,
  );

export const useDeleteTeachers = () =>
  useSaving((Ids: number[]) => http.request(API.teachers.remove, { Ids }), TEACHER_WRITES);
