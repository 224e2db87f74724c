import {
  answerSchemaOf,
  fileIdOf,
  GROWTH_ASSET_ROOT,
  LOG_SHEET_TYPES,
  GROWTH_RECORD_MESSAGES as M,
  STORED_FILE_PATH,
  type TAnswerItem,
  type TMonthAnswer,
  type TScoredDimension,
  type TTermAnswer,
  TypeNum,
} from '@kg/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { logSheetOf } from '../growth-observations/log-sheet';

type TPoint = { id: number; dimension: string; element: string; name: string };

/**
 * Reads the answer JSON string of a save with its type's schema; the first problem (a text
 * over 500 characters, a title over 10) is the answer's message.
 */
export function parseAnswer(typeNum: number, text: string): Record<string, unknown> {
  let raw: unknown;
  try {
    raw = text.trim() ? JSON.parse(text) : {};
  } catch {
    throw AppError.badRequest(M.answerInvalid);
  }
  const result = answerSchemaOf(typeNum).safeParse(raw);
  if (!result.success) {
    const own = result.error.issues.find((i) => i.message.includes('不能超过'));
    throw AppError.badRequest(own?.message ?? M.answerInvalid);
  }
  return result.data as Record<string, unknown>;
}

/**
 * A type 4/5 answer laid over the module's sheet as it is now: every point of the sheet in
 * its order with the value the answer gave it (0 when none), points no longer on the sheet
 * dropped, the teacher's notes per dimension kept. The stored answer then always matches
 * what the page prints.
 */
export function overSheet(answer: TTermAnswer | TMonthAnswer, points: readonly TPoint[]): TScoredDimension[] {
  const values = new Map<number, number>();
  const notes = new Map<string, { Title: string; Describe: string }>();
  for (const d of answer.dimensions ?? []) {
    notes.set(d.Name, { Title: d.Title ?? '', Describe: d.Describe ?? '' });
    for (const e of d.info) for (const point of e.info) values.set(point.Id, point.Value);
  }
  return logSheetOf(points).map((d) => ({
    Name: d.Name,
    Title: notes.get(d.Name)?.Title ?? '',
    Describe: notes.get(d.Name)?.Describe ?? '',
    info: d.info.map((e) => ({
      Name: e.Name,
      info: e.info.map((point) => ({ Id: point.Id, Name: point.Name, Value: values.get(point.Id) ?? 0 })),
    })),
  }));
}

/** The scored points of a type 4/5 answer: what the statistics count. */
export function marksOf(typeNum: number, answer: Record<string, unknown>) {
  if (!LOG_SHEET_TYPES.includes(typeNum)) return [];
  return ((answer.dimensions ?? []) as TScoredDimension[])
    .flatMap((d) => d.info.flatMap((e) => e.info))
    .filter((p) => p.Value >= 1)
    .map((p) => ({ pointId: p.Id, value: p.Value }));
}

/** Every picture or video an answer points at. */
function filesOf(answer: Record<string, unknown>): string[] {
  const list = (answer.List ?? []) as Array<Partial<TAnswerItem>>;
  const refs: string[] = [];
  for (const item of list) {
    if ((item.Type === 'image' || item.Type === 'video') && item.Content) refs.push(item.Content);
    for (const image of item.Images ?? []) if (image) refs.push(image);
  }
  return refs;
}

/**
 * An answer may only point at pictures and videos this school uploaded, or at the product's
 * own pictures: never at another school's file or an outside address.
 */
export async function checkFiles(
  db: DbOrTx,
  schoolId: number,
  typeNum: number,
  answer: Record<string, unknown>,
) {
  if (typeNum === TypeNum.table || typeNum === TypeNum.rating || LOG_SHEET_TYPES.includes(typeNum)) return;
  const refs = filesOf(answer);
  const stored: string[] = [];
  for (const ref of refs) {
    if (ref.startsWith(`${GROWTH_ASSET_ROOT}/`) && !ref.includes('..')) continue;
    if (!STORED_FILE_PATH.test(ref)) throw AppError.badRequest(M.fileInvalid);
    stored.push(fileIdOf(ref).toLowerCase());
  }
  const wanted = [...new Set(stored)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.schoolId, schoolId),
        inArray(storedFiles.id, wanted),
        inArray(storedFiles.kind, ['image', 'video', 'background']),
      ),
    );
  if (found.length !== wanted.length) throw AppError.badRequest(M.fileInvalid);
}
