import {
  API,
  EXCEL_FILETYPE,
  type TEndpoint,
  type TEnvelope,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
} from '@kg/contracts';
import i18n from '../locales/i18n';
import type { TTextKey } from '../locales/resources';
import { ApiError, http, refusalOf } from './http';
import { failureForStatus } from './messages';
import { STORAGE_KEYS } from './storageKeys';
import { bearerHeader, parseMoment } from './tokenRules';

/** Uploads of a few MB on a school's line take longer than the 20 s of ordinary calls. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** The Authorization header every call carries (DECISIONS 40); null without a live token. */
export function bearer(): string | null {
  return bearerHeader(
    localStorage.getItem(STORAGE_KEYS.token),
    parseMoment(localStorage.getItem(STORAGE_KEYS.tokenExpire)),
    Date.now(),
  );
}

/**
 * Lets the shared client handle an expired token the usual way (one refresh, or the login
 * page); answers whether the upload may be tried again with a new token.
 */
async function renewSession(sentWith: string | null): Promise<boolean> {
  try {
    await http.request(API.auth.userInfo, undefined, { silent: true });
  } catch {
    return false;
  }
  return bearer() !== sentWith;
}

/** A catalogued multipart upload (`API.uploads.*`). */
export type TUploadEndpoint = TEndpoint & { method: 'POST'; upload: true };

/**
 * POSTs one file as multipart (`file` plus fields) to an upload endpoint with the Bearer
 * header (DECISIONS 40). Resolves to the envelope's `response`; a refusal rejects with the
 * server's message.
 */
export async function postFile(
  endpoint: TUploadEndpoint,
  file: Blob,
  filename: string,
  fields: Record<string, string> = {},
  retried = false,
): Promise<string> {
  const form = new FormData();
  // Fields first: the server picks the file's limit from them before the bytes arrive.
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file, filename);
  const sentWith = bearer();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), UPLOAD_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(endpoint.path, {
      method: endpoint.method,
      body: form,
      headers: { Accept: 'application/json', ...(sentWith ? { Authorization: sentWith } : {}) },
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch {
    throw new ApiError(
      controller.signal.aborted ? 'timeout' : 'network',
      i18n.t(controller.signal.aborted ? 'http.timeout' : 'http.disconnected'),
    );
  } finally {
    clearTimeout(timer);
  }
  if (res.status === 401 && !retried && (await renewSession(sentWith))) {
    return postFile(endpoint, file, filename, fields, true);
  }
  const body = (await res.json().catch(() => null)) as TEnvelope<string> | null;
  if (res.ok && body?.success) return body.response;
  if (body?.msg && !res.ok && res.status !== 401 && res.status !== 500) {
    throw new ApiError('business', refusalOf(body), res.status, true, body.code);
  }
  const failure = failureForStatus(res.status);
  throw new ApiError('http', `${i18n.t(failure.key as TTextKey)}${failure.suffix}`, res.status);
}

const EXCEL_EXTENSIONS = /\.(xls|xlsx)$/i;

/** The browser's own check of an Excel file before upload (DECISIONS 36); null when fine. */
export function excelProblem(file: { name: string; size: number }): string | null {
  if (!EXCEL_EXTENSIONS.test(file.name)) return UPLOAD_MESSAGES.excelType;
  if (file.size > UPLOAD_LIMITS.excelBytes) return UPLOAD_MESSAGES.excelSize;
  return null;
}

/** Uploads an Excel file for an import; resolves to the file name the import takes (D13). */
export function uploadExcel(file: File): Promise<string> {
  const problem = excelProblem(file);
  if (problem) return Promise.reject(new ApiError('business', problem));
  return postFile(API.uploads.file, file, file.name, { filetype: EXCEL_FILETYPE });
}

/** Whether a picture must be re-encoded: too big in bytes or in pixels (D7). */
export function needsScaling(size: number, width: number, height: number, maxBytes: number): boolean {
  return size > maxBytes || Math.max(width, height) > UPLOAD_LIMITS.photoLongEdge;
}

/** Width and height that fit the long edge, keeping the proportions. */
export function scaledSize(width: number, height: number, longEdge = UPLOAD_LIMITS.photoLongEdge) {
  const ratio = Math.min(1, longEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/**
 * D7: a phone photo (3 to 8 MB) is drawn upright onto a canvas at most 2560 px on its long
 * edge and sent as JPEG; a small picture goes as it is (a PNG logo keeps its transparency).
 */
export async function scalePhoto(file: File, maxBytes: number = UPLOAD_LIMITS.photoBytes): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file; // not decodable here: the server decides
  }
  try {
    if (!needsScaling(file.size, bitmap.width, bitmap.height, maxBytes)) return file;
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.fillStyle = '#fff'; // JPEG has no transparency
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', UPLOAD_LIMITS.photoJpegQuality),
    );
    return blob ?? file;
  } finally {
    bitmap.close();
  }
}

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '')}.jpg`;

/**
 * Uploads a photo: scaled first (D7), refused with `sizeMessage` only if it still does not
 * fit; resolves to its stable path `/files/<uuid>`.
 */
export async function uploadPhoto(
  file: File,
  opts: { maxBytes?: number; sizeMessage?: string } = {},
): Promise<string> {
  const maxBytes = opts.maxBytes ?? UPLOAD_LIMITS.photoBytes;
  const blob = await scalePhoto(file, maxBytes);
  if (blob.size > maxBytes) throw new ApiError('business', opts.sizeMessage ?? UPLOAD_MESSAGES.photoSize);
  const name = blob === file ? file.name : jpegName(file.name);
  return postFile(maxBytes > UPLOAD_LIMITS.photoBytes ? API.uploads.file : API.uploads.image, blob, name);
}

/**
 * GETs a protected file (an export, a stored PDF) with the Bearer header the way every call
 * carries it, one refresh on 401; a refusal rejects with the server's msg when it has one.
 */
export async function fetchBlob(url: string): Promise<{ blob: Blob; name: string | null }> {
  const sentWith = bearer();
  const res = await fetch(url, {
    headers: sentWith ? { Authorization: sentWith } : {},
    credentials: 'same-origin',
  });
  if (res.status === 401 && (await renewSession(sentWith))) return fetchBlob(url);
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as TEnvelope<null> | null;
    const failure = failureForStatus(res.status);
    if (body?.msg) throw new ApiError('http', refusalOf(body), res.status, true, body.code);
    throw new ApiError('http', `${i18n.t(failure.key as TTextKey)}${failure.suffix}`, res.status);
  }
  return { blob: await res.blob(), name: fileNameOf(res.headers.get('content-disposition')) };
}

/** Hands a blob to the browser as a download under `name`. */
export function saveBlob(blob: Blob, name: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** Saves a download answered by the server (an export) under the name its Content-Disposition gives. */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const { blob, name } = await fetchBlob(url);
  const saved = name ?? fallbackName;
  saveBlob(blob, saved);
  return saved;
}

/** The real name from `filename*=UTF-8''…`, else the plain `filename`. */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}
