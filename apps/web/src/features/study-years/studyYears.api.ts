import type { TCreateStudyYearRequest, TStudyYearRow, TUpdateCycleRequest } from '@kg/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';

export const studyYearKeys = { list: ['study-years', 'list'] as const };

export function useStudyYears() {
  return useQuery({
    queryKey: studyYearKeys.list,
    queryFn: ({ signal }) =>
      http.get<TStudyYearRow[]>('/api/back/SchoolInfo/GetStudyYearList', undefined, { signal }),
  });
}

/** Every change here also changes the study-year, term and class selects elsewhere. */
function useInvalidating<TBody>(send: (body: TBody) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries(),
  });
}

export const useCreateStudyYear = () =>
  useInvalidating((body: TCreateStudyYearRequest) =>
    http.post<{ Id: number }>('/api/back/SchoolInfo/AddStudyYear', body),
  );

export const useOpenCycle = () =>
  useInvalidating((CycleId: number) => http.post<null>('/api/back/Bs_Tenants/OpenCycleInfo', { CycleId }));

export const useUpdateCycle = () =>
  useInvalidating((body: TUpdateCycleRequest) =>
    http.post<null>('/api/back/Bs_Tenants/UpdateCycleInfo', body),
  );
