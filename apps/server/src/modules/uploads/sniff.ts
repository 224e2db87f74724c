/**
 * What a file really is, from its first bytes; the name and the browser's type are never
 * trusted (a renamed text file must not become a "photo").
 */

export type TImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'bmp';
export type TExcelFormat = 'xlsx' | 'xls';
export type TVideoFormat = 'mp4' | 'mov' | 'webm';

const startsWith = (buf: Buffer, bytes: number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);

export function sniffImage(buf: Buffer): TImageFormat | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  const head = buf.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  // BM, then a DIB header of a known size: 12 (core), 40 (info), 52/56, 108 (v4) or 124 (v5).
  if (
    startsWith(buf, [0x42, 0x4d]) &&
    buf.length > 26 &&
    [12, 40, 52, 56, 108, 124].includes(buf.readUInt32LE(14))
  )
    return 'bmp';
  return null;
}

export const IMAGE_MIME: Record<TImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
};

export const VIDEO_MIME: Record<TVideoFormat, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

/** How many first bytes the video check needs: the ftyp box or the EBML header. */
export const VIDEO_HEAD_BYTES = 4096;

/** ISO BMFF brands of the videos a browser plays (phones: isom/mp42, iPhone: qt). */
const VIDEO_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'avc1',
  'qt  ',
  'M4V ',
  'M4VH',
  'M4VP',
  'mmp4',
  'dash',
  'msnv',
  'MSNV',
  'XAVC',
  'f4v ',
]);
/** HEIF/AVIF pictures use the same container: a photo is not a video. */
const PICTURE_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

/** MP4 or MOV: an ISO BMFF `ftyp` box at the start naming a video brand. */
function sniffIsoVideo(buf: Buffer): 'mp4' | 'mov' | null {
  if (buf.length < 16 || buf.subarray(4, 8).toString('latin1') !== 'ftyp') return null;
  const size = buf.readUInt32BE(0);
  if (size < 16 || size % 4 !== 0) return null;
  const major = buf.subarray(8, 12).toString('latin1');
  const brands = [major];
  for (let at = 16; at + 4 <= Math.min(size, buf.length); at += 4)
    brands.push(buf.subarray(at, at + 4).toString('latin1'));
  if (brands.some((b) => PICTURE_BRANDS.has(b)) || !brands.some((b) => VIDEO_BRANDS.has(b))) return null;
  return major === 'qt  ' ? 'mov' : 'mp4';
}

/** An EBML variable-length integer at `at`: its value and length (`id` keeps the marker bit). */
function vint(buf: Buffer, at: number, id = false): { value: number; length: number } | null {
  const first = buf[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if ((id && length > 4) || at + length > buf.length) return null;
  let value = id ? first : first & (0xff >> length);
  for (let i = 1; i < length; i += 1) value = value * 256 + buf[at + i]!;
  return { value, length };
}

const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const DOC_TYPE = 0x4282;

/** WebM: an EBML header whose DocType is `webm` (a Matroska .mkv is not taken). */
function sniffWebm(buf: Buffer): boolean {
  if (!startsWith(buf, EBML)) return false;
  const header = vint(buf, 4);
  if (!header) return false;
  let at = 4 + header.length;
  const end = Math.min(buf.length, at + header.value);
  while (at < end) {
    const id = vint(buf, at, true);
    if (!id) return false;
    const size = vint(buf, at + id.length);
    if (!size) return false;
    at += id.length + size.length;
    if (id.value === DOC_TYPE) return buf.subarray(at, at + size.value).toString('latin1') === 'webm';
    at += size.value;
  }
  return false;
}

/** A video the browser's <video> plays, from its first bytes (VIDEO_HEAD_BYTES are enough). */
export function sniffVideo(buf: Buffer): TVideoFormat | null {
  return sniffIsoVideo(buf) ?? (sniffWebm(buf) ? 'webm' : null);
}

export const EXCEL_MIME: Record<TExcelFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

/** The names in a zip's central directory (no decompression); null when it is not a zip. */
export function zipEntryNames(buf: Buffer): string[] | null {
  if (!startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return null;
  // End of central directory: signature 0x06054b50, within the last 64 KiB + 22 bytes.
  const floor = Math.max(0, buf.length - 0xffff - 22);
  let eocd = -1;
  for (let i = buf.length - 22; i >= floor; i -= 1) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    names.push(buf.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const utf16 = (text: string) => Buffer.from(text, 'utf16le');

/**
 * .xlsx: a zip holding xl/workbook.xml. .xls: an OLE2 compound file with a Workbook (or
 * the older Book) stream; a Word or PowerPoint file of the same container is not Excel.
 */
export function sniffExcel(buf: Buffer): TExcelFormat | null {
  const names = zipEntryNames(buf);
  if (names) return names.includes('xl/workbook.xml') ? 'xlsx' : null;
  if (startsWith(buf, OLE2)) {
    return buf.includes(utf16('Workbook')) || buf.includes(utf16('Book\u0000')) ? 'xls' : null;
  }
  return null;
}
