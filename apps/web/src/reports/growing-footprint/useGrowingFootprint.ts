import { API } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { queryKeyOf } from '../../api/queries';
import { isRenderMode } from '../framework/reportWindow';

/**
 * The booklet's one data call (G46), with exactly the query contracts' footprintDataQuery
 * computes: the values the PDF engine grants the print browser. Quiet: the report shows its
 * own failure state; in the print browser there is no session to refresh or end.
 */
export function useGrowingFootprint(dataQuery: Record<string, string> | null) {
  // Exactly the granted values, as strings (the server's schema reads them); null: not asked yet.
  const input = { ...dataQuery, StudentId: dataQuery?.StudentId ?? '' };
  return useQuery({
    queryKey: queryKeyOf(API.growthRecords.footprint, input),
    enabled: dataQuery !== null,
    queryFn: ({ signal }) =>
      http.request(API.growthRecords.footprint, input, { signal, quiet: true, background: isRenderMode() }),
  });
}
