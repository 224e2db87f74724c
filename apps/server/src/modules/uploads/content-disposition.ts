/** A file name without control characters, slashes or quotes, at most 200 characters. */
export function cleanFileName(name: string): string {
  const chars = [...(name || 'file')].map((c) => (c.charCodeAt(0) < 32 || '\\/"'.includes(c) ? '_' : c));
  return chars.join('').slice(0, 200);
}

/**
 * A Content-Disposition that carries a Chinese file name safely: an ASCII fallback in
 * `filename` and the real name in `filename*` (RFC 6266 / 5987), nothing unquoted.
 */
export function contentDisposition(
  type: 'attachment' | 'inline',
  name: string,
  fallback = 'download',
): string {
  const clean = cleanFileName(name);
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 ? clean.slice(dot).replace(/[^.\w]/g, '') : '';
  const ascii = /^[\x20-\x7e]+$/.test(clean) ? clean : `${fallback}${ext}`;
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
