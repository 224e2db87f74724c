import {
  API,
  type TAddDayNumRequest,
  type TAddSchoolRequest,
  type TSchoolForm,
  type TSchoolSettingsRequest,
  type TSchoolStatusRequest,
} from '@kg/contracts';
import { http } from '../../api/http';
import { pagedEndpoint, useEndpoint } from '../../api/queries';
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

/** The address of a school's branded login page. */
export const brandLoginUrl = (schoolId: number) => `${window.location.origin}/hxlogin?school=${schoolId}`;
