import type {
  TAddDayNumRequest,
  TAddSchoolRequest,
  TAddSchoolResponse,
  TLoginBrand,
  TPage,
  TSchoolDetail,
  TSchoolForm,
  TSchoolRow,
  TSchoolSettings,
  TSchoolSettingsRequest,
  TSchoolStatusRequest,
} from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { http } from '../../api/http';
import { useSaving } from '../../api/useSaving';
import type { TPaging } from '../../components/list/usePagedList';

const BASE = '/api/back/School';

export type TSchoolFilters = { Name: string; Region?: string; Status?: 0 | 1 };

export const schoolKeys = {
  page: ['schools', 'page'] as const,
  regions: ['schools', 'regions'] as const,
  detail: (id: number | null) => ['schools', 'detail', id] as const,
  settings: ['schools', 'settings'] as const,
  brand: (id: number | null) => ['schools', 'brand', id] as const,
};

export function findSchoolPage(query: TSchoolFilters & TPaging, signal: AbortSignal) {
  return http.get<TPage<TSchoolRow>>(`${BASE}/GetSchoolPage`, query, { signal });
}

/** Regions schools already use (the region select offers them; new text is allowed too). */
export function useRegions(enabled = true) {
  return useQuery({
    queryKey: schoolKeys.regions,
    queryFn: ({ signal }) => http.get<string[]>(`${BASE}/GetRegions`, undefined, { signal }),
    enabled,
  });
}

export function useSchoolDetail(id: number | null) {
  return useQuery({
    queryKey: schoolKeys.detail(id),
    queryFn: ({ signal }) => http.get<TSchoolDetail>(`${BASE}/GetSchoolDetail`, { Id: id }, { signal }),
    enabled: id !== null,
  });
}

export const useAddSchool = () =>
  useSaving((body: TAddSchoolRequest) => http.post<TAddSchoolResponse>(`${BASE}/AddSchool`, body));

export const useUpdateSchool = () =>
  useSaving((body: TSchoolForm & { Id: number }) => http.post<null>(`${BASE}/UpdateSchool`, body));

export const useAddServiceDays = () =>
  useSaving((body: TAddDayNumRequest) =>
    http.post<{ ServiceUntil: string; DaysLeft: number }>(`${BASE}/AddDayNum`, body),
  );

export const useSchoolStatus = () =>
  useSaving((body: TSchoolStatusRequest) => http.post<null>(`${BASE}/UpdateSchoolStatus`, body));

export function useSchoolSettings() {
  return useQuery({
    queryKey: schoolKeys.settings,
    queryFn: ({ signal }) => http.get<TSchoolSettings>(`${BASE}/GetSchoolSettings`, undefined, { signal }),
  });
}

export const useSaveSchoolSettings = () =>
  useSaving((body: TSchoolSettingsRequest) => http.post<null>(`${BASE}/UpdateSchoolSettings`, body));

/** The branded login page of one school (/hxlogin?school=<id>): name, title, logo only. */
export function useLoginBrand(schoolId: number | null) {
  return useQuery({
    queryKey: schoolKeys.brand(schoolId),
    queryFn: ({ signal }) =>
      http.get<TLoginBrand>(
        `${BASE}/GetLoginBrand`,
        { Id: schoolId },
        { signal, auth: false, background: true },
      ),
    enabled: schoolId !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** On /hxlogin?school=<id>: that school's name and login title (nothing when absent or unknown). */
export function useSchoolBrand(enabled: boolean): TLoginBrand | undefined {
  const [params] = useSearchParams();
  const id = Number(params.get('school'));
  return useLoginBrand(enabled && Number.isInteger(id) && id > 0 ? id : null).data;
}

/** The address of a school's branded login page. */
export const brandLoginUrl = (schoolId: number) => `${window.location.origin}/hxlogin?school=${schoolId}`;
