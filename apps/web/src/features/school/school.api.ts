import { API, type TOption } from '@kg/contracts';
import { useEndpoint } from '../../api/queries';

/** Option lists change rarely; keep them for five minutes. */
const OPTIONS_STALE_MS = 5 * 60_000;

export function useStudyYearOptions() {
  return useEndpoint(API.schoolInfo.studyYearSelect, undefined, { staleTime: OPTIONS_STALE_MS });
}

export function useGradeOptions(studyYearId?: number) {
  return useEndpoint(
    API.schoolInfo.gradeSelect,
    { StudyYearId: studyYearId },
    { staleTime: OPTIONS_STALE_MS },
  );
}

/** Classes the user may see; for administrators the server puts 全园 (id 0) first (B02). */
export function useClassOptions(studyYearId?: number, gradeId?: number) {
  return useEndpoint(
    API.classes.select,
    { StudyYearId: studyYearId, GradeId: gradeId },
    { staleTime: OPTIONS_STALE_MS },
  );
}

/** antd Select options from the server's {Id, Name} pairs. */
export const toSelectOptions = (options: TOption[] | undefined) =>
  (options ?? []).map((option) => ({ value: option.Id, label: option.Name }));
