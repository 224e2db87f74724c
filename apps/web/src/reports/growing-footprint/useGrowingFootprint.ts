import { REPORT_DATA_PATHS, type TFootprint } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { isRenderMode } from '../framework/reportWindow';

/**
 * The booklet's one data call (G46), with exactly the query contracts' footprintDataQuery
 * computes: the values the PDF engine grants the print browser. Quiet: the report shows its
 * own failure state; in the print browser there is no session to refresh or end.
 */
export function useGrowingFootprint(dataQuery: Record<string, string> | null) {
  return useQuery({
    queryKey: ['reports', 'growing-footprint', dataQuery] as const,
    enabled: dataQuery !== null,
    queryFn: ({ signal }) =>
      http.get<TFootprint>(REPORT_DATA_PATHS.growingFootprint, dataQuery ?? {}, {
        signal,
        quiet: true,
        background: isRenderMode(),
      }),
  });
}
