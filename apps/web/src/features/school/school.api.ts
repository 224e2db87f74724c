import type { TClassOption, TOption } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';

const BASE = '/api/back/SchoolInfo';

export const schoolKeys = {
  studyYears: ['school', 'study-years'] as const,
  grades: (studyYearId?: number) => ['school', 'grades', studyYearId ?? null] as const,
  classes: (studyYearId?: number, gradeId?: number) =>
    ['school', 'classes', studyYearId ?? null, gradeId ?? null] as const,
};

/** Option lists change rarely; keep them for five minutes. */
const OPTIONS_STALE_MS = 5 * 60_000;

export function useStudyYearOptions() {
  return useQuery({
    queryKey: schoolKeys.studyYears,
    queryFn: ({ signal }) => http.get<TOption[]>(`${BASE}/GetStudyYearSelect`, undefined, { signal }),
    staleTime: OPTIONS_STALE_MS,
  });
}

export function useGradeOptions(studyYearId?: number) {
  return useQuery({
    queryKey: schoolKeys.grades(studyYearId),
    queryFn: ({ signal }) =>
      http.get<TOption[]>(`${BASE}/GetGradeSelect`, { StudyYearId: studyYearId }, { signal }),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** Classes the user may see; for administrators the server puts 全园 (id 0) first (B02). */
export function useClassOptions(studyYearId?: number, gradeId?: number) {
  return useQuery({
    queryKey: schoolKeys.classes(studyYearId, gradeId),
    queryFn: ({ signal }) =>
      http.get<TClassOption[]>(
        `${BASE}/GetClassSelect`,
        { StudyYearId: studyYearId, GradeId: gradeId },
        { signal },
      ),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** antd Select options from the server's {Id, Name} pairs. */
export const toSelectOptions = (options: TOption[] | undefined) =>
  (options ?? []).map((option) => ({ value: option.Id, label: option.Name }));
