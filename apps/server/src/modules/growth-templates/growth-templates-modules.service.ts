import {
  ADDABLE_TYPES,
  END_TYPES,
  FIXED_TYPES,
  fillMessage,
  GROWTH_OPERATORS,
  LOG_SHEET_TYPES,
  listOf,
  GROWTH_TEMPLATE_MESSAGES as M,
  SINGLE_TYPES,
  TemplateStatus,
  type TGrowthTemplate,
  type TModuleForm,
  type TModuleList2,
  type TSortModulesRequest,
  TypeNum,
  typeText,
} from '@kg/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { defaultStart, firstDayOfMonth, listRank } from './growth-templates.builder';
import { gradeLevelOf, moduleForChange, repoOf, templateOf } from './growth-templates.lookups';
import { toModule, toTemplate } from './growth-templates.presenters';
import type { TGrowthTemplatesRepository, TTemplateRow } from './growth-templates.repository';

/**
 * The modules of a template (screen 7, F02-F28): the list, the add/edit form, delete, the
 * order of the middle list, open/close and clearing a module's records.
 */

/** Past every real position: a module placed here sorts last in its list until renumbered. */
const LAST = 1_000_000;

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

// ── Modules ─────────────────────────────────────────────────────────────────────────

export async function moduleList(db: Db, p: Principal, id: number): Promise<TModuleList2> {
  const repo = repoOf(db, p);
  const Template = await templateView(repo, id);
  const List = (await repo.modules(id)).map(toModule);
  return { Template, List };
}

async function templateView(repo: TGrowthTemplatesRepository, id: number): Promise<TGrowthTemplate> {
  const [row] = await repo.templates({ id });
  if (!row) throw AppError.notFound();
  return toTemplate(row);
}

export const typeOptions = () => ADDABLE_TYPES.map((t) => ({ Value: t.Value as number, Name: t.Name }));
export const operatorOptions = () => GROWTH_OPERATORS.map((o) => ({ Value: o.Value, Name: o.Name }));

/** The form's term and month, checked for its type (F22, F24, F25, F26). */
async function placeInTime(repo: TGrowthTemplatesRepository, template: TTemplateRow, form: TModuleForm) {
  if (form.type === TypeNum.termObservation) {
    if (!form.cycleId) throw AppError.badRequest(M.cycleRequired);
    if (template.cycleId && form.cycleId !== template.cycleId) {
      const own = await repo.structure.term(template.cycleId);
      throw AppError.badRequest(fillMessage(M.cycleMustBeTemplates, { cycle: own?.name ?? '' }));
    }
    const cycle = await repo.structure.term(form.cycleId);
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
