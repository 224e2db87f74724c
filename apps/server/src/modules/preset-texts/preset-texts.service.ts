import {
  PRESET_TEXT_MESSAGES as M,
  PRESET_TEXTS_MAX,
  PresetTextType,
  type TAddPresetTextRequest,
  type TPage,
  type TPresetText,
  type ZPresetTextQuery,
} from '@kg/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { pageOf } from '../../lib/reply';
import { presetTextsRepository, type TPresetTextRow } from './preset-texts.repository';

type TPresetTextQuery = z.infer<typeof ZPresetTextQuery>;

/** The wire shape (E51): the only place a row becomes a preset text. */
function toPresetText(row: TPresetTextRow): TPresetText {
  return { Id: row.id, GrowthMessageText: row.content, type: row.type };
}

/** E45: a page of the caller's own texts (newest first) followed by the school's system texts. */
export async function findPresetTextPage(
  db: Db,
  p: Principal,
  q: TPresetTextQuery,
): Promise<TPage<TPresetText>> {
  const { rows, total } = await presetTextsRepository(db, p.schoolId).page({
    userId: p.userId,
    messageType: q.MessageType,
    offset: (q.PageIndex - 1) * q.PageSize,
    limit: q.PageSize,
  });
  return pageOf(rows.map(toPresetText), total, q.PageIndex, q.PageSize);
}

/**
 * E47, E48: keeps a text of the caller's; at most 15 of their own per message type (system
 * texts do not count). Count and insert share a transaction holding the caller's user row,
 * so two adds sent at once at 14 leave 15.
 */
export async function addPresetText(db: Db, p: Principal, req: TAddPresetTextRequest): Promise<number> {
  return db.transaction(async (tx) => {
    const repo = presetTextsRepository(tx, p.schoolId);
    await repo.lockUser(p.userId);
    if ((await repo.countOwn(p.userId, req.MessageType)) >= PRESET_TEXTS_MAX)
      throw AppError.badRequest(M.full);
    return repo.insertOwn({ userId: p.userId, messageType: req.MessageType, content: req.Content });
  });
}

/**
 * E44, E49: deletes the caller's own texts together. An id of no text of this school makes
 * the whole call 404; a system text or another user's text refuses it with 此条不可删除.
 */
export async function deletePresetTexts(db: Db, p: Principal, ids: number[]) {
  await db.transaction(async (tx) => {
    const repo = presetTextsRepository(tx, p.schoolId);
    const unique = [...new Set(ids)];
    const rows = await repo.findMany(unique);
    if (rows.length !== unique.length) throw AppError.notFound();
    if (rows.some((r) => r.type !== PresetTextType.own || r.userId !== p.userId))
      throw AppError.badRequest(M.notDeletable);
    await repo.delete(unique);
  });
}
