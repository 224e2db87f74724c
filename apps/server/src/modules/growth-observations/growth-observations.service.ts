import type { ZAddGrowthQuestionRequest, ZAddPointRequest, ZUpdatePointRequest } from '@kg/contracts';
import {
  LOG_SHEET_POINTS_MAX,
  LOG_SHEET_TYPES,
  GROWTH_TEMPLATE_MESSAGES as M,
  type TLogDimension,
  TypeNum,
} from '@kg/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { refuseDuplicate } from '../../lib/unique-violation';
import { growthObservationsRepository, type TModuleRow } from './growth-observations.repository';
import { LOG_SHEET_MESSAGES, logSheetOf, placePoints, pointKey } from './log-sheet';

export type TAddPointRequest = z.infer<typeof ZAddPointRequest>;
export type TUpdatePointRequest = z.infer<typeof ZUpdatePointRequest>;
export type TAddGrowthQuestionRequest = z.infer<typeof ZAddGrowthQuestionRequest>;
export type TNewPoint = { dimension: string; element: string; name: string };

/** A module of the caller's school; another school's or a missing one: 404. */
export async function moduleOf(
  db: DbOrTx,
  p: Principal,
  id: number,
  templateId?: number,
): Promise<TModuleRow> {
  const found = await growthObservationsRepository(db, p.schoolId).findModule(id);
  if (!found || (templateId !== undefined && found.templateId !== templateId)) throw AppError.notFound();
  return found;
}

/** A type 4/5 module (it has a log sheet), else 400 noLogSheet. */
export async function logSheetModule(db: DbOrTx, p: Principal, id: number, templateId?: number) {
  const found = await moduleOf(db, p, id, templateId);
  if (!LOG_SHEET_TYPES.includes(found.typeNum)) throw AppError.badRequest(M.noLogSheet);
  return found;
}

/** A type 12 module (it has growth questions), else 400 noGrowthQuestions. */
export async function questionModule(db: DbOrTx, p: Principal, id: number, templateId?: number) {
  const found = await moduleOf(db, p, id, templateId);
  if (found.typeNum !== TypeNum.rating) throw AppError.badRequest(M.noGrowthQuestions);
  return found;
}

/** F40: the module's log sheet, dimension → element → points. */
export async function logSheet(db: Db, p: Principal, moduleId: number): Promise<TLogDimension[]> {
  const found = await logSheetModule(db, p, moduleId);
  return logSheetOf(await growthObservationsRepository(db, p.schoolId).points(found.id));
}

/**
 * Writes new points into a module's log sheet inside the caller's transaction: each after
 * the last of its element (a new element after its dimension, a new dimension at the end),
 * the sheet renumbered. A point already there, or a sheet over its limit, refuses them all.
 */
export async function writePoints(tx: DbOrTx, p: Principal, moduleId: number, added: TNewPoint[]) {
  const repo = growthObservationsRepository(tx, p.schoolId);
  await repo.lockModule(moduleId);
  const existing = await repo.points(moduleId);
  const keys = new Set(existing.map(pointKey));
  if (added.some((a) => keys.has(pointKey(a)))) throw AppError.badRequest(M.pointExists);
  if (existing.length + added.length > LOG_SHEET_POINTS_MAX)
    throw AppError.badRequest(LOG_SHEET_MESSAGES.logSheetFull);
  const { moved, placed } = placePoints(existing, added);
  for (const m of moved) await repo.setPointOrder(m.id, m.orderSort);
  return repo.insertPoints(moduleId, placed);
}

/** F40: one point into an element (which may be new, as may its dimension). */
export async function addPoint(db: Db, p: Principal, req: TAddPointRequest): Promise<number> {
  return refuseDuplicate(M.pointExists, () =>
    db.transaction(async (tx) => {
      const found = await logSheetModule(tx, p, req.tempDetailId);
      const [id] = await writePoints(tx, p, found.id, [
        { dimension: req.dimension, element: req.element, name: req.title },
      ]);
      return id!;
    }),
  );
}

/** F40: renames a point; the same name twice in one element is refused. */
export async function updatePoint(db: Db, p: Principal, req: TUpdatePointRequest) {
  await refuseDuplicate(M.pointExists, () =>
    db.transaction(async (tx) => {
      const repo = growthObservationsRepository(tx, p.schoolId);
      const point = await repo.findPoint(req.id);
      if (!point) throw AppError.notFound();
      if (await repo.pointTaken({ ...point, name: req.title }, point.id))
        throw AppError.badRequest(M.pointExists);
      await repo.renamePoint(point.id, req.title);
    }),
  );
}

/** F40: deletes a point (marks records gave it go with it). */
export async function deletePoint(db: Db, p: Principal, id: number) {
  await db.transaction(async (tx) => {
    const repo = growthObservationsRepository(tx, p.schoolId);
    if (!(await repo.findPoint(id))) throw AppError.notFound();
    await repo.deletePoint(id);
  });
}

// ── Growth questions (type 12, F41) ────────────────────────────────────────────────

export async function questions(db: Db, p: Principal, moduleId: number) {
  const found = await questionModule(db, p, moduleId);
  return growthObservationsRepository(db, p.schoolId).questions(found.id);
}

/** New questions at the end of the module's list; a question already there refuses them all. */
export async function writeQuestions(tx: DbOrTx, p: Principal, moduleId: number, names: string[]) {
  const repo = growthObservationsRepository(tx, p.schoolId);
  await repo.lockModule(moduleId);
  const existing = await repo.questionNames(moduleId);
  if (names.some((n) => existing.has(n))) throw AppError.badRequest(M.questionExists);
  const last = await repo.maxQuestionOrder(moduleId);
  return repo.insertQuestions(
    moduleId,
    names.map((name, i) => ({ name, orderSort: last + i + 1 })),
  );
}

export async function addQuestion(db: Db, p: Principal, req: TAddGrowthQuestionRequest): Promise<number> {
  return refuseDuplicate(M.questionExists, () =>
    db.transaction(async (tx) => {
      const found = await questionModule(tx, p, req.tempDetailId);
      const [id] = await writeQuestions(tx, p, found.id, [req.name]);
      return id!;
    }),
  );
}

export async function deleteQuestion(db: Db, p: Principal, id: number) {
  await db.transaction(async (tx) => {
    const repo = growthObservationsRepository(tx, p.schoolId);
    if (!(await repo.findQuestion(id))) throw AppError.notFound();
    await repo.deleteQuestion(id);
  });
}
