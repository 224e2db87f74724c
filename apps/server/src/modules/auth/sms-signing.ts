import { createHash, createHmac } from 'node:crypto';

/**
 * Request signing of the two SMS providers, as pure functions so they can be checked against
 * the providers' documented examples (sms-signing.test.ts).
 */

// ── Alibaba Cloud: RPC signature V1 (HMAC-SHA1) ─────────────────────────────────────

/** RFC 3986 encoding as Alibaba Cloud's POP wants it: space %20, * %2A, ~ kept. */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The parameters sorted by name and encoded, joined with & (the request's query as well). */
export function aliyunCanonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${aliyunPercentEncode(k)}=${aliyunPercentEncode(params[k] ?? '')}`)
    .join('&');
}

export function aliyunStringToSign(method: 'GET' | 'POST', params: Record<string, string>): string {
  return `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(aliyunCanonicalQuery(params))}`;
}

/** Base64 of HMAC-SHA1 over the string to sign, keyed with the secret followed by &. */
export function aliyunSignature(
  method: 'GET' | 'POST',
  params: Record<string, string>,
  secret: string,
): string {
  return createHmac('sha1', `${secret}&`).update(aliyunStringToSign(method, params)).digest('base64');
}

// ── Tencent Cloud: signature V3 (TC3-HMAC-SHA256) ───────────────────────────────────

export type TTc3Request = {
  secretId: string;
  secretKey: string;
  /** the product, e.g. sms; the first part of the domain */
  service: string;
  /** the Host header sent (and signed) */
  host: string;
  contentType: string;
  payload: string;
  /** Unix seconds; the credential's date is its UTC day */
  timestamp: number;
};

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** POST to /, no query, content-type and host signed, the payload's hash last. */
export function tc3CanonicalRequest(r: TTc3Request): string {
  return [
    'POST',
    '/',
    '',
    `content-type:${r.contentType}\nhost:${r.host}\n`,
    'content-type;host',
    sha256Hex(r.payload),
  ].join('\n');
}

export function tc3Date(timestamp: number): string {
  return new Date(timestamp * 1000).toISOString().slice(0, 10);
}

export function tc3StringToSign(r: TTc3Request): string {
  const scope = `${tc3Date(r.timestamp)}/${r.service}/tc3_request`;
  return ['TC3-HMAC-SHA256', String(r.timestamp), scope, sha256Hex(tc3CanonicalRequest(r))].join('\n');
}

/** The signing key is derived from the secret through the date, the service and "tc3_request". */
export function tc3Signature(r: TTc3Request): string {
  const secretDate = hmac(`TC3${r.secretKey}`, tc3Date(r.timestamp));
  const secretService = hmac(secretDate, r.service);
  const secretSigning = hmac(secretService, 'tc3_request');
  return createHmac('sha256', secretSigning).update(tc3StringToSign(r), 'utf8').digest('hex');
}

/** The Authorization header's value. */
export function tc3Authorization(r: TTc3Request): string {
  const scope = `${tc3Date(r.timestamp)}/${r.service}/tc3_request`;
  return `TC3-HMAC-SHA256 Credential=${r.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${tc3Signature(r)}`;
}
