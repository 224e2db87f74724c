import { execFileSync } from 'node:child_process';
import { API, PROCESS_DIMENSIONS, ProcessPageType, RATING_LEVELS } from '@kg/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiLogin } from './api';
import { libraryPhotos, newEntry, type TEntry } from './processEditing';
import { apiAs } from './reports';

/**
 * The growth handbook (成长手册, /all_result, issue 18 slice 4) in the journeys: each journey
 * writes its own finished entries through the real API, then reads them in the browser.
 */

export type THandbookEntry = TEntry & {
  /** the page items by name (封面, 寄语, 健康与体能 … 表现评价表) */
  pageIds: Record<string, number>;
  photos: string[];
  message: string;
  remark: string;
  ratingRows: string[];
};

/** A tiny MP4 as phones write one (an ftyp box, then mdat): the server checks the content. */
function tinyMp4(): Buffer {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const ftyp = Buffer.concat([
    Buffer.from('isom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2avc1mp41'),
  ]);
  return Buffer.concat([box('ftyp', ftyp), box('mdat', Buffer.alloc(2000, 7))]);
}

async function uploadVideo(request: APIRequestContext): Promise<string> {
  const { token } = await apiLogin(request, 'teacher');
  const answer = await request.post(API.uploads.file.path, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: tinyMp4() } },
  });
  const body = (await answer.json()) as { success: boolean; msg: string; response: string };
  expect(body.success, body.msg).toBe(true);
  return body.response;
}

export type TFinishedOptions = {
  /** photos on the 健康与体能 page (the first is also the cover's) */
  photos?: number;
  video?: boolean;
  /** rows of the rating table (H35: 14 on its first page, 16 per continuation) */
  ratingRows?: number;
  message?: string;
  remark?: string;
};

/**
 * A finished entry (H47) of the `childIndex`-th child of 小一班, written as the class teacher
 * would: the cover (王丽, a photo), a message, the 健康与体能 page with library photos (and a
 * video), both tables; the other five photo pages closed.
 */
export async function finishedEntry(
  request: APIRequestContext,
  childIndex: number,
  title: string,
  options: TFinishedOptions = {},
): Promise<THandbookEntry> {
  const { photos: photoCount = 2, video = false, ratingRows = 3 } = options;
  const message = options.message ?? `${title}：宝贝这段时间进步很大，老师为你骄傲！`;
  const remark = options.remark ?? '搭积木时很专注，能和同伴一起商量怎样搭得更高。';
  const entry = await newEntry(request, childIndex, title);
  const api = await apiAs(request, 'teacher');
  const { Items } = await api.call(API.processEvaluations.pages, {
    StudentId: entry.StudentId,
    Id: entry.Id,
  });
  const pageIds: Record<string, number> = Object.fromEntries(Items.map((item) => [item.Name, item.Id]));
  const idOf = (name: string) => {
    const id = pageIds[name];
    if (!id) throw new Error(`no page item ${name}`);
    return id;
  };
  const photos = await libraryPhotos(request, entry, 1, photoCount);
  const videos = video ? [await uploadVideo(request)] : [];
  const submit = (
    id: number,
    type: number,
    content: string,
    media: { imgList?: string[]; videoList?: string[] } = {},
  ) => api.call(API.processEvaluations.submitPage, { id, type, content, ...media });

  await submit(idOf('封面'), ProcessPageType.cover, '王丽', { imgList: photos.slice(0, 1) });
  await submit(idOf('寄语'), ProcessPageType.message, message);
  const health = PROCESS_DIMENSIONS[0].Name;
  await submit(idOf(health), ProcessPageType.media, remark, { imgList: photos, videoList: videos });
  for (const d of PROCESS_DIMENSIONS.slice(1))
    await api.call(API.processEvaluations.closePage, { id: idOf(d.Name) });
  const table = {
    name: entry.StudentName,
    content: '建构区：搭高楼',
    looktime: '2026-09-10',
    writename: '王丽',
    List: [
      { title: '观察实录', desc: '用十二块积木搭了一座高楼，倒了又重新搭。' },
      { title: '分析', desc: '有坚持性，愿意尝试新的方法。' },
    ],
  };
  await submit(idOf('观察记录表'), ProcessPageType.table1, JSON.stringify(table));
  const rows = Array.from(
    { length: ratingRows },
    (_, i) => `表现${String(i + 1).padStart(2, '0')}：能主动参与活动`,
  );
  const rating = {
    title: '健康表现评价表',
    List: rows.map((manifestation, i) => ({ manifestation, isActivite: RATING_LEVELS[i % 3]!.value })),
  };
  const saved = await submit(idOf('表现评价表'), ProcessPageType.table2, JSON.stringify(rating));
  expect(saved.EvaluationStatus, 'the entry is finished (H47)').toBe(1);
  return { ...entry, pageIds, photos, message, remark, ratingRows: rows };
}

/** The handbook's address as the list opens it (H09). */
export const handbookUrl = (entries: readonly THandbookEntry[], type = 0) =>
  `/all_result?${new URLSearchParams({
    Ids: JSON.stringify(entries.map((e) => e.Id)),
    type: String(type),
    studentId: String(entries[0]!.StudentId),
    StudentName: entries[0]!.StudentName,
  })}`;

/** The handbook's A4 sheets of a kind (cover, message, media, table1, table2, back). */
export const sheets = (page: Page, kind?: string) =>
  page.locator(kind ? `[data-testid="handbook-page"][data-kind="${kind}"]` : '[data-testid="handbook-page"]');

/** How many pictures poppler finds on a PDF's page (1-based), or in the whole PDF. */
export function pdfImagesOn(file: string, pageNumber?: number): number {
  const pages = pageNumber ? ['-f', String(pageNumber), '-l', String(pageNumber)] : [];
  const list = execFileSync('pdfimages', ['-list', ...pages, file], { encoding: 'utf8' });
  // two header lines, then one line per image (smasks count as their own line)
  return list
    .trim()
    .split('\n')
    .slice(2)
    .filter((line) => /\bimage\b/.test(line)).length;
}

export const pdfImageCount = (file: string) => pdfImagesOn(file);
