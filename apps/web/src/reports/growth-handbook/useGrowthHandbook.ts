import { API } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { queryKeyOf } from '../../api/queries';
import { isRenderMode } from '../framework/reportWindow';
import type { THandbookDataQuery } from './handbookQuery';

/**
 * The handbook's one data call (H27), with exactly the query handbookQuery computes: the
 * values the PDF engine grants the print browser. Quiet: the report shows its own failure
 * state; in the print browser there is no session to refresh or end.
 */
export function useGrowthHandbook(dataQuery: THandbookDataQuery | null) {
  // Exactly the granted values, as strings (the server's schema reads them); null: not asked yet.
  const input = dataQuery ?? { Ids: '', studentId: '' };
  return useQuery({
    queryKey: queryKeyOf(API.processEvaluations.handbook, input),
    enabled: dataQuery !== null,
    queryFn: ({ signal }) =>
      http.request(API.processEvaluations.handbook, input, {
        signal,
        quiet: true,
        background: isRenderMode(),
      }),
  });
}
