import {
  ADDABLE_TYPES,
  END_TYPES,
  FIXED_TYPES,
  fileIdOf,
  fillMessage,
  GROWTH_OPERATORS,
  isLibraryBackground,
  LOG_SHEET_TYPES,
  listOf,
  GROWTH_TEMPLATE_MESSAGES as M,
  monthLabel,
  plateById,
  RESET_HIDDEN_PARENT_ID,
  SINGLE_TYPES,
  STORED_FILE_PATH,
  type TAddTemplateRequest,
  type TBackground,
  type TCatalogueEntry,
  type TExerciseSection,
  TemplateStatus,
  type TGrowthTemplate,
  type TLogDimension,
  type TModuleConfig,
  type TModuleForm,
  type TModuleList2,
  type TPlateOption,
  type TSaveModuleRequest,
  type TSortModulesRequest,
  type TTemplatePageQuery,
  TypeNum,
  typeText,
  VIDEO_TYPES,
  ZExerciseContent,
  ZMedicalContent,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { refuseDuplicate } from '../../lib/unique-violation';
import {
  copyPlan,
  defaultPlan,
  defaultStart,
  firstDayOfMonth,
  listRank,
  type TTemplateFrame,
  writePlan,
} from './growth-templates.builder';
import {
  backgroundList,
  contentText,
  logSheetOf,
  plateList,
  toModule,
  toModuleImages,
  toTemplate,
} from './growth-templates.presenters';
import {
  growthTemplatesRepository,
  type TGrowthTemplatesRepository,
  type TModuleRow,
  type TTemplateRow,
} from './growth-templates.repository';

/** F07: the fixed pages are always open. Not in the contracts' messages yet. */

/** The three writing boxes of a term observation page (F32). */
const CYCLE_WRITES = ['故事描述', '分析', '支持'].map((Title) => ({ Title, Desc: '' }));

/** Past every real position: a module placed here sorts last in its list until renumbered. */
const LAST = 1_000_000;

const repoOf = (db: DbOrTx, p: Principal) => growthTemplatesRepository(db, p.schoolId);

async function templateOf(repo: TGrowthTemplatesRepository, id: number, lock = false): Promise<TTemplateRow> {
  const template = lock ? await repo.lockTemplate(id) : await repo.findTemplate(id);
  if (!template) throw AppError.notFound();
  return template;
}

async function moduleOf(repo: TGrowthTemplatesRepository, id: number): Promise<TModuleRow> {
  const found = await repo.findModule(id);
  if (!found) throw AppError.notFound();
  return found;
}

/** The module and its template, locked for the change. */
async function moduleForChange(repo: TGrowthTemplatesRepository, id: number) {
  const found = await moduleOf(repo, id);
  const template = await templateOf(repo, found.templateId, true);
  return { module: found, template };
}

async function frameOf(repo: TGrowthTemplatesRepository, t: TTemplateRow): Promise<TTemplateFrame> {
  const studyYear = await repo.findStudyYear(t.studyYearId);
  const terms = await repo.cyclesOf(t.studyYearId);
  return {
    studyYear: studyYear!,
    cycle: t.cycleId ? (terms.find((c) => c.id === t.cycleId) ?? null) : null,
    terms,
  };
}

async function gradeLevelOf(repo: TGrowthTemplatesRepository, t: TTemplateRow) {
  return (await repo.findGrade(t.gradeId))?.level ?? 1;
}

/**
 * Orders every module of the template 1..n: the front list (cover, catalogue), the middle list
 * (in `middle`'s order when given, else by its orders), the closing page (DECISIONS 22).
 */
async function renumber(repo: TGrowthTemplatesRepository, templateId: number, middle?: number[]) {
  const rows = await repo.moduleOrders(templateId);
  rows.sort((a, b) => listRank(a.typeNum) - listRank(b.typeNum) || a.orderSort - b.orderSort || a.id - b.id);
  if (middle) {
    const position = new Map(middle.map((id, i) => [id, i]));
    const inMiddle = rows
      .filter((r) => position.has(r.id))
      .sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    let next = 0;
    for (const [i, r] of rows.entries()) if (position.has(r.id)) rows[i] = inMiddle[next++]!;
  }
  for (const [i, r] of rows.entries()) if (r.orderSort !== i + 1) await repo.setModuleOrder(r.id, i + 1);
}

// ── Templates ───────────────────────────────────────────────────────────────────────

export async function listTemplates(db: Db, p: Principal, q: TTemplatePageQuery): Promise<TGrowthTemplate[]> {
  const rows = await repoOf(db, p).templates({
    studyYearId: q.StudyYearId,
    gradeId: q.GradeId,
    cycleId: q.CycleId,
  });
  return rows.map(toTemplate);
}

async function templateView(repo: TGrowthTemplatesRepository, id: number): Promise<TGrowthTemplate> {
  const [row] = await repo.templates({ id });
  if (!row) throw AppError.notFound();
  return toTemplate(row);
}

/**
 * Creates a template of the school's grade and term (cycleId null: the whole year) from the
 * grade's default set, in the caller's transaction. Other code (a new school, a new study
 * year) may call it; the unique index refuses a second template of the same grade and term.
 */
export async function createDefaultTemplate(
  db: DbOrTx,
  schoolId: number,
  v: { studyYearId: number; gradeId: number; gradeLevel: number; cycleId: number | null },
): Promise<number> {
  const repo = growthTemplatesRepository(db, schoolId);
  const id = await repo.insertTemplate({
    studyYearId: v.studyYearId,
    gradeId: v.gradeId,
    cycleId: v.cycleId,
  });
  const template = await templateOf(repo, id);
  const plan = defaultPlan(v.gradeLevel, await frameOf(repo, template));
  if (plan.length === 0) throw AppError.badRequest(M.noGradeDefault);
  await writePlan(repo, id, plan);
  return id;
}

/** AddTenantTempInfo: from the grade's default set (sourceId 0) or a copy of a template of the school. */
export async function addTemplate(db: Db, p: Principal, req: TAddTemplateRequest): Promise<number> {
  return refuseDuplicate(M.templateExists, () =>
    db.transaction(async (tx) => {
      const repo = repoOf(tx, p);
      const studyYear = await repo.findStudyYear(req.studyYearId);
      if (!studyYear) throw AppError.notFound();
      const grade = await repo.findGrade(req.gradeId);
      if (!grade) throw AppError.notFound();
      if (grade.studyYearId !== studyYear.id) throw AppError.badRequest(M.gradeRequired);
      let cycleId: number | null = null;
      if (req.cycleId) {
        const cycle = await repo.findCycle(req.cycleId);
        if (!cycle) throw AppError.notFound();
        if (cycle.studyYearId !== studyYear.id) throw AppError.badRequest(M.cycleNotInYear);
        cycleId = cycle.id;
      }
      const source = req.sourceId ? await templateOf(repo, req.sourceId) : null;
      if (await repo.templateTaken(grade.id, cycleId)) throw AppError.badRequest(M.templateExists);
      if (!source) {
        return createDefaultTemplate(tx, p.schoolId, {
          studyYearId: studyYear.id,
          gradeId: grade.id,
          gradeLevel: grade.level,
          cycleId,
        });
      }
      const id = await repo.insertTemplate({ studyYearId: studyYear.id, gradeId: grade.id, cycleId });
      const target = await templateOf(repo, id);
      const plan = await copyPlan(
        repo,
        await repo.modules(source.id),
        await frameOf(repo, source),
        await frameOf(repo, target),
      );
      await writePlan(repo, id, plan);
      return id;
    }),
  );
}

/** Publish (1) or back to draft (0). */
export async function publishTemplate(db: Db, p: Principal, req: { id: number; status: 0 | 1 }) {
  await db.transaction(async (tx) => {
    const repo = repoOf(tx, p);
    const template = await templateOf(repo, req.id, true);
    const published = req.status === TemplateStatus.published;
    await repo.setTemplateStatus(
      template.id,
      req.status,
      published ? (template.status === TemplateStatus.published ? template.publishedAt : new Date()) : null,
    );
  });
}

export async function deleteTemplate(db: Db, p: Principal, id: number) {
  await db.transaction(async (tx) => {
    const repo = repoOf(tx, p);
    const template = await templateOf(repo, id, true);
    const records = await repo.templateRecordCount(template.id);
    if (records > 0) throw AppError.badRequest(fillMessage(M.templateHasRecordsDelete, { count: records }));
    await repo.deleteTemplate(template.id);
  });
}

/** F16, F17: the grade's default set replaces the modules; the template becomes status 2. */
export async function resetTemplate(db: Db, p: Principal, id: number) {
  await db.transaction(async (tx) => {
    const repo = repoOf(tx, p);
    const template = await templateOf(repo, id, true);
    if ((await repo.schoolParentId()) === RESET_HIDDEN_PARENT_ID)
      throw AppError.badRequest(M.resetNotAllowed);
    const records = await repo.templateRecordCount(template.id);
    if (records > 0) throw AppError.badRequest(fillMessage(M.templateHasRecords, { count: records }));
    const plan = defaultPlan(await gradeLevelOf(repo, template), await frameOf(repo, template));
    if (plan.length === 0) throw AppError.badRequest(M.noGradeDefault);
    await repo.deleteModulesOf(template.id);
    await writePlan(repo, template.id, plan);
    await repo.setTemplateStatus(template.id, TemplateStatus.reset, null);
  });
}

// ── Modules ─────────────────────────────────────────────────────────────────────────

export async function moduleList(db: Db, p: Principal, id: number): Promise<TModuleList2> {
  const repo = repoOf(db, p);
  const Template = await templateView(repo, id);
  const List = (await repo.modules(id)).map(toModule);
  return { Template, List };
}

export const typeOptions = () => ADDABLE_TYPES.map((t) => ({ Value: t.Value as number, Name: t.Name }));
export const operatorOptions = () => GROWTH_OPERATORS.map((o) => ({ Value: o.Value, Name: o.Name }));

/** The form's term and month, checked for its type (F22, F24, F25, F26). */
async function placeInTime(repo: TGrowthTemplatesRepository, template: TTemplateRow, form: TModuleForm) {
  if (form.type === TypeNum.termObservation) {
    if (!form.cycleId) throw AppError.badRequest(M.cycleRequired);
    if (template.cycleId && form.cycleId !== template.cycleId) {
      const own = await repo.findCycle(template.cycleId);
      throw AppError.badRequest(fillMessage(M.cycleMustBeTemplates, { cycle: own?.name ?? '' }));
    }
    const cycle = await repo.findCycle(form.cycleId);
    if (!cycle) throw AppError.notFound();
    if (cycle.studyYearId !== template.studyYearId) throw AppError.badRequest(M.cycleNotInYear);
    return { time: null, cycleId: cycle.id };
  }
  if (form.type === TypeNum.monthlyObservation) {
    const time = firstDayOfMonth(form.time);
    if (!time) throw AppError.badRequest(M.timeRequired);
    return { time, cycleId: null };
  }
  return { time: null, cycleId: null };
}

/** A cover, catalogue or closing page is there at most once. */
async function refuseSecondSingle(
  repo: TGrowthTemplatesRepository,
  templateId: number,
  typeNum: number,
  exceptId = 0,
) {
  if (!SINGLE_TYPES.includes(typeNum)) return;
  const rows = await repo.moduleOrders(templateId);
  if (rows.some((r) => r.typeNum === typeNum && r.id !== exceptId))
    throw AppError.badRequest(fillMessage(M.singleTypeExists, { type: typeText(typeNum) }));
}

/** The grade's default log sheet (types 4, 5) or growth questions (type 12) for a module. */
async function giveDefaults(
  repo: TGrowthTemplatesRepository,
  moduleId: number,
  typeNum: number,
  start: ReturnType<typeof defaultStart>,
) {
  if (LOG_SHEET_TYPES.includes(typeNum)) await repo.insertPoints(moduleId, start.points);
  if (typeNum === TypeNum.rating) await repo.insertQuestions(moduleId, start.questions);
}

/** F19, F20, DECISIONS 22: the new module goes to the end of the middle list (1, 3: the front). */
export async function addModule(db: Db, p: Principal, form: TModuleForm): Promise<number> {
  return db.transaction(async (tx) => {
    const repo = repoOf(tx, p);
    const template = await templateOf(repo, form.tempId, true);
    if (template.status === TemplateStatus.published) throw AppError.badRequest(M.templatePublished);
    const when = await placeInTime(repo, template, form);
    await refuseSecondSingle(repo, template.id, form.type);
    const start = defaultStart(await gradeLevelOf(repo, template), form.type);
    const id = await repo.insertModule({
      templateId: template.id,
      typeNum: form.type,
      title: form.title,
      operator: form.operator,
      orderSort: LAST,
      ...when,
      status: 1,
      backCoverImg: start.backCoverImg,
      plateId: 0,
      content: start.content,
    });
    await giveDefaults(repo, id, form.type, start);
    await renumber(repo, template.id);
    await repo.touchTemplate(template.id);
    return id;
  });
}

/**
 * F19, F23: title, operator, type and its term or month. A type change starts the module
 * afresh (log sheet, questions, content of the new type) and is refused while it has records.
 */
export async function updateModule(db: Db, p: Principal, form: TModuleForm & { id: number }) {
  await db.transaction(async (tx) => {
    const repo = repoOf(tx, p);
    const { module: found, template } = await moduleForChange(repo, form.id);
    if (form.tempId !== template.id) throw AppError.notFound();
    const when = await placeInTime(repo, template, form);
    const retyped = form.type !== found.typeNum;
    if (retyped) {
      if (found.typeNum === TypeNum.closing) throw AppError.badRequest(M.closingNotDeletable);
      await refuseSecondSingle(repo, template.id, form.type, found.id);
      const records = await repo.moduleRecordCount(found.id);
      if (records > 0) throw AppError.badRequest(fillMessage(M.typeChangeHasRecords, { count: records }));
    }
    const moved = listOf(form.type) !== listOf(found.typeNum);
    const bothLogged = LOG_SHEET_TYPES.includes(form.type) && LOG_SHEET_TYPES.includes(found.typeNum);
    const start = retyped ? defaultStart(await gradeLevelOf(repo, template), form.type) : null;
    await repo.updateModule(found.id, {
      typeNum: form.type,
      title: form.title,
      operator: form.operator,
      ...when,
      ...(moved ? { orderSort: LAST } : {}),
      ...(start ? { content: start.content, plateId: 0 } : {}),
      // the fixed pages cannot be closed
      ...(FIXED_TYPES.includes(form.type) ? { status: 1 } : {}),
    });
    if (start) {
      // a term and a monthly observation share the log sheet; anything else starts afresh
      if (!bothLogged) await repo.deletePointsOf(found.id);
      await repo.deleteQuestionsOf(found.id);
      await giveDefaults(repo, found.id, form.type, bothLogged ? { ...start, points: [] } : start);
    }
    if (moved) await renumber(repo, template.id);
    await repo.touchTemplate(template.id);
  });
}

/** F28: not the closing page, not while records were written against it. */
export async function deleteModule(db: Db, p: Principal, id: number) {
  await db.transaction(async (tx) => {
    const repo = repoOf(tx, p);
    const { module: found, template } = await moduleForChange(repo, id);
    if (END_TYPES.includes(found.typeNum)) throw AppError.badRequest(M.closingNotDeletable);
    const records = await repo.moduleRecordCount(found.id);
    if (records > 0) throw AppError.badRequest(fillMessage(M.moduleHasRecords, { count: records }));
    await repo.deleteModule(found.id);
    await renumber(repo, template.id);
    await repo.touchTemplate(template.id);
  });
}

/**
 * F05: the whole middle list of one template in its new order (1-based); the front and end
 * lists keep their places; every order is renumbered 1..n in one transaction.
 */
export async function sortModules(db: Db, p: Principal, req: TSortModulesRequest) {
  await db.transaction(async (tx) => {
    const repo = repoOf(tx, p);
    const ids = req.list.map((i) => i.id);
    if (new Set(ids).size !== ids.length) throw AppError.badRequest(M.sortListInvalid);
    const rows = await repo.modulesByIds(ids);
    if (rows.length !== ids.length) throw AppError.notFound();
    if (rows.some((r) => listOf(r.typeNum) !== 'middle')) throw AppError.badRequest(M.fixedNotSortable);
    const templateIds = new Set(rows.map((r) => r.templateId));
    if (templateIds.size !== 1) throw AppError.badRequest(M.sortListInvalid);
    const template = await templateOf(repo, rows[0]!.templateId, true);
    const middle = (await repo.moduleOrders(template.id)).filter((r) => listOf(r.typeNum) === 'middle');
    if (middle.length !== ids.length) throw AppError.badRequest(M.sortListInvalid);
    const order = req.list
      .map((item, i) => ({ ...item, i }))
      .sort((a, b) => a.orderSort - b.orderSort || a.i - b.i)
      .map((item) => item.id);
    await renumber(repo, template.id, order);
    await repo.touchTemplate(template.id);
  });
}

/** F11 one module; F12 every module of a template (status 1). */
export async function openClose(
  db: Db,
  p: Principal,
  req: { id: number; status: 0 | 1 } | { tempId: number; status: 1 },
) {
  await db.transaction(async (tx) => {
    const repo = repoOf(tx, p);
    if ('tempId' in req) {
      const template = await templateOf(repo, req.tempId, true);
      await repo.openAll(template.id);
      await repo.touchTemplate(template.id);
      return;
    }
    const { module: found, template } = await moduleForChange(repo, req.id);
    if (FIXED_TYPES.includes(found.typeNum)) throw AppError.badRequest(M.fixedNotTogglable);
    await repo.updateModule(found.id, { status: req.status });
    await repo.touchTemplate(template.id);
  });
}

/** F15: the module's records go (their marks with them); answers how many. */
export async function clearModule(db: Db, p: Principal, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const repo = repoOf(tx, p);
    const { module: found } = await moduleForChange(repo, id);
    return repo.deleteModuleRecords(found.id);
  });
}

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
  const cycle = cycleId ? await repo.findCycle(cycleId) : undefined;
  return { Title: found.title, CycleName: cycle?.name ?? '', LogSheet: sheet, CycleWrites: CYCLE_WRITES };
}

/** The monthly observation page (type 5) with its log sheet. */
export async function cycleWrite(db: Db, p: Principal, id: number) {
  const { found, sheet } = await logModule(repoOf(db, p), id);
  return { Title: found.title, TimeCopy: monthLabel(found.time), LogSheet: sheet };
}
