import type { TCreateStudyYearRequest, TStudyYearRow, TUpdateCycleRequest } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { useSaving } from '../../api/useSaving';

export const studyYearKeys = { list: ['study-years', 'list'] as const };

export function useStudyYears() {
  return useQuery({
    queryKey: studyYearKeys.list,
    queryFn: ({ signal }) =>
      http.get<TStudyYearRow[]>('/api/back/SchoolInfo/GetStudyYearList', undefined, { signal }),
  });
}

export const useCreateStudyYear = () =>
  useSaving((body: TCreateStudyYearRequest) =>
    http.post<{ Id: number }>('/api/back/SchoolInfo/AddStudyYear', body),
  );

export const useOpenCycle = () =>
  useSaving((CycleId: number) => http.post<null>('/api/back/Bs_Tenants/OpenCycleInfo', { CycleId }));

export const useUpdateCycle = () =>
  useSaving((body: TUpdateCycleRequest) => http.post<null>('/api/back/Bs_Tenants/UpdateCycleInfo', body));
