import type { TPage } from '@kg/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

export const PAGE_SIZES = [10, 20, 30, 40];

export type TPaging = { PageIndex: number; PageSize: number };

/**
 * Server-paged list state: filters, page and size live here; changing a filter goes back
 * to page 1. The previous page stays on screen while the next one loads.
 */
export function usePagedList<TRow, TFilters extends object>(options: {
  key: readonly unknown[];
  initialFilters: TFilters;
  fetchPage: (query: TFilters & TPaging, signal: AbortSignal) => Promise<TPage<TRow>>;
  enabled?: boolean;
  pageSize?: number;
}) {
  const [filters, setFiltersState] = useState<TFilters>(options.initialFilters);
  const [paging, setPaging] = useState<TPaging>({
    PageIndex: 1,
    PageSize: options.pageSize ?? PAGE_SIZES[0]!,
  });
  const query = { ...filters, ...paging };

  const result = useQuery({
    queryKey: [...options.key, query],
    queryFn: ({ signal }) => options.fetchPage(query, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });

  const rows = result.isError ? [] : (result.data?.data ?? []);
  const total = result.isError ? 0 : (result.data?.dataCount ?? 0);
  const refetch = () => void result.refetch();
  const setPage = (PageIndex: number, PageSize: number) =>
    setPaging((current) => ({ PageIndex: PageSize === current.PageSize ? PageIndex : 1, PageSize }));
  return {
    filters,
    paging,
    setFilters: (patch: Partial<TFilters>) => {
      setFiltersState((current) => ({ ...current, ...patch }));
      setPaging((current) => ({ ...current, PageIndex: 1 }));
    },
    resetFilters: () => {
      setFiltersState(options.initialFilters);
      setPaging((current) => ({ ...current, PageIndex: 1 }));
    },
    setPage,
    // A failed load shows an empty table, never stale rows (O17).
    rows,
    total,
    loading: result.isFetching,
    isError: result.isError,
    refetch,
    /** Everything <DataTable> needs from the list, to spread into it. */
    tableProps: {
      rows,
      total,
      loading: result.isFetching,
      isError: result.isError,
      paging,
      onPage: setPage,
      onRetry: refetch,
    },
  };
}
