/**
 * Pure rules about tokens and their clocks, kept apart from storage so they can be
 * tested with plain numbers (A38, A39, P03, DECISIONS 38).
 */

/** `expires_in` and `refresh_expires_in` are seconds; stored moments are ms timestamps. */
export function expiryFromNow(now: number, seconds: number): number {
  return now + seconds * 1000;
}

/** Parses a stored timestamp; anything unreadable counts as already past. */
export function parseMoment(raw: string | null): number {
  if (!raw) return 0;
  const n = Number(raw);
  if (Number.isFinite(n)) return n;
  // Older clients stored a date string; accept it rather than logging the user out.
  const parsed = Date.parse(raw);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** The header value, only while a token exists and has not expired (A38). */
export function bearerHeader(token: string | null, tokenExpire: number, now: number): string | null {
  if (!token) return null;
  if (!(tokenExpire > now)) return null;
  return `Bearer ${token}`;
}

/** `refreshtime` marks the end of the window in which a refresh is still allowed. */
export function canRefresh(token: string | null, refreshTime: number, now: number): boolean {
  return Boolean(token) && refreshTime > now;
}

/**
 * Whether the stored session can still open protected pages: a live token, or one that
 * can be refreshed on its first 401.
 */
export function hasUsableSession(
  token: string | null,
  tokenExpire: number,
  refreshTime: number,
  now: number,
): boolean {
  if (!token) return false;
  return tokenExpire > now || refreshTime > now;
}
