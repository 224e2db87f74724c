import { API, type TCreateStudyYearRequest, type TUpdateCycleRequest } from '@kg/contracts';
import { http } from '../../api/http';
import { useEndpoint } from '../../api/queries';
import { useSaving } from '../../api/useSaving';

export function useStudyYears() {
  return useEndpoint(API.studyYears.list, undefined);
}

/**
 * Study years and terms show in the school's selects (years, terms, grades), the growth
 * records' terms and the questionnaire's terms.
 */
const STUDY_YEAR_WRITES = ['studyYears', 'schoolInfo', 'growthRecords', 'questionnaire'] as const;

export const useCreateStudyYear = () =>
  useSaving((body: TCreateStudyYearRequest) => http.request(API.studyYears.add, body), STUDY_YEAR_WRITES);

/** Opening a term also moves the current year, which orders the class roles of a user. */
export const useOpenCycle = () =>
  useSaving(
    (CycleId: number) => http.request(API.studyYears.openCycle, { CycleId }),
    [...STUDY_YEAR_WRITES, 'users'],
  );

export const useUpdateCycle = () =>
  useSaving((body: TUpdateCycleRequest) => http.request(API.studyYears.updateCycle, body), STUDY_YEAR_WRITES);
