import { type TDietaryReportQuery, ZDietaryReportQuery } from '@kg/contracts';

/** The data call's query exactly as the PDF engine grants it (the server's report definition). */
export type TDietaryDataQuery = { StartDate: string; EndDate: string; SchoolId?: string };

/**
 * Reads /Report?StartDate&EndDate (K01; SchoolId when the link names one). Null when the period
 * is unusable: the page says so; the server's own checks (a start in the future) answer 400.
 */
export function readDietaryQuery(search: URLSearchParams): TDietaryDataQuery | null {
  const fields = Object.fromEntries(search.entries());
  const parsed = ZDietaryReportQuery.safeParse(fields);
  if (!parsed.success) return null;
  const q: TDietaryReportQuery = parsed.data;
  return {
    StartDate: q.StartDate,
    EndDate: q.EndDate,
    ...(q.SchoolId === undefined ? {} : { SchoolId: String(q.SchoolId) }),
  };
}

/** The report's link for a period (the launch page's 查看报告). */
export const dietaryReportSearch = (start: string, end: string) =>
  `?${new URLSearchParams({ StartDate: start, EndDate: end }).toString()}`;
