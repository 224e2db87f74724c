import { API, type TSaveAttendanceRequest } from '@kg/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { http } from '../../api/http';
import { useEndpoint } from '../../api/queries';
import { useSaving } from '../../api/useSaving';

const E = API.attendance;

/** A class's day sheet (no day: the school's today). */
export const useClassDay = (ClassId: number, Day: string | undefined) =>
  useEndpoint(E.sheet, { ClassId, Day }, { enabled: ClassId > 0, refetchOnMount: 'always' });

/** Saves the day sheet; the sheet, the month and today's totals reload after it. */
export const useSaveClassDay = () =>
  useSaving((body: TSaveAttendanceRequest) => http.request(E.save, body), ['attendance']);

/** The month of every class the caller sees. */
export const useAttendanceMonth = (Month: string) =>
  useEndpoint(E.month, { Month }, { placeholderData: keepPreviousData });
