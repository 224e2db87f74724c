import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';
import { redirectRefs } from './stream-dedupe';
import { joinOutlines, outlinesOf, unionOfSubsets } from './truetype-union';

/** One embedded TrueType font of a merged PDF (a Type0 font with a CIDFontType2 inside). */
type EmbeddedFont = {
  ref: PDFRef;
  /** the font's name without the subset tag (ABCDEF+) */
  name: string;
  program: Uint8Array;
  /** advance widths by glyph (W), and the default (DW) */
  widths: Map<number, number>;
  defaultWidth: number;
  /** the text each glyph stands for (ToUnicode), as hex */
  unicode: Map<number, string>;
  /** every object of this font, deleted when another copy takes its place */
  parts: PDFRef[];
};

const N = (name: string) => PDFName.of(name);

function refOf(dict: PDFDict, key: string): PDFRef | null {
  const value = dict.get(N(key));
  return value instanceof PDFRef ? value : null;
}

function parseWidths(w: PDFObject | undefined, lookup: (o: PDFObject) => PDFObject): Map<number, number> {
  const widths = new Map<number, number>();
  const list = w ? lookup(w) : undefined;
  if (!(list instanceof PDFArray)) return widths;
  const items = list.asArray().map(lookup);
  for (let i = 0; i < items.length; ) {
    const first = (items[i] as PDFNumber).asNumber();
    const next = items[i + 1];
    if (next instanceof PDFArray) {
      for (const [k, v] of next.asArray().entries())
        widths.set(first + k, (lookup(v) as PDFNumber).asNumber());
      i += 2;
    } else {
      const last = (next as PDFNumber).asNumber();
      const width = (items[i + 2] as PDFNumber).asNumber();
      for (let g = first; g <= last; g++) widths.set(g, width);
      i += 3;
    }
  }
  return widths;
}

const hexNumber = (hex: string) => Number.parseInt(hex, 16);
const toHex = (n: number, digits = 4) => n.toString(16).toUpperCase().padStart(digits, '0');

function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(hexNumber(m[1]!), m[2]!.toUpperCase());
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const body = block[1] ?? '';
    for (const m of body.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g)) {
      const [lo, hi] = [hexNumber(m[1]!), hexNumber(m[2]!)];
      const dest = m[3]!;
      if (dest.startsWith('[')) {
        const list = [...dest.matchAll(/<([0-9A-Fa-f]+)>/g)].map((x) => x[1]!.toUpperCase());
        for (const [k, u] of list.entries()) map.set(lo + k, u);
      } else {
        const start = dest.slice(1, -1);
        const base = hexNumber(start);
        for (let c = lo; c <= hi; c++) map.set(c, toHex(base + (c - lo), start.length));
      }
    }
  }
  return map;
}

function writeToUnicode(map: Map<number, string>): string {
  const entries = [...map].sort((a, b) => a[0] - b[0]);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    blocks.push(
      `${chunk.length} beginbfchar\n${chunk.map(([g, u]) => `<${toHex(g)}> <${u}>`).join('\n')}\nendbfchar`,
    );
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** The Type0 TrueType fonts of a document (the kind Chromium embeds); others are left as they are. */
function embeddedFonts(doc: PDFDocument): EmbeddedFont[] {
  const ctx = doc.context;
  const lookup = (o: PDFObject) => (o instanceof PDFRef ? ctx.lookup(o)! : o);
  const fonts: EmbeddedFont[] = [];
  for (const [ref, obj] of ctx.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict) || obj.get(N('Subtype')) !== N('Type0')) continue;
    const descendants = lookup(obj.get(N('DescendantFonts')) ?? PDFArray.withContext(ctx));
    const cidRef = descendants instanceof PDFArray ? descendants.get(0) : undefined;
    const cid = cidRef ? lookup(cidRef) : undefined;
    if (!(cid instanceof PDFDict) || cid.get(N('Subtype')) !== N('CIDFontType2')) continue;
    const map = cid.get(N('CIDToGIDMap'));
    if (map !== undefined && map !== N('Identity')) continue;
    const descriptorRef = refOf(cid, 'FontDescriptor');
    const descriptor = descriptorRef ? ctx.lookup(descriptorRef) : undefined;
    if (!(descriptor instanceof PDFDict)) continue;
    const programRef = refOf(descriptor, 'FontFile2');
    const program = programRef ? ctx.lookup(programRef) : undefined;
    const toUnicodeRef = refOf(obj, 'ToUnicode');
    const toUnicode = toUnicodeRef ? ctx.lookup(toUnicodeRef) : undefined;
    if (!(program instanceof PDFRawStream) || !(toUnicode instanceof PDFRawStream)) continue;
    const baseFont = (obj.get(N('BaseFont')) as PDFName | undefined)?.decodeText() ?? '';
    const dw = lookup(cid.get(N('DW')) ?? PDFNumber.of(1000));
    const parts = [ref, descriptorRef!, programRef!, toUnicodeRef!];
    if (cidRef instanceof PDFRef) parts.push(cidRef);
    const w = cid.get(N('W'));
    if (w instanceof PDFRef) parts.push(w);
    fonts.push({
      ref,
      name: baseFont.replace(/^[A-Z]{6}\+/, ''),
      program: decodePDFRawStream(program).decode(),
      widths: parseWidths(w, lookup),
      defaultWidth: dw instanceof PDFNumber ? dw.asNumber() : 1000,
      unicode: parseToUnicode(Buffer.from(decodePDFRawStream(toUnicode).decode()).toString('latin1')),
      parts,
    });
  }
  return fonts;
}

function mapsAgree<V>(a: Map<number, V>, b: Map<number, V>): boolean {
  for (const [k, v] of a) if (b.has(k) && b.get(k) !== v) return false;
  return true;
}

/**
 * A set of copies of one font that can become one: same name, and the same outline, width and
 * text for every glyph two of them have. `outlines` holds the outlines of all of them by gid.
 */
type Group = {
  fonts: EmbeddedFont[];
  outlines: Uint8Array[];
  widths: Map<number, number>;
  unicode: Map<number, string>;
};

function join(group: Group, font: EmbeddedFont, outlines: Uint8Array[]): boolean {
  const first = group.fonts[0]!;
  const fits =
    first.name === font.name &&
    first.defaultWidth === font.defaultWidth &&
    mapsAgree(group.widths, font.widths) &&
    mapsAgree(group.unicode, font.unicode) &&
    // Checked last: it adds the font's outlines to the group's when they agree.
    joinOutlines(group.outlines, outlines);
  if (!fits) return false;
  group.fonts.push(font);
  for (const [k, v] of font.widths) group.widths.set(k, v);
  for (const [k, v] of font.unicode) group.unicode.set(k, v);
  return true;
}

function groupFonts(fonts: EmbeddedFont[]): Group[] {
  const groups: Group[] = [];
  for (const font of fonts) {
    const outlines = outlinesOf(font.program);
    if (!outlines) continue;
    if (groups.some((g) => join(g, font, outlines))) continue;
    groups.push({
      fonts: [font],
      outlines: [...outlines],
      widths: new Map(font.widths),
      unicode: new Map(font.unicode),
    });
  }
  return groups;
}

function widthArray(doc: PDFDocument, widths: Map<number, number>): PDFArray {
  const items: PDFObject[] = [];
  const sorted = [...widths].sort((a, b) => a[0] - b[0]);
  for (let i = 0; i < sorted.length; ) {
    const start = sorted[i]![0];
    const run: number[] = [];
    while (i < sorted.length && sorted[i]![0] === start + run.length) run.push(sorted[i++]![1]);
    items.push(PDFNumber.of(start), doc.context.obj(run));
  }
  return doc.context.obj(items) as PDFArray;
}

/**
 * Keeps one copy of each font in a merged PDF (issue 16): the reports of a batch each embed
 * their own subset of the same web font, so a merged batch carried it once per report.
 * Copies that agree on every glyph they share become one font with all their glyphs, and the
 * pages point at it; the text stays selectable (the ToUnicode maps are joined too).
 */
export function dedupeFonts(doc: PDFDocument): { before: number; after: number } {
  const fonts = embeddedFonts(doc);
  const groups = groupFonts(fonts);
  const replaced = new Map<string, PDFRef>();
  for (const group of groups) {
    if (group.fonts.length < 2) continue;
    const [keeper, ...copies] = group.fonts;
    const ctx = doc.context;
    const type0 = ctx.lookup(keeper!.ref) as PDFDict;
    const cid = ctx.lookup((type0.get(N('DescendantFonts')) as PDFArray).get(0)) as PDFDict;
    const descriptor = ctx.lookup(cid.get(N('FontDescriptor'))) as PDFDict;
    const program = unionOfSubsets(group.fonts.map((f) => f.program));
    ctx.delete(refOf(descriptor, 'FontFile2')!);
    descriptor.set(N('FontFile2'), ctx.register(ctx.flateStream(program, { Length1: program.length })));
    descriptor.delete(N('CIDSet'));
    const w = cid.get(N('W'));
    if (w instanceof PDFRef) ctx.delete(w);
    if (group.widths.size > 0) cid.set(N('W'), widthArray(doc, group.widths));
    ctx.delete(refOf(type0, 'ToUnicode')!);
    type0.set(N('ToUnicode'), ctx.register(ctx.flateStream(writeToUnicode(group.unicode))));
    for (const copy of copies) {
      replaced.set(copy.ref.toString(), keeper!.ref);
      for (const part of copy.parts) ctx.delete(part);
    }
  }
  if (replaced.size > 0) redirectRefs(doc, replaced);
  return { before: fonts.length, after: groups.length };
}
