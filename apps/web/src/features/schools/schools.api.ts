import {
  API,
  type TAddDayNumRequest,
  type TAddSchoolRequest,
  type TLoginBrand,
  type TSchoolForm,
  type TSchoolSettingsRequest,
  type TSchoolStatusRequest,
} from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { http } from '../../api/http';
import { pagedEndpoint, queryKeyOf, useEndpoint } from '../../api/queries';
import { useSaving } from '../../api/useSaving';
import type { TPaging } from '../../components/list/usePagedList';

export type TSchoolFilters = { Name: string; Region?: string; Status?: 0 | 1 };

/** The school list (its key and its pages). */
export const schoolPage = pagedEndpoint(API.schools.page);

export function findSchoolPage(query: TSchoolFilters & TPaging, signal: AbortSignal) {
  return schoolPage.fetchPage(query, signal);
}

/** Regions schools already use (the region select offers them; new text is allowed too). */
export function useRegions(enabled = true) {
  return useEndpoint(API.schools.regions, undefined, { enabled });
}

export function useSchoolDetail(id: number | null) {
  return useEndpoint(API.schools.detail, { Id: id ?? 0 }, { enabled: id !== null });
}

/**
 * A school's writes show in the school list, the detail and the platform's school picker
 * (all of the schools domain), and in 本园设置 and the branded login of that school.
 */
const SCHOOL_WRITES = ['schools'] as const;

export const useAddSchool = () =>
  useSaving((body: TAddSchoolRequest) => http.request(API.schools.add, body), SCHOOL_WRITES);

export const useUpdateSchool = () =>
  useSaving((body: TSchoolForm & { Id: number }) => http.request(API.schools.update, body), SCHOOL_WRITES);

export const useAddServiceDays = () =>
  useSaving((body: TAddDayNumRequest) => http.request(API.schools.addDays, body), SCHOOL_WRITES);

export const useSchoolStatus = () =>
  useSaving((body: TSchoolStatusRequest) => http.request(API.schools.setStatus, body), SCHOOL_WRITES);

export function useSchoolSettings() {
  return useEndpoint(API.schools.settings, undefined);
}

export const useSaveSchoolSettings = () =>
  useSaving((body: TSchoolSettingsRequest) => http.request(API.schools.saveSettings, body), SCHOOL_WRITES);

/** The branded login page of one school (/hxlogin?school=<id>): name, title, logo only. */
export function useLoginBrand(schoolId: number | null) {
  const input = { Id: schoolId ?? 0 };
  return useQuery({
    queryKey: queryKeyOf(API.schools.loginBrand, input),
    // Before sign-in: no token is sent or refreshed, and a failure shows nothing.
    queryFn: ({ signal }) =>
      http.request(API.schools.loginBrand, input, { signal, auth: false, background: true }),
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
