/**
 * What a reader sees in a PDF, asked of poppler-utils (pdfinfo, pdftotext; Debian's
 * `poppler-utils`, the same tools the PDF API tests use).
 */
import { execFileSync } from 'node:child_process';

export function havePoppler(): boolean {
  try {
    execFileSync('pdfinfo', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The page count pdfinfo reports. */
export function pdfPages(file: string): number {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const m = /^Pages:\s+(\d+)/m.exec(info);
  if (!m) throw new Error(`pdfinfo found no page count in ${file}`);
  return Number(m[1]);
}

/** The text a reader can select and copy (pdftotext, UTF-8), whitespace removed. */
export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).replace(/\s+/g, '');
}

export type TextCheck = { selectable: boolean; classFound: boolean; childrenFound: number; children: number };

/**
 * Selectable text: the class name and every child's name can be found in the extracted text
 * (names may repeat in a class; each distinct name counts once).
 */
export function checkText(file: string, className: string, childNames: string[]): TextCheck {
  const text = pdfText(file);
  const names = [...new Set(childNames)];
  const childrenFound = names.filter((n) => text.includes(n)).length;
  const classFound = text.includes(className);
  return {
    selectable: classFound && childrenFound === names.length,
    classFound,
    childrenFound,
    children: names.length,
  };
}

/** The embedded pictures: how many and their bytes (pdfimages -list, size column). */
export function pdfImages(file: string): { count: number; bytes: number } {
  const list = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  const unit: Record<string, number> = { B: 1, K: 1024, M: 1024 * 1024, G: 1024 * 1024 * 1024 };
  let count = 0;
  let bytes = 0;
  for (const line of list.split('\n').slice(2)) {
    const size = /\s(\d+(?:\.\d+)?)([BKMG])\s+\S+%?\s*$/.exec(line);
    if (!size) continue;
    count += 1;
    bytes += Number(size[1]) * unit[size[2]!]!;
  }
  return { count, bytes: Math.round(bytes) };
}

/**
 * The fonts pdffonts lists: how many are embedded, how many names they have (the subset tag
 * ABCDEF+ left out), and whether each name is embedded once (issue 16: a merged batch).
 */
export function pdfFonts(file: string): { embedded: number; names: number; eachOnce: boolean } {
  const lines = execFileSync('pdffonts', [file], { encoding: 'utf8' }).trim().split('\n').slice(2);
  const names = new Set(lines.map((line) => (line.split(/\s+/)[0] ?? '').replace(/^[A-Z]{6}\+/, '')));
  return { embedded: lines.length, names: names.size, eachOnce: names.size === lines.length };
}
