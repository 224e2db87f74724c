import { API } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { queryKeyOf } from '../../api/queries';
import { isRenderMode } from '../framework/reportWindow';

/**
 * The roster's one data call (the only call its render token allows). Quiet: the report shows
 * its own failure state; in the print browser there is no session to refresh or end.
 */
export function useClassRoster(classId: number | null) {
  return useQuery({
    queryKey: queryKeyOf(API.reports.classRoster, { ClassId: classId ?? 0 }),
    enabled: classId !== null,
    queryFn: ({ signal }) =>
      http.request(
        API.reports.classRoster,
        { ClassId: classId ?? 0 },
        { signal, quiet: true, background: isRenderMode() },
      ),
  });
}
