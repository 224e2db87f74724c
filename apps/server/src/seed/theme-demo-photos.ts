import { randomUUID } from 'node:crypto';
import { blockTakesPhotos, filePath, StoredFileKind, themeEntriesOf } from '@kg/contracts';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { schools, storedFiles, themeAnswers, themeQuestions, themeResults } from '../db/schema';
import { type FileStore, storageKeyFor } from '../modules/uploads/file-store';
import { DEMO_SCHOOL } from './demo';

const SKIES = [
  '#FDE7C8',
  '#DDEFE6',
  '#E3ECFB',
  '#FBE3EA',
  '#EDE4F7',
  '#E0F3F1',
  '#FFF3C9',
  '#E8F0DA',
  '#F9E0D0',
];
const THINGS = ['#E9724C', '#F2B134', '#7DB46C', '#4F9DDE', '#B07CC6', '#E85D75', '#6CC1B7', '#C98B5B'];

/**
 * A drawn classroom picture for a demo theme (no real children in a demo): a sky, hills, a sun
 * and leaves, fruit or blocks; `n` varies the colours and what is drawn.
 */
export function demoActivitySvg(n: number): string {
  const sky = SKIES[n % SKIES.length]!;
  const a = THINGS[n % THINGS.length]!;
  const b = THINGS[(n + 3) % THINGS.length]!;
  const things = Array.from({ length: 7 }, (_, i) => {
    const x = 80 + ((i * 137 + n * 53) % 640);
    const y = 300 + ((i * 71 + n * 29) % 160);
    const colour = i % 2 ? a : b;
    return n % 3 === 0
      ? `<ellipse cx="${x}" cy="${y}" rx="34" ry="20" fill="${colour}" transform="rotate(${(i * 40) % 180} ${x} ${y})"/>`
      : n % 3 === 1
        ? `<circle cx="${x}" cy="${y}" r="30" fill="${colour}"/><rect x="${x - 3}" y="${y - 42}" width="6" height="14" fill="#6b4f2a"/>`
        : `<rect x="${x - 30}" y="${y - 30}" width="60" height="60" rx="8" fill="${colour}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <rect width="800" height="600" fill="${sky}"/>
  <circle cx="${640 - (n % 4) * 60}" cy="110" r="56" fill="#FFD45C"/>
  <path d="M0 420 Q200 330 400 400 T800 380 V600 H0 Z" fill="#A9D39E"/>
  <path d="M0 480 Q260 420 520 470 T800 460 V600 H0 Z" fill="#8CC084"/>
  ${things}
</svg>`;
}

/**
 * Gives the demo theme's evaluated children their photos: as many pictures in each entry's
 * photo block as the entry suggests (6, 2, 1), drawn once per school. Runs when the demo's
 * files are drawn (after the portraits), since the seed itself has no file store.
 */
export async function seedDemoThemePhotos(
  db: Db,
  store: FileStore,
  schoolName = DEMO_SCHOOL,
): Promise<number> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.name, schoolName));
  if (!school) return 0;
  const answers = await db
    .select({ id: themeAnswers.id, detailId: themeQuestions.detailId, type: themeQuestions.questionType })
    .from(themeAnswers)
    .innerJoin(themeResults, eq(themeResults.id, themeAnswers.resultId))
    .innerJoin(themeQuestions, eq(themeQuestions.id, themeAnswers.questionId))
    .where(and(eq(themeResults.schoolId, school.id), sql`jsonb_array_length(${themeAnswers.images}) = 0`));
  const wanted = answers.filter((a) => blockTakesPhotos(a.type));
  if (wanted.length === 0) return 0;
  const pictures: string[] = [];
  for (let n = 0; n < 9; n += 1) {
    const data = await sharp(Buffer.from(demoActivitySvg(n)))
      .jpeg({ quality: 82 })
      .toBuffer();
    const fileId = randomUUID();
    const storageKey = storageKeyFor(school.id, fileId, 'jpg');
    await store.put(storageKey, data);
    await db.insert(storedFiles).values({
      id: fileId,
      schoolId: school.id,
      kind: StoredFileKind.image,
      originalName: `theme-demo-${n}.jpg`,
      mime: 'image/jpeg',
      size: data.length,
      storageKey,
    });
    pictures.push(filePath(fileId));
  }
  const suggestion = (detailId: number) =>
    [...themeEntriesOf(1), ...themeEntriesOf(5)].find((e) => e.Id === detailId)?.photoSuggestion ?? 1;
  await db.transaction(async (tx) => {
    for (const [i, a] of wanted.entries()) {
      const count = Math.max(1, suggestion(a.detailId));
      const images = Array.from({ length: count }, (_, k) => pictures[(i + k) % pictures.length]!);
      await tx.update(themeAnswers).set({ images }).where(eq(themeAnswers.id, a.id));
    }
  });
  return wanted.length;
}
