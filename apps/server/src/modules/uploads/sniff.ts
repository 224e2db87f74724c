/**
 * What a file really is, from its first bytes; the name and the browser's type are never
 * trusted (a renamed text file must not become a "photo").
 */

export type TImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'bmp';
export type TExcelFormat = 'xlsx' | 'xls';

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
