import { API, type TMenuSave } from '@kg/contracts';
import { http } from '../../api/http';
import { useEndpoint } from '../../api/queries';
import { useSaving } from '../../api/useSaving';

export const useMenuWeek = (WeekStart: string) => useEndpoint(API.mealMenus.week, { WeekStart });

const WRITES = ['mealMenus', 'dishes'] as const;

export const useSaveWeek = () =>
  useSaving((body: TMenuSave) => http.request(API.mealMenus.save, body), WRITES);
export const useCopyLastWeek = () =>
  useSaving((WeekStart: string) => http.request(API.mealMenus.copyLastWeek, { WeekStart }), WRITES);
export const usePublishWeek = () =>
  useSaving((WeekStart: string) => http.request(API.mealMenus.publish, { WeekStart }), WRITES);
export const useWithdrawWeek = () =>
  useSaving((WeekStart: string) => http.request(API.mealMenus.withdraw, { WeekStart }), WRITES);
