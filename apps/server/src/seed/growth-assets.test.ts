import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  BACKGROUNDS,
  backgroundUrl,
  EXERCISE_IMAGES,
  exerciseImageUrl,
  isLibraryBackground,
  PLATES,
  PRINTED_BACKGROUND_WIDTH,
  plateById,
  plateSlots,
  plateSvg,
  plateThumbnail,
  printedBackground,
  type TPlateBox,
} from '@kg/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

/**
 * The pictures shipped for growth-record templates (F36, F46): every library background,
 * exercise illustration and plate thumbnail exists as a small, self-contained SVG, and the
 * plate thumbnails are exactly what their geometry draws (scripts/growth-plates.mjs).
 */
const webPublic = path.resolve(__dirname, '../../../web/public');
const fileOf = (url: string) => path.join(webPublic, url);

/** Tags open and close in order (comments and self-closing tags aside). */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  const body = svg.replace(/<!--[\s\S]*?-->/g, '');
  for (const m of body.matchAll(/<(\/?)([a-zA-Z][\w:-]*)\b[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0;
}

function expectSelfContainedSvg(url: string, viewBox: string) {
  const file = fileOf(url);
  const svg = readFileSync(file, 'utf8');
  expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"`), url).toBe(true);
  expect(svg.trimEnd().endsWith('</svg>'), url).toBe(true);
  expect(balanced(svg), url).toBe(true);
  expect(statSync(file).size, url).toBeLessThan(30 * 1024);
  // no raster, no text, nothing fetched from elsewhere
  expect(svg, url).not.toMatch(/<image|<text|<foreignObject|<script|@import|data:/i);
  expect(svg.replace('http://www.w3.org/2000/svg', ''), url).not.toMatch(/https?:/);
  for (const ref of svg.matchAll(/(?:href="|url\()([^")]*)/g)) expect(ref[1], url).toMatch(/^#/);
}

const overlaps = (a: TPlateBox, b: TPlateBox) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('growth-record template assets', () => {
  it('ships every library background as a portrait A4 SVG', () => {
    expect(BACKGROUNDS).toHaveLength(10);
    for (const b of BACKGROUNDS) {
      expect(isLibraryBackground(backgroundUrl(b.key))).toBe(true);
      expectSelfContainedSvg(backgroundUrl(b.key), '0 0 595 842');
    }
    expect(readdirSync(fileOf('/growth/backgrounds')).sort()).toEqual(
      BACKGROUNDS.flatMap((b) => [`${b.key}.print.jpg`, `${b.key}.svg`]).sort(),
    );
  });

  // Issue 16: a booklet prints a background as one embedded picture, not as vector paths drawn
  // again on every page (node scripts/growth-backgrounds.mjs writes them).
  it('prints every library background from its A4 JPEG; other pictures as they are', async () => {
    for (const b of BACKGROUNDS) {
      const printed = printedBackground(backgroundUrl(b.key));
      expect(printed).toBe(`/growth/backgrounds/${b.key}.print.jpg`);
      const meta = await sharp(readFileSync(fileOf(printed))).metadata();
      expect(meta.format, printed).toBe('jpeg');
      expect(meta.width, printed).toBe(PRINTED_BACKGROUND_WIDTH);
      expect(meta.height, printed).toBe(Math.round((PRINTED_BACKGROUND_WIDTH * 842) / 595));
      expect(statSync(fileOf(printed)).size, printed).toBeLessThan(200 * 1024);
    }
    for (const other of [
      '/files/1/2026/11/x.jpg',
      exerciseImageUrl('jump-rope'),
      '/growth/backgrounds/no-such.svg',
    ])
      expect(printedBackground(other)).toBe(other);
  });

  it('ships the exercise illustrations', () => {
    expect(EXERCISE_IMAGES.length).toBeGreaterThanOrEqual(3);
    for (const e of EXERCISE_IMAGES) expectSelfContainedSvg(exerciseImageUrl(e.key), '0 0 400 300');
  });

  it('gives the 13 plates their slot counts (F46)', () => {
    expect(PLATES.map((p) => p.Id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(PLATES.map((p) => plateSlots(p.Id))).toEqual([1, 2, 3, 10, 10, 4, 5, 6, 2, 3, 4, 1, 6]);
    expect(plateSlots(14)).toBe(0);
    expect(new Set(PLATES.map((p) => p.Name)).size).toBe(13);
  });

  it('lays every plate out inside the page, below the title band, without overlaps', () => {
    for (const plate of PLATES) {
      expect(plate.texts.length, plate.Name).toBeLessThanOrEqual(2);
      const boxes = [...plate.images, ...plate.texts];
      for (const b of boxes) {
        expect(b.x, plate.Name).toBeGreaterThanOrEqual(4);
        expect(b.x + b.w, plate.Name).toBeLessThanOrEqual(96);
        expect(b.y, plate.Name).toBeGreaterThanOrEqual(11);
        expect(b.y + b.h, plate.Name).toBeLessThanOrEqual(96);
        expect(b.w > 0 && b.h > 0, plate.Name).toBe(true);
      }
      boxes.forEach((a, i) => {
        for (const b of boxes.slice(i + 1))
          expect(overlaps(a, b), `${plate.Name} ${JSON.stringify([a, b])}`).toBe(false);
      });
    }
  });

  it('has thumbnails that are exactly what the geometry draws (node scripts/growth-plates.mjs)', () => {
    for (const plate of PLATES) {
      const url = plateThumbnail(plate.Id);
      expect(readFileSync(fileOf(url), 'utf8'), url).toBe(`${plateSvg(plate)}\n`);
      expectSelfContainedSvg(url, '0 0 100 140');
      expect(plateById(plate.Id)).toBe(plate);
    }
    expect(readdirSync(fileOf('/growth/plates')).length).toBe(PLATES.length);
  });
});
