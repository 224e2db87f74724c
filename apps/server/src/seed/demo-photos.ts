import { randomUUID } from 'node:crypto';
import { filePath, StoredFileKind } from '@kg/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { schools, storedFiles, students } from '../db/schema';
import { type FileStore, storageKeyFor } from '../modules/uploads/file-store';
import { DEMO_SCHOOL } from './demo';

const BACKGROUNDS = ['#FDE2E4', '#E2ECE9', '#DFE7FD', '#FFF1C1', '#E8DFF5', '#D7F0F5', '#FCE1C8', '#E4F2D7'];
const SKIN = ['#F9D7B9', '#F3C8A4', '#EDBE97', '#F6D2B0'];
const HAIR = ['#3B2A20', '#2B211C', '#4A3426', '#1F1A17'];
const SHIRTS = ['#F28C8C', '#6FA8DC', '#F6B26B', '#93C47D', '#8E7CC3', '#76A5AF', '#E06666', '#FFD966'];

const pick = <T>(list: T[], n: number) => list[n % list.length]!;

/**
 * A friendly drawn portrait for a demo child (no real faces in a demo): background, shirt,
 * face and hair vary with the child's id; girls get pigtails. The same id draws the same picture.
 */
export function demoPortraitSvg(id: number, gender: number): string {
  const bg = pick(BACKGROUNDS, id);
  const skin = pick(SKIN, id * 7);
  const hair = pick(HAIR, id * 3);
  const shirt = pick(SHIRTS, id * 5 + 1);
  const girl = gender === 2;
  const pigtails = girl
    ? `<circle cx="62" cy="104" r="26" fill="${hair}"/><circle cx="178" cy="104" r="26" fill="${hair}"/>` +
      `<circle cx="80" cy="86" r="7" fill="${pick(SHIRTS, id + 3)}"/><circle cx="160" cy="86" r="7" fill="${pick(SHIRTS, id + 3)}"/>`
    : '';
  const smile = id % 3 === 0 ? 'M100 150 Q120 170 140 150' : 'M104 152 Q120 164 136 152';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
  <rect width="240" height="240" fill="${bg}"/>
  <path d="M40 240 Q40 186 120 182 Q200 186 200 240 Z" fill="${shirt}"/>
  <rect x="106" y="160" width="28" height="28" rx="10" fill="${skin}"/>
  ${pigtails}
  <circle cx="120" cy="118" r="56" fill="${skin}"/>
  <path d="M64 112 Q66 58 120 56 Q174 58 176 112 Q160 84 120 86 Q84 86 64 112 Z" fill="${hair}"/>
  <circle cx="100" cy="122" r="6" fill="#2d2d2d"/><circle cx="140" cy="122" r="6" fill="#2d2d2d"/>
  <circle cx="102" cy="120" r="2" fill="#fff"/><circle cx="142" cy="120" r="2" fill="#fff"/>
  <circle cx="88" cy="142" r="9" fill="#F4A6A6" opacity="0.55"/><circle cx="152" cy="142" r="9" fill="#F4A6A6" opacity="0.55"/>
  <path d="${smile}" stroke="#b5534c" stroke-width="4" fill="none" stroke-linecap="round"/>
</svg>`;
}

/** The portraits repeat every 24 ids (per gender): copies of the demo school draw each once. */
const drawn = new Map<string, Promise<Buffer>>();
function portraitJpeg(svg: string): Promise<Buffer> {
  let jpeg = drawn.get(svg);
  if (!jpeg) {
    jpeg = sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
    drawn.set(svg, jpeg);
  }
  return jpeg;
}

/**
 * Gives every child of the demo school a drawn portrait (JPEG, like an upload), so lists and
 * the printed roster look as they will in a real school. Runs once, when the demo is made.
 */
export async function seedDemoPhotos(db: Db, store: FileStore, schoolName = DEMO_SCHOOL): Promise<number> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.name, schoolName));
  if (!school) return 0;
  const children = await db
    .select({ id: students.id, gender: students.gender })
    .from(students)
    .where(and(eq(students.schoolId, school.id), isNull(students.photo)));
  const made: { childId: number; fileId: string; storageKey: string; size: number }[] = [];
  for (const child of children) {
    const data = await portraitJpeg(demoPortraitSvg(child.id, child.gender));
    const fileId = randomUUID();
    const storageKey = storageKeyFor(school.id, fileId, 'jpg');
    await store.put(storageKey, data);
    made.push({ childId: child.id, fileId, storageKey, size: data.length });
  }
  await db.transaction(async (tx) => {
    for (const m of made) {
      await tx.insert(storedFiles).values({
        id: m.fileId,
        schoolId: school.id,
        kind: StoredFileKind.image,
        originalName: `demo-${m.childId}.jpg`,
        mime: 'image/jpeg',
        size: m.size,
        storageKey: m.storageKey,
      });
      await tx
        .update(students)
        .set({ photo: filePath(m.fileId) })
        .where(eq(students.id, m.childId));
    }
  });
  return made.length;
}
