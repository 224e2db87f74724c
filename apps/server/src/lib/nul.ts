/**
 * Whether a parsed request value holds a NUL character (\u0000) anywhere: in a string, an
 * object's key, or any depth of arrays and objects. PostgreSQL text cannot hold one, so such a
 * value is refused at the edge instead of failing in the database (issue 14 item 17).
 */
export function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some(hasNul);
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item));
}
