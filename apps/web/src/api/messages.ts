/**
 * Maps a failed status to its catalogue entry (SPEC §8, O03-O13). The result is an i18n
 * key plus the status to append for the generic "request error" text.
 */
export type TFailureText = { key: string; suffix: string };

const KNOWN_STATUSES = new Set([401, 403, 404, 405, 415, 429, 500]);

export function failureForStatus(status: number): TFailureText {
  if (KNOWN_STATUSES.has(status)) return { key: `http.${status}`, suffix: '' };
  return { key: 'http.other', suffix: String(status) };
}
