import {
  fileIdOf,
  fillMessage,
  isLibraryBackground,
  LOG_SHEET_TYPES,
  GROWTH_TEMPLATE_MESSAGES as M,
  monthLabel,
  plateById,
  STORED_FILE_PATH,
  type TBackground,
  type TCatalogueEntry,
  type TExerciseSection,
  TemplateStatus,
  type TLogDimension,
  type TModuleConfig,
  type TPlateOption,
  type TSaveModuleRequest,
  TypeNum,
  VIDEO_TYPES,
  ZExerciseContent,
  ZMedicalContent,
} from '@kg/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { moduleForChange, moduleOf, repoOf, templateOf } from './growth-templates.lookups';
import {
  backgroundList,
  contentText,
  logSheetOf,
  plateList,
  toModuleImages,
} from './growth-templates.presenters';
import type { TGrowthTemplatesRepository, TModuleRow } from './growth-templates.repository';

/**
 * A module's configuration (screen 9, F29-F46): backgrounds, plates, the configuration load
 * and save; and its preview (F32): pictures, the catalogue, the observation pages.
 */

/** The three writing boxes of a term observation page (F32). */
const CYCLE_WRITES = ['故事描述', '分析', '支持'].map((Title) => ({ Title, Desc: '' }));

// ── Configuration (F29-F46) ─────────────────────────────────────────────────────────

export async function backgrounds(db: Db, p: Principal): Promise<TBackground[]> {
  return backgroundList(await repoOf(db, p).backgroundFiles());
}

export const plates = (): TPlateOption[] => plateList();

export async function moduleConfig(db: Db, p: Principal, id: number): Promise<TModuleConfig> {
  const repo = repoOf(db, p);
  const found = await moduleOf(repo, id);
  const template = await templateOf(repo, found.templateId);
  return {
    Id: found.id,
    TempId: template.id,
    TypeNum: found.typeNum,
    Title: found.title,
    BackCoverImg: found.backCoverImg,
    PlateId: found.plateId,
    Content: contentText(found.content),
    TemplateStatus: template.status,
    RecordCount: await repo.moduleRecordCount(found.id),
  };
}

/** A background is a library picture or a picture this school uploaded. */
async function checkBackground(repo: TGrowthTemplatesRepository, url: string) {
  if (!url) throw AppError.badRequest(M.backgroundRequired);
  if (isLibraryBackground(url)) return;
  if (STORED_FILE_PATH.test(url) && (await repo.hasImage(fileIdOf(url).toLowerCase()))) return;
  throw AppError.badRequest(M.backgroundInvalid);
}

const EXERCISE_IMAGE = /^\/growth\/exercise\/[a-z0-9-]+\.svg$/;

function parseJson(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch {
    throw AppError.badRequest(M.contentInvalid);
  }
}

/** F38, F44: every section needs its title, standard value, unit and an image, in that order. */
async function exerciseContent(
  repo: TGrowthTemplatesRepository,
  content: string,
): Promise<TExerciseSection[]> {
  const parsed = ZExerciseContent.safeParse(parseJson(content));
  if (!parsed.success) throw AppError.badRequest(M.contentInvalid);
  const sections = parsed.data.map((s) => ({
    ...s,
    imageArr: s.imageArr.filter((i) => i.url.trim() !== ''),
  }));
  for (const [i, s] of sections.entries()) {
    const n = i + 1;
    if (!s.title) throw AppError.badRequest(fillMessage(M.sectionTitleRequired, { n }));
    if (!s.standardValues) throw AppError.badRequest(fillMessage(M.sectionStandardRequired, { n }));
    if (!s.unit) throw AppError.badRequest(fillMessage(M.sectionUnitRequired, { n }));
    if (s.imageArr.length === 0) throw AppError.badRequest(fillMessage(M.sectionImageRequired, { n }));
    for (const image of s.imageArr) {
      if (EXERCISE_IMAGE.test(image.url)) continue;
      if (STORED_FILE_PATH.test(image.url) && (await repo.hasImage(fileIdOf(image.url).toLowerCase())))
        continue;
      throw AppError.badRequest(M.contentInvalid);
    }
  }
  return sections;
}

/**
 * F29, F37-F39: background, and for the configuration screen the plate (type 6) or the content
 * (types 7 and 8). The cover form (plateId 0, content '') changes the background only.
 */
export async function saveModule(db: Db, p: Principal, req: TSaveModuleRequest) {
  await db.transaction(async (tx) => {
    const repo = repoOf(tx, p);
    const { module: found, template } = await moduleForChange(repo, req.id);
    await checkBackground(repo, req.backCoverImg);
    const change: Partial<Pick<TModuleRow, 'backCoverImg' | 'plateId' | 'content'>> = {
      backCoverImg: req.backCoverImg,
    };
    const coverForm = req.plateId === 0 && req.content === '';
    if (!coverForm && found.typeNum === TypeNum.plate) {
      if (!req.plateId) throw AppError.badRequest(M.plateRequired);
      if (!plateById(req.plateId)) throw AppError.badRequest(M.plateInvalid);
      const locked = plateById(found.plateId) !== undefined && template.status !== TemplateStatus.reset;
      if (locked && req.plateId !== found.plateId) throw AppError.badRequest(M.plateLocked);
      change.plateId = req.plateId;
    }
    if (!coverForm && found.typeNum === TypeNum.exercise)
      change.content = await exerciseContent(repo, req.content);
    if (!coverForm && found.typeNum === TypeNum.physical) {
      const parsed = ZMedicalContent.safeParse(parseJson(req.content));
      if (!parsed.success) throw AppError.badRequest(M.contentInvalid);
      change.content = parsed.data;
    }
    await repo.updateModule(found.id, change);
    await repo.touchTemplate(template.id);
  });
}

// ── Preview (F32) ───────────────────────────────────────────────────────────────────

export async function moduleImages(db: Db, p: Principal, id: number) {
  return toModuleImages(await moduleOf(repoOf(db, p), id));
}

/** Pages a module takes in the book: a term observation has its table and its text. */
const pagesOf = (typeNum: number) => (typeNum === TypeNum.termObservation ? 2 : 1);

/**
 * The catalogue page: the open modules after it (videos are not printed), each with the page
 * it starts on, counting from the first page of the book.
 */
export async function catalogue(db: Db, p: Principal, id: number): Promise<TCatalogueEntry[]> {
  const repo = repoOf(db, p);
  const found = await moduleOf(repo, id);
  const printed = (await repo.modules(found.templateId)).filter(
    (m) => m.id === found.id || (m.status === 1 && !VIDEO_TYPES.includes(m.typeNum)),
  );
  const entries: TCatalogueEntry[] = [];
  let page = 1;
  let after = false;
  for (const m of printed) {
    if (after) entries.push({ Title: m.title, Page: page, TypeNum: m.typeNum });
    if (m.id === found.id) after = true;
    page += pagesOf(m.typeNum);
  }
  return entries;
}

async function logModule(repo: TGrowthTemplatesRepository, id: number) {
  const found = await moduleOf(repo, id);
  if (!LOG_SHEET_TYPES.includes(found.typeNum)) throw AppError.badRequest(M.noLogSheet);
  const sheet: TLogDimension[] = logSheetOf(await repo.pointsOf(found.id));
  return { found, sheet };
}

/** The term observation page (type 4) with its log sheet. */
export async function cycleWriteCycle(db: Db, p: Principal, id: number) {
  const repo = repoOf(db, p);
  const { found, sheet } = await logModule(repo, id);
  const template = await templateOf(repo, found.templateId);
  const cycleId = found.cycleId ?? template.cycleId;
  const cycle = cycleId ? await repo.structure.term(cycleId) : undefined;
  return { Title: found.title, CycleName: cycle?.name ?? '', LogSheet: sheet, CycleWrites: CYCLE_WRITES };
}

/** The monthly observation page (type 5) with its log sheet. */
export async function cycleWrite(db: Db, p: Principal, id: number) {
  const { found, sheet } = await logModule(repoOf(db, p), id);
  return { Title: found.title, TimeCopy: monthLabel(found.time), LogSheet: sheet };
}
