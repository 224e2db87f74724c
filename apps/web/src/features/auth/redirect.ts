const LOGIN_PAGES = ['/login', '/hxlogin'];

/**
 * Where to go after login: the `redirect` query when it is a path inside this app,
 * otherwise '/'. Absolute or protocol-relative URLs are refused (no open redirect).
 */
export function safeRedirect(raw: string | null): string {
  if (!raw) return '/';
  const target = raw.trim();
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  const path = target.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (LOGIN_PAGES.includes(path)) return '/';
  return target;
}
