/**
 * Joins subsets of one TrueType font into one font (issue 16). Chromium embeds a subset of a
 * web font in each PDF it prints and keeps the glyphs' original numbers (their gids); two
 * subsets of the same font therefore agree on every glyph they share, and the union of their
 * glyphs is a valid subset too. A merged batch can then embed one font where it had one per
 * report. Only the tables that depend on the glyph set are rebuilt (glyf, loca, hmtx and the
 * counts in head, hhea, maxp, post); the rest come from the first subset.
 */

type Sfnt = { tables: Map<string, Uint8Array> };

const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32 = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;

function parse(font: Uint8Array): Sfnt {
  const tables = new Map<string, Uint8Array>();
  const count = u16(font, 4);
  for (let i = 0; i < count; i++) {
    const rec = 12 + 16 * i;
    const tag = String.fromCharCode(font[rec]!, font[rec + 1]!, font[rec + 2]!, font[rec + 3]!);
    const offset = u32(font, rec + 8);
    const length = u32(font, rec + 12);
    tables.set(tag, font.subarray(offset, offset + length));
  }
  return { tables };
}

function need(font: Sfnt, tag: string): Uint8Array {
  const table = font.tables.get(tag);
  if (!table) throw new Error(`TrueType font without ${tag}`);
  return table;
}

/** Each glyph's outline bytes by gid (empty for a glyph the subset left out). */
function glyphsOf(font: Sfnt): Uint8Array[] {
  const count = u16(need(font, 'maxp'), 4);
  const long = u16(need(font, 'head'), 50) === 1;
  const loca = need(font, 'loca');
  const glyf = need(font, 'glyf');
  const at = (i: number) => (long ? u32(loca, 4 * i) : 2 * u16(loca, 2 * i));
  return Array.from({ length: count }, (_, gid) => glyf.subarray(at(gid), at(gid + 1)));
}

/** Each glyph's advance and left side bearing by gid. */
function metricsOf(font: Sfnt, count: number): Array<[number, number]> {
  const full = u16(need(font, 'hhea'), 34);
  const hmtx = need(font, 'hmtx');
  const metrics: Array<[number, number]> = [];
  for (let gid = 0; gid < count; gid++) {
    if (gid < full) metrics.push([u16(hmtx, 4 * gid), u16(hmtx, 4 * gid + 2)]);
    else metrics.push([u16(hmtx, 4 * (full - 1)), u16(hmtx, 4 * full + 2 * (gid - full))]);
  }
  return metrics;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** A subset's outlines by gid (empty where it left a glyph out); null if it is not a TrueType font we can read. */
export function outlinesOf(font: Uint8Array): Uint8Array[] | null {
  try {
    return glyphsOf(parse(font));
  } catch {
    return null;
  }
}

/**
 * Whether a subset can join others (`known`: the outlines they have, by gid): every glyph
 * both have is the same outline. Then it adds its own to `known`.
 */
export function joinOutlines(known: Uint8Array[], outlines: Uint8Array[]): boolean {
  for (let gid = 0; gid < Math.min(known.length, outlines.length); gid++) {
    const [x, y] = [known[gid]!, outlines[gid]!];
    if (x.length > 0 && y.length > 0 && !sameBytes(x, y)) return false;
  }
  for (let gid = 0; gid < outlines.length; gid++) {
    if (gid >= known.length) known.push(outlines[gid]!);
    else if (known[gid]!.length === 0) known[gid] = outlines[gid]!;
  }
  return true;
}

function checksum(data: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) {
    sum =
      (sum +
        (((data[i] ?? 0) << 24) |
          ((data[i + 1] ?? 0) << 16) |
          ((data[i + 2] ?? 0) << 8) |
          (data[i + 3] ?? 0))) >>>
      0;
  }
  return sum;
}

function write(tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const padded = (n: number) => (n + 3) & ~3;
  let size = 12 + 16 * tags.length;
  for (const tag of tags) size += padded(tables.get(tag)!.length);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tags.length);
  const log2 = Math.floor(Math.log2(tags.length));
  view.setUint16(6, 16 * 2 ** log2);
  view.setUint16(8, log2);
  view.setUint16(10, 16 * tags.length - 16 * 2 ** log2);
  let offset = 12 + 16 * tags.length;
  let headAt = -1;
  tags.forEach((tag, i) => {
    const data = tables.get(tag)!;
    const rec = 12 + 16 * i;
    for (let k = 0; k < 4; k++) out[rec + k] = tag.charCodeAt(k);
    view.setUint32(rec + 4, checksum(data));
    view.setUint32(rec + 8, offset);
    view.setUint32(rec + 12, data.length);
    out.set(data, offset);
    if (tag === 'head') headAt = offset;
    offset += padded(data.length);
  });
  if (headAt >= 0) view.setUint32(headAt + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

/** One font with every glyph of the given subsets (which must agree, see joinOutlines). */
export function unionOfSubsets(subsets: Uint8Array[]): Uint8Array {
  const fonts = subsets.map(parse);
  const glyphs = fonts.map(glyphsOf);
  const count = Math.max(...glyphs.map((g) => g.length));
  const metrics = fonts.map((f, i) => metricsOf(f, glyphs[i]!.length));
  const chosen: Uint8Array[] = [];
  const chosenMetrics: Array<[number, number]> = [];
  for (let gid = 0; gid < count; gid++) {
    const from = glyphs.findIndex((g) => (g[gid]?.length ?? 0) > 0);
    const source = from >= 0 ? from : glyphs.findIndex((g) => gid < g.length);
    chosen.push(from >= 0 ? glyphs[from]![gid]! : new Uint8Array(0));
    chosenMetrics.push(metrics[source]![gid]!);
  }
  const glyfSize = chosen.reduce((n, g) => n + ((g.length + 3) & ~3), 0);
  const glyf = new Uint8Array(glyfSize);
  const loca = new Uint8Array(4 * (count + 1));
  const locaView = new DataView(loca.buffer);
  let at = 0;
  chosen.forEach((g, gid) => {
    locaView.setUint32(4 * gid, at);
    glyf.set(g, at);
    at += (g.length + 3) & ~3;
  });
  locaView.setUint32(4 * count, at);
  const hmtx = new Uint8Array(4 * count);
  const hmtxView = new DataView(hmtx.buffer);
  chosenMetrics.forEach(([advance, lsb], gid) => {
    hmtxView.setUint16(4 * gid, advance);
    hmtxView.setUint16(4 * gid + 2, lsb);
  });
  const first = fonts[0]!;
  const copy = (tag: string) => Uint8Array.from(need(first, tag));
  const head = copy('head');
  new DataView(head.buffer).setInt16(50, 1); // long loca offsets
  new DataView(head.buffer).setUint32(8, 0); // checkSumAdjustment, set when written
  const hhea = copy('hhea');
  new DataView(hhea.buffer).setUint16(34, count);
  const maxp = copy('maxp');
  new DataView(maxp.buffer).setUint16(4, count);
  const tables = new Map(first.tables);
  tables.set('head', head);
  tables.set('hhea', hhea);
  tables.set('maxp', maxp);
  tables.set('glyf', glyf);
  tables.set('loca', loca);
  tables.set('hmtx', hmtx);
  const post = first.tables.get('post');
  if (post) {
    // Glyph names (post format 2) are per subset: version 3 has none.
    const short = Uint8Array.from(post.subarray(0, 32));
    new DataView(short.buffer).setUint32(0, 0x00030000);
    tables.set('post', short);
  }
  // A table that lists glyphs of the first subset only would be wrong for the union.
  for (const tag of ['hdmx', 'LTSH', 'VDMX', 'DSIG']) tables.delete(tag);
  return write(tables);
}
