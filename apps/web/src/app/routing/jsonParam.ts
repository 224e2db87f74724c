import type { z } from 'zod';

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * A page's parameters passed as escaped JSON in its query (the legacy `info=`, `dataInfo=`):
 * the first of `names` present, read by `schema`. URLSearchParams already undid one level of
 * escaping; a link escaped twice (copied from a message) is undone once more. null: missing or
 * not usable.
 */
export function readJsonParam<T>(
  search: string,
  names: readonly string[],
  schema: { safeParse: (value: unknown) => z.ZodSafeParseResult<T> },
): T | null {
  const query = new URLSearchParams(search);
  const raw = names.map((name) => query.get(name)).find((value) => value !== null);
  if (!raw) return null;
  for (const text of [raw, safeDecode(raw)]) {
    if (text === null) continue;
    try {
      const parsed = schema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // Not JSON at this level of escaping; try the next.
    }
  }
  return null;
}
