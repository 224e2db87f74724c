import { API } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { queryKeyOf } from '../../api/queries';
import { isRenderMode } from '../framework/reportWindow';

export type TThemeChildParams = { StudentId: number; ThemeId: number; ThemeMapId: number };

/** The report's one data call, with exactly the values its render token allows; quiet like every report's. */
export function useThemeChildReport(params: TThemeChildParams | null) {
  const input = params ?? { StudentId: 0, ThemeId: 0, ThemeMapId: 0 };
  return useQuery({
    queryKey: queryKeyOf(API.themeScoring.child, input),
    enabled: params !== null,
    queryFn: ({ signal }) =>
      http.request(API.themeScoring.child, input, { signal, quiet: true, background: isRenderMode() }),
  });
}

/** E52's query: CustomerId, ThemeId and ThemeMapId (the other fields are for the legacy page's header). */
export function childReportParams(search: URLSearchParams): TThemeChildParams | null {
  const read = (key: string) => {
    const n = Number(search.get(key));
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  const StudentId = read('CustomerId');
  const ThemeId = read('ThemeId');
  const ThemeMapId = read('ThemeMapId');
  return StudentId && ThemeId && ThemeMapId ? { StudentId, ThemeId, ThemeMapId } : null;
}
