import { API } from '@kg/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { queryKeyOf } from '../../api/queries';
import { isRenderMode } from '../framework/reportWindow';

/** The weekly menu's one data call (the only call its render token allows). */
export function useWeeklyMenu(weekStart: string | null) {
  return useQuery({
    queryKey: queryKeyOf(API.mealMenus.print, { WeekStart: weekStart ?? '' }),
    enabled: weekStart !== null,
    queryFn: ({ signal }) =>
      http.request(
        API.mealMenus.print,
        { WeekStart: weekStart ?? '' },
        { signal, quiet: true, background: isRenderMode() },
      ),
  });
}
