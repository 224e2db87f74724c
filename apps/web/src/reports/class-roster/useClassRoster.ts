import { REPORT_DATA_PATHS, type TClassRosterReport } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { isRenderMode } from '../framework/reportWindow';

/**
 * The roster's one data call (the only call its render token allows). Quiet: the report shows
 * its own failure state; in the print browser there is no session to refresh or end.
 */
export function useClassRoster(classId: number | null) {
  return useQuery({
    queryKey: ['reports', 'class-roster', classId] as const,
    enabled: classId !== null,
    queryFn: ({ signal }) =>
      http.get<TClassRosterReport>(
        REPORT_DATA_PATHS.classRoster,
        { ClassId: classId },
        { signal, quiet: true, background: isRenderMode() },
      ),
  });
}
