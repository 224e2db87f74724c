/**
 * The pictures a growth-record template is made of, shipped with the product: backgrounds
 * (covers and page backgrounds) and the 13 plate layouts (F36, F46). The files live in the
 * web app's public folder under GROWTH_ASSET_ROOT; the geometry here is what the thumbnail,
 * the record editor and the printed page all draw from.
 */
export const GROWTH_ASSET_ROOT = '/growth';

/** A box on a plate page, in percent of the page (0-100 across, 0-100 down). */
export type TPlateBox = { x: number; y: number; w: number; h: number };
export type TPlate = {
  Id: number;
  Name: string;
  /** image boxes, in the order photos fill them; their count is the plate's slot count (F46) */
  images: TPlateBox[];
  /** text boxes (a teacher's words) */
  texts: TPlateBox[];
};

const box = (x: number, y: number, w: number, h: number): TPlateBox => ({ x, y, w, h });
/** Four equal columns across the page (x 6-94, 2 apart). */
const COL4 = [6, 28.5, 51, 73.5];
/** Three equal columns across the page. */
const COL3 = [6, 36, 66];

/**
 * The drawn layouts. Every plate keeps the title band (y 0-11) free for the module title
 * and its boxes inside 4-96, never overlapping.
 */
export const PLATES: readonly TPlate[] = [
  { Id: 1, Name: '单图大版', images: [box(6, 13, 88, 81)], texts: [] },
  {
    Id: 2,
    Name: '双图上下',
    images: [box(6, 13, 88, 36), box(6, 51, 88, 36)],
    texts: [box(6, 89, 88, 5)],
  },
  {
    Id: 3,
    Name: '三图错落',
    images: [box(6, 13, 56, 25), box(22, 41, 56, 25), box(38, 69, 56, 25)],
    texts: [box(65, 13, 29, 25), box(6, 69, 29, 25)],
  },
  {
    Id: 4,
    Name: '十图拼贴',
    images: [
      box(COL4[0]!, 13, 43, 24),
      box(COL4[2]!, 13, 20.5, 24),
      box(COL4[3]!, 13, 20.5, 24),
      box(COL4[0]!, 39, 20.5, 24),
      box(COL4[1]!, 39, 43, 24),
      box(COL4[3]!, 39, 20.5, 24),
      box(COL4[0]!, 65, 20.5, 20),
      box(COL4[1]!, 65, 20.5, 20),
      box(COL4[2]!, 65, 20.5, 20),
      box(COL4[3]!, 65, 20.5, 20),
    ],
    texts: [box(6, 87, 88, 7)],
  },
  {
    Id: 5,
    Name: '十图网格',
    images: Array.from({ length: 10 }, (_, i) =>
      box(i % 2 === 0 ? 6 : 51, 13 + Math.floor(i / 2) * 16.4, 43, 14.8),
    ),
    texts: [],
  },
  {
    Id: 6,
    Name: '四宫格',
    images: [box(6, 13, 43, 35), box(51, 13, 43, 35), box(6, 50, 43, 35), box(51, 50, 43, 35)],
    texts: [box(6, 87, 88, 7)],
  },
  {
    Id: 7,
    Name: '五图一主四辅',
    images: [box(6, 13, 88, 42), ...COL4.map((x) => box(x, 57, 20.5, 17))],
    texts: [box(6, 76, 88, 18)],
  },
  {
    Id: 8,
    Name: '六图相册',
    images: [0, 1, 2].flatMap((row) => [box(6, 13 + row * 24, 43, 22), box(51, 13 + row * 24, 43, 22)]),
    texts: [box(6, 85, 88, 9)],
  },
  {
    Id: 9,
    Name: '双图左右',
    images: [box(6, 13, 43, 50), box(51, 13, 43, 50)],
    texts: [box(6, 65, 43, 29), box(51, 65, 43, 29)],
  },
  {
    Id: 10,
    Name: '三图横排',
    images: COL3.map((x) => box(x, 33, 28, 36)),
    texts: [box(6, 13, 88, 18), box(6, 71, 88, 23)],
  },
  {
    Id: 11,
    Name: '四图环绕',
    images: [box(6, 13, 88, 24), box(6, 39, 24, 30), box(70, 39, 24, 30), box(6, 71, 88, 23)],
    texts: [box(32, 39, 36, 30)],
  },
  { Id: 12, Name: '单图配文', images: [box(10, 13, 80, 54)], texts: [box(10, 70, 80, 24)] },
  {
    Id: 13,
    Name: '六图故事',
    images: [...COL3.map((x) => box(x, 13, 28, 23)), ...COL3.map((x) => box(x, 52, 28, 23))],
    texts: [box(6, 38, 88, 12), box(6, 77, 88, 17)],
  },
];

export const plateById = (id: number) => PLATES.find((p) => p.Id === id);
/** F46 */
export const plateSlots = (id: number) => plateById(id)?.images.length ?? 0;
export const plateThumbnail = (id: number) => `${GROWTH_ASSET_ROOT}/plates/plate-${id}.svg`;

/** Plate thumbnails are 100 x 140 (a portrait page); plate units are percent of the page. */
const THUMB_W = 100;
const THUMB_H = 140;
const n = (value: number) => String(Math.round(value * 100) / 100);

function imageBoxSvg(b: TPlateBox): string {
  const x = b.x;
  const y = (b.y * THUMB_H) / 100;
  const w = b.w;
  const h = (b.h * THUMB_H) / 100;
  const s = Math.min(w * 0.5, h * 0.5, 22);
  const cx = x + w / 2;
  const cy = y + h / 2;
  const mountains = [
    [-0.5, 0.32],
    [-0.16, -0.1],
    [0.06, 0.14],
    [0.22, -0.02],
    [0.5, 0.32],
  ]
    .map(([dx, dy], i) => `${i === 0 ? 'M' : 'L'}${n(cx + dx! * s)} ${n(cy + dy! * s)}`)
    .join(' ');
  return [
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="2" fill="#e3effd" stroke="#b9d3f3" stroke-width="0.6"/>`,
    `<circle cx="${n(cx + 0.26 * s)}" cy="${n(cy - 0.24 * s)}" r="${n(0.11 * s)}" fill="#ffc857"/>`,
    `<path d="${mountains} Z" fill="#8db8e8"/>`,
  ].join('');
}

function textBoxSvg(b: TPlateBox): string {
  const x = b.x;
  const y = (b.y * THUMB_H) / 100;
  const w = b.w;
  const h = (b.h * THUMB_H) / 100;
  const pad = Math.min(2.4, h / 4);
  const step = 3.2;
  const count = Math.max(1, Math.floor((h - 2 * pad + step - 1.2) / step));
  const top = y + (h - (count - 1) * step) / 2;
  const lines = Array.from({ length: count }, (_, i) => {
    const length = i === count - 1 && count > 1 ? (w - 2 * pad) * 0.6 : w - 2 * pad;
    return `<rect x="${n(x + pad)}" y="${n(top + i * step - 0.6)}" width="${n(length)}" height="1.2" rx="0.6" fill="#c9cfd8"/>`;
  });
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="2" fill="#f5f6f8"/>${lines.join('')}`;
}

/**
 * The thumbnail of a plate, drawn from its geometry: a white page with the title band,
 * image boxes (a photo glyph) and text boxes (grey lines). The files under
 * /growth/plates are this text (scripts/growth-plates.mjs writes them; a test checks).
 */
export function plateSvg(plate: TPlate): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${THUMB_W} ${THUMB_H}" width="${THUMB_W}" height="${THUMB_H}">`,
    `<title>${plate.Name}</title>`,
    `<rect x="0.5" y="0.5" width="99" height="139" rx="3" fill="#ffffff" stroke="#dfe3ea"/>`,
    `<rect x="32" y="6" width="36" height="3.2" rx="1.6" fill="#f3b8a6"/>`,
    ...plate.images.map(imageBoxSvg),
    ...plate.texts.map(textBoxSvg),
    '</svg>',
  ].join('\n');
}

/** The background library (F29, F36): covers and page backgrounds. */
export type TLibraryBackground = { key: string; name: string };
export const BACKGROUNDS: readonly TLibraryBackground[] = [
  { key: 'sunny-meadow', name: '阳光草地' },
  { key: 'rainbow-sky', name: '彩虹天空' },
  { key: 'starry-night', name: '星空晚安' },
  { key: 'ocean-friends', name: '海洋朋友' },
  { key: 'autumn-leaves', name: '秋叶飘飘' },
  { key: 'spring-flowers', name: '春日花园' },
  { key: 'snowy-winter', name: '冬日雪花' },
  { key: 'little-town', name: '童话小镇' },
  { key: 'balloon-party', name: '气球派对' },
  { key: 'paper-notes', name: '手账格纹' },
];
export const backgroundUrl = (key: string) => `${GROWTH_ASSET_ROOT}/backgrounds/${key}.svg`;
export const isLibraryBackground = (url: string) => BACKGROUNDS.some((b) => backgroundUrl(b.key) === url);
/** The printed background's width in px: 150 dpi across A4's 210 mm. */
export const PRINTED_BACKGROUND_WIDTH = 1240;
/**
 * A library background as a booklet prints it: a JPEG beside the SVG (`<key>.print.jpg`,
 * PRINTED_BACKGROUND_WIDTH wide, written by scripts/growth-backgrounds.mjs). Chromium draws an
 * SVG background as vector paths again on every page (about 38 KB a page: 18 of a 30-booklet
 * PDF's 19.6 MB); a picture is embedded once per PDF, and once in a merged batch. Anything
 * else (an uploaded background, a picture) is answered as it is.
 */
export function printedBackground(url: string): string {
  const library = BACKGROUNDS.find((b) => backgroundUrl(b.key) === url);
  return library ? `${GROWTH_ASSET_ROOT}/backgrounds/${library.key}.print.jpg` : url;
}
/** Illustrations for the default exercise sections (type 7). */
export const exerciseImageUrl = (key: string) => `${GROWTH_ASSET_ROOT}/exercise/${key}.svg`;
/** The exercise illustrations shipped under /growth/exercise. */
export const EXERCISE_IMAGES: ReadonlyArray<{ key: string; name: string }> = [
  { key: 'standing-long-jump', name: '立定跳远' },
  { key: 'shuttle-run', name: '10米折返跑' },
  { key: 'tennis-throw', name: '网球掷远' },
  { key: 'balance-beam', name: '走平衡木' },
  { key: 'continuous-jump', name: '双脚连续跳' },
];

/**
 * G37: how many characters a plate's text box holds (100, 200, 250 or 450), by its area on
 * the page, so the printed words always fit their box. The editor stops typing there.
 */
export function plateTextLimit(box: TPlateBox): number {
  const area = box.w * box.h;
  if (area >= 1500) return 450;
  if (area >= 700) return 250;
  if (area >= 350) return 200;
  return 100;
}
