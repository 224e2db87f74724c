import { footprintDataQuery, type TFootprintInfo, truthy, ZFootprintInfo } from '@kg/contracts';
import { isAutoMode } from '../framework/autoMode';

export type TFootprintQueryState = {
  info: TFootprintInfo;
  /** G42: one record's page(s) only */
  preview: boolean;
  /** G44, DECISIONS 39: only finished pages */
  limit: boolean;
  /** G45, DECISIONS 16: Type 1 at the top level or inside info (generate, store, close) */
  auto: boolean;
  /** the data call's query, exactly as the PDF engine grants it (contracts footprintDataQuery) */
  dataQuery: Record<string, string>;
};

/** `info` is escaped JSON (G41): an object, or nothing readable. */
function parseInfo(raw: string | null): TFootprintInfo | null {
  if (!raw) return null;
  try {
    const parsed = ZFootprintInfo.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Reads /growingFootprintReport's query (G41-G45): info, limit as a boolean, Type. Null when
 * the info is missing or broken: the page then says so instead of asking the server.
 */
export function readFootprintQuery(search: URLSearchParams): TFootprintQueryState | null {
  const rawInfo = search.get('info');
  const info = parseInfo(rawInfo);
  const limit = search.get('limit');
  const dataQuery = footprintDataQuery({ info: rawInfo ?? undefined, limit: limit ?? undefined });
  if (!info || !dataQuery) return null;
  return {
    info,
    preview: truthy(info.isPreview),
    limit: truthy(limit),
    auto: isAutoMode(search),
    dataQuery,
  };
}
