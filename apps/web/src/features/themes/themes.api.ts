import { API, type TAddThemeRequest, type TThemeTerm, type TUpdateThemeRequest } from '@kg/contracts';
import { http } from '../../api/http';
import { useEndpoint } from '../../api/queries';
import { useSaving } from '../../api/useSaving';

export type TThemeFilters = { CycleId?: number; GradeId?: number };

/** The term's themes with the page's choices (terms, grades): one request for the page. */
export const useThemeList = (filters: TThemeFilters) =>
  useEndpoint(API.themes.list, filters, { placeholderData: (previous) => previous });

export const useThemeLibrary = (GradeId: number | undefined, CycleId: number | undefined) =>
  useEndpoint(API.themes.library, { GradeId: GradeId ?? 0, CycleId }, { enabled: Boolean(GradeId) });

export const useThemeCopySources = (GradeId: number | undefined, CycleId: number | undefined) =>
  useEndpoint(
    API.themes.copySources,
    { GradeId: GradeId ?? 0, CycleId: CycleId ?? 0 },
    { enabled: Boolean(GradeId && CycleId) },
  );

export const useAddTheme = () =>
  useSaving((body: TAddThemeRequest) => http.request(API.themes.add, body), ['themes']);
export const useUpdateTheme = () =>
  useSaving((body: TUpdateThemeRequest) => http.request(API.themes.update, body), ['themes']);
export const useDeleteTheme = () =>
  useSaving((Id: number) => http.request(API.themes.remove, { Id }), ['themes']);
export const useSetThemeClasses = () =>
  useSaving(
    (body: { Id: number; ClassIds: number[] }) => http.request(API.themes.setClasses, body),
    ['themes'],
  );

/** The dates a new theme of `weeks` weeks suggests: from today (or the term's start) on, inside the term. */
export function suggestedDates(term: TThemeTerm, today: string, weeks: number): [string, string] {
  const start = today < term.StartDate || today > term.EndDate ? term.StartDate : today;
  const end = new Date(`${start}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + weeks * 7 - 1);
  const iso = end.toISOString().slice(0, 10);
  // ISO dates order as text: the earlier of the suggested end and the term's end.
  return [start, [iso, term.EndDate].sort()[0]!];
}
