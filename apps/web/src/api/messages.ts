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

/** A server refusal as its envelope carries it: the Chinese msg, and its error code (issue 15). */
export type TRefusal = { msg: string; code?: string; params?: Record<string, string> };

/** The part of i18next the refusal text needs (a fake in unit tests). */
export type TRefusalTranslator = {
  language: string;
  exists: (key: string) => boolean;
  /** i18next's `t`, whose keys are typed; an error code's key is read at run time */
  t: (...args: never[]) => unknown;
};

/**
 * The text to show for a server refusal: the translation of `errors.<code>` in the user's
 * language (en, es), else the server's msg; Chinese shows msg exactly as the server sent it.
 */
export function refusalText(refusal: TRefusal, i18n: TRefusalTranslator): string {
  if (!refusal.code || i18n.language.startsWith('zh')) return refusal.msg;
  const key = `errors.${refusal.code}`;
  const t = i18n.t as unknown as (key: string, values?: Record<string, string>) => string;
  return i18n.exists(key) ? t(key, refusal.params) : refusal.msg;
}
