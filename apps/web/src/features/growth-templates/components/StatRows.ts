import { API, type TObservationRow, ZTemplateStaticQuery } from '@kg/contracts';

/**
 * Row spans for merged cells (F48): the first row of a run of consecutive rows with the same
 * key spans the run, the others span 0 (antd `onCell` → `rowSpan`).
 */
export function rowSpans<T>(rows: readonly T[], keyOf: (row: T) => string): number[] {
  const spans = new Array<number>(rows.length).fill(0);
  let start = 0;
  for (let i = 1; i <= rows.length; i += 1) {
    if (i === rows.length || keyOf(rows[i] as T) !== keyOf(rows[start] as T)) {
      spans[start] = i - start;
      start = i;
    }
  }
  return spans;
}

/**
 * F48: 维度 merges across equal consecutive values; 要素 too, but never across two dimensions
 * (the same element name under two dimensions stays two cells).
 */
export function observationSpans<T extends { OneName: string; TwoName: string }>(rows: readonly T[]) {
  return {
    dimension: rowSpans(rows, (r) => r.OneName),
    element: rowSpans(rows, (r) => `${r.OneName}\u0000${r.TwoName}`),
  };
}

export type TFrequencyShare = { often: number; sometimes: number; never: number; total: number };

/** A row's 经常/偶尔/从未 as percentages of its marks (0 each when nobody was marked). */
export function frequencyShare(row: Pick<TObservationRow, 'Often' | 'Sometimes' | 'Never'>): TFrequencyShare {
  const total = row.Often + row.Sometimes + row.Never;
  if (!total) return { often: 0, sometimes: 0, never: 0, total: 0 };
  const pct = (n: number) => Math.round((n / total) * 1000) / 10;
  return { often: pct(row.Often), sometimes: pct(row.Sometimes), never: pct(row.Never), total };
}

/** Column totals of the table. */
export function totals(rows: readonly Pick<TObservationRow, 'Often' | 'Sometimes' | 'Never'>[]) {
  return rows.reduce(
    (sum, r) => ({
      Often: sum.Often + r.Often,
      Sometimes: sum.Sometimes + r.Sometimes,
      Never: sum.Never + r.Never,
    }),
    { Often: 0, Sometimes: 0, Never: 0 },
  );
}

export type TStaticQuery = ReturnType<typeof ZTemplateStaticQuery.parse>;

/** F35: the statistics screen's query; null when TempId or TempDetailId is missing. */
export function readStaticQuery(search: string): TStaticQuery | null {
  const parsed = ZTemplateStaticQuery.safeParse(Object.fromEntries(new URLSearchParams(search)));
  return parsed.success ? parsed.data : null;
}

/** F51: the export's address with every parameter the server takes. */
export function exportHref(
  query: { TempId: number; TempDetailId: number; CycleId: number; StudyYearId: number },
  chosen: { ClassId: number; ClassName: string; GradeName: string; Title: string },
): string {
  const params = new URLSearchParams({
    GradeName: chosen.GradeName,
    ClassName: chosen.ClassName,
    Title: chosen.Title,
    TempId: String(query.TempId),
    TempDetailId: String(query.TempDetailId),
    CycleId: String(query.CycleId),
    StudyYearId: String(query.StudyYearId),
    ClassId: String(chosen.ClassId),
  });
  return `${API.growthStatistics.exportTable.path}?${params.toString()}`;
}
