import {
  API,
  FOOD_FILE_NAMES,
  pathOf,
  type TFoodFilter,
  type TFoodForm,
  type TFoodUpdate,
} from '@kg/contracts';
import { http } from '../../api/http';
import { pagedEndpoint, useEndpoint } from '../../api/queries';
import { downloadFile, uploadExcel } from '../../api/upload';
import { useSaving } from '../../api/useSaving';
import type { TPaging } from '../../components/list/usePagedList';
import { importAnswer, type TImportAnswer } from '../imports/imports.api';

export type TFoodFilters = {
  Keyword: string;
  Category?: string;
  Seasoning?: '' | '0' | '1';
  Status: TFoodFilter['Status'];
};

export const foodPage = pagedEndpoint(API.foods.page);

export function findFoodPage(query: TFoodFilters & TPaging, signal: AbortSignal) {
  return foodPage.fetchPage(query as Parameters<typeof foodPage.fetchPage>[0], signal);
}

export function useFood(id: number | null) {
  return useEndpoint(API.foods.detail, { Id: id ?? 0 }, { enabled: Boolean(id) });
}

// Dishes and menus (later slices) show foods too: a food change refetches them by domain.
const WRITES = ['foods'] as const;

export const useAddFood = () => useSaving((body: TFoodForm) => http.request(API.foods.add, body), WRITES);
export const useUpdateFood = () =>
  useSaving((body: TFoodUpdate) => http.request(API.foods.update, body), WRITES);
export const useFoodFlag = (which: 'setSeasoning' | 'setRetired') =>
  useSaving((body: { Id: number; Value: boolean }) => http.request(API.foods[which], body), WRITES);
export const useDeleteFood = () => useSaving((Id: number) => http.request(API.foods.remove, { Id }), WRITES);

/** The filtered list as .xlsx. */
export function exportFoods(filters: TFoodFilters) {
  const query = new URLSearchParams();
  if (filters.Keyword) query.set('Keyword', filters.Keyword);
  if (filters.Category) query.set('Category', filters.Category);
  if (filters.Seasoning) query.set('Seasoning', filters.Seasoning);
  query.set('Status', filters.Status);
  return downloadFile(`${pathOf(API.foods.export, undefined)}?${query}`, FOOD_FILE_NAMES.export);
}

/** Upload then import, every row or none. */
export async function importFoods(file: File): Promise<TImportAnswer> {
  const fileName = await uploadExcel(file);
  return importAnswer(await http.sendTo(API.foods.import, { fileName }, { silent: true }));
}
