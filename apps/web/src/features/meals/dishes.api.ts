import { API, type TDishFilter, type TDishForm, type TDishUpdate } from '@kg/contracts';
import { http } from '../../api/http';
import { pagedEndpoint, useEndpoint } from '../../api/queries';
import { useSaving } from '../../api/useSaving';
import type { TPaging } from '../../components/list/usePagedList';

export type TDishFilters = { Keyword: string; Kind?: string; Status: TDishFilter['Status'] };

export const dishPage = pagedEndpoint(API.dishes.page);

export function findDishPage(query: TDishFilters & TPaging, signal: AbortSignal) {
  return dishPage.fetchPage(query as Parameters<typeof dishPage.fetchPage>[0], signal);
}

export function useDish(id: number | null) {
  return useEndpoint(API.dishes.detail, { Id: id ?? 0 }, { enabled: Boolean(id) });
}

/** The active dishes for the menu's picker. */
export const useDishOptions = () => useEndpoint(API.dishes.options, undefined);

/** The food library's picker: the active foods matching what was typed. */
export function useFoodSearch(keyword: string) {
  return useEndpoint(API.foods.page, { Keyword: keyword, Status: 'active', PageIndex: 1, PageSize: 30 });
}

// A menu shows its dishes' foods: a dish change refetches the menus too.
const WRITES = ['dishes', 'mealMenus'] as const;

export const useAddDish = () => useSaving((body: TDishForm) => http.request(API.dishes.add, body), WRITES);
export const useUpdateDish = () =>
  useSaving((body: TDishUpdate) => http.request(API.dishes.update, body), WRITES);
export const useRetireDish = () =>
  useSaving((body: { Id: number; Value: boolean }) => http.request(API.dishes.setRetired, body), WRITES);
export const useDeleteDish = () => useSaving((Id: number) => http.request(API.dishes.remove, { Id }), WRITES);
