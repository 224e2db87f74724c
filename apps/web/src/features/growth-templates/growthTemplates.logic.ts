import { readJsonParam } from '../../app/routing/jsonParam';
import './growthTemplates.i18n';
import {
  END_TYPES,
  FIXED_TYPES,
  FRONT_TYPES,
  GROWTH_TEMPLATE_MESSAGES as M,
  RESET_HIDDEN_PARENT_ID,
  studyYearName,
  studyYearOf,
  type TConfigurationInfo,
  type TGrowthModule,
  type TGrowthTemplate,
  type TTemplateInfo,
  TypeNum,
  ZTemplateInfo,
} from '@kg/contracts';
import { schoolToday } from '../../app/schoolDay';
import type { TTextKey } from '../../locales/resources';

/**
 * The template screens' rules as plain functions (unit-tested beside this file): which list a
 * module belongs to (F03), what a module offers (F07, F14), the add/edit form's type change
 * (F23) and check order (F22), and the addresses the screens open (F01, F08, F35).
 */

export const LIST_PATH = '/GrowthTemplate';
export const DETAIL_PATH = '/templateConfiguration';
export const CONFIGURATION_PATH = '/configuration';
export const STATIC_PATH = '/templateStatic';

// ── F03: front, middle and end lists ───────────────────────────────────────────────

export type TModuleLists<T> = { front: T[]; middle: T[]; end: T[] };

export function splitModules<T extends Pick<TGrowthModule, 'TypeNum' | 'OrderSort' | 'Id'>>(
  list: readonly T[],
): TModuleLists<T> {
  const sorted = [...list].sort((a, b) => a.OrderSort - b.OrderSort || a.Id - b.Id);
  return {
    front: sorted.filter((m) => FRONT_TYPES.includes(m.TypeNum)),
    middle: sorted.filter((m) => !FRONT_TYPES.includes(m.TypeNum) && !END_TYPES.includes(m.TypeNum)),
    end: sorted.filter((m) => END_TYPES.includes(m.TypeNum)),
  };
}

/** F05: the middle list in its new order, positions 1-based. */
export const sortPayload = (ids: readonly number[]) => ({
  list: ids.map((id, index) => ({ id, orderSort: index + 1 })),
});

/** The ids after moving `activeId` onto `overId`'s place (a drop); unchanged when nothing moved. */
export function moveTo(ids: readonly number[], activeId: number, overId: number): number[] {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  return next;
}

// ── F06, F07, F14, F35: what a module offers ───────────────────────────────────────

export type TModuleAction =
  | 'edit'
  | 'configure'
  | 'toggle'
  | 'cover'
  | 'preview'
  | 'statistics'
  | 'delete'
  | 'clear';

export function moduleActions(typeNum: number, clearMode: boolean): TModuleAction[] {
  if (clearMode) return ['clear'];
  const fixed = FIXED_TYPES.includes(typeNum);
  const actions: TModuleAction[] = [];
  if (!fixed) actions.push('configure', 'edit');
  actions.push('preview', 'cover');
  if (typeNum === TypeNum.monthlyObservation) actions.push('statistics');
  if (!fixed) actions.push('toggle');
  if (typeNum !== TypeNum.closing) actions.push('delete');
  return actions;
}

/** F17: the reset-to-default button is hidden for the district whose id is 12 (the user's or the school's). */
export function canResetTemplate(userParentId: number | null | undefined, templateParentId?: number) {
  return userParentId !== RESET_HIDDEN_PARENT_ID && templateParentId !== RESET_HIDDEN_PARENT_ID;
}

// ── F18-F26: the add/edit form ─────────────────────────────────────────────────────

export type TModuleDraft = {
  type: number | undefined;
  title: string;
  /** type 4: the term */
  cycleId: number | undefined;
  /** type 5: the month as yyyy-MM ('' when none) */
  time: string;
  operator: number | undefined;
};

/** F23: what changing the type does to the term and the month. */
export function applyTypeChange(draft: TModuleDraft, type: number, templateCycleId: number): TModuleDraft {
  if (type === TypeNum.termObservation)
    return { ...draft, type, time: '', cycleId: templateCycleId > 0 ? templateCycleId : undefined };
  if (type === TypeNum.monthlyObservation) return { ...draft, type, cycleId: undefined };
  return { ...draft, type, time: '', cycleId: undefined };
}

/** F22: the first problem of the form, in the spec's order; null when it can be sent. */
export function moduleFormProblem(draft: TModuleDraft): string | null {
  if (!draft.type) return M.typeRequired;
  if (!draft.title.trim()) return M.titleRequired;
  if (draft.type === TypeNum.termObservation && !draft.cycleId) return M.cycleRequired;
  if (draft.type === TypeNum.monthlyObservation && !draft.time) return M.timeRequired;
  if (!draft.operator) return M.operatorRequired;
  return null;
}

/** The i18n key of each F22 message (the page shows it in the user's language). */
export const PROBLEM_KEYS: Record<string, TTextKey> = {
  [M.typeRequired]: 'growthTemplates.form.typeRequired',
  [M.titleRequired]: 'growthTemplates.form.titleRequired',
  [M.cycleRequired]: 'growthTemplates.form.cycleRequired',
  [M.timeRequired]: 'growthTemplates.form.timeRequired',
  [M.operatorRequired]: 'growthTemplates.form.operatorRequired',
};

export type TModuleBody = {
  tempId: number;
  type: number;
  operator: number;
  title: string;
  orderSort: number;
  time: string;
  cycleId: number;
  id?: number;
};

/**
 * F18-F20, F24: the form fields as sent. A new module's orderSort is the module count (the
 * server places it, DECISIONS 22); the month goes as its first day; cycleId is 0 unless type 4.
 */
export function moduleBody(
  draft: TModuleDraft,
  opts: { tempId: number; moduleCount: number; editing?: Pick<TGrowthModule, 'Id' | 'OrderSort'> },
): TModuleBody {
  const type = draft.type ?? 0;
  const body: TModuleBody = {
    tempId: opts.tempId,
    type,
    operator: draft.operator ?? 0,
    title: draft.title.trim(),
    orderSort: opts.editing ? opts.editing.OrderSort : opts.moduleCount,
    time: type === TypeNum.monthlyObservation && draft.time ? `${draft.time.slice(0, 7)}-01` : '',
    cycleId: type === TypeNum.termObservation ? (draft.cycleId ?? 0) : 0,
  };
  if (opts.editing) body.id = opts.editing.Id;
  return body;
}

/** The form as a module fills it (edit). */
export function draftOf(module: TGrowthModule): TModuleDraft {
  return {
    type: module.TypeNum,
    title: module.Title,
    cycleId: module.CycleId > 0 ? module.CycleId : undefined,
    time: /^\d{4}-\d{2}/.test(module.Time) ? module.Time.slice(0, 7) : '',
    operator: module.OperatorValue > 0 ? module.OperatorValue : undefined,
  };
}

export const EMPTY_DRAFT: TModuleDraft = {
  type: undefined,
  title: '',
  cycleId: undefined,
  time: '',
  operator: undefined,
};

// ── F01, F08, F35: the addresses the screens open ──────────────────────────────────

/** F01: exactly these fields, from a template of the list. */
export function templateInfo(template: TGrowthTemplate, clear: 0 | 1): TTemplateInfo {
  return {
    id: template.id,
    Status: template.Status,
    Clear: clear,
    GradeName: template.GradeName,
    StudyYearName: template.StudyYearName,
    CycleId: template.CycleId,
    StudyYearId: template.StudyYearId,
    GradeId: template.GradeId,
    GradeNameS: template.GradeName,
    ClassName: '',
    ClassId: 0,
  };
}

export const detailHref = (info: TTemplateInfo) =>
  `${DETAIL_PATH}?info=${encodeURIComponent(JSON.stringify(info))}`;

/**
 * The template the detail screen shows, from its query `info`. URLSearchParams already undid
 * one level of escaping; a link escaped twice is undone once more. null: missing or unusable.
 */
export function readTemplateInfo(search: string): TTemplateInfo | null {
  return readJsonParam(search, ['info'], ZTemplateInfo);
}

/** F08: the module configuration screen's address. */
export function configurationHref(module: TGrowthModule, tempId: number): string {
  const info: TConfigurationInfo = {
    type: module.TypeNum,
    title: module.Title,
    id: module.Id,
    TypeText: module.Type,
    tempId,
    status: module.Status,
  };
  return `${CONFIGURATION_PATH}?info=${encodeURIComponent(JSON.stringify(info))}`;
}

/** F35: the observation statistics of a type 5 module. */
export function staticHref(module: Pick<TGrowthModule, 'Id'>, info: TTemplateInfo, cycleId: number): string {
  const query = new URLSearchParams({
    TempId: String(info.id),
    TempDetailId: String(module.Id),
    CycleId: String(cycleId),
    StudyYearId: String(info.StudyYearId),
    GradeId: String(info.GradeId),
    GradeNameS: info.GradeNameS || info.GradeName,
    ClassName: info.ClassName,
    ClassId: String(info.ClassId),
  });
  return `${STATIC_PATH}?${query.toString()}`;
}

// ── F31: a background the school uploads ───────────────────────────────────────────

/** JPEG or PNG, smaller than 2 MB, checked in the browser before anything is sent. */
export const COVER_MAX_BYTES = 2 * 1024 * 1024;
const COVER_TYPES = ['image/jpeg', 'image/png'];

export function coverFileProblem(file: { type: string; size: number }): 'imageType' | 'imageSize' | null {
  if (!COVER_TYPES.includes(file.type)) return 'imageType';
  if (file.size >= COVER_MAX_BYTES) return 'imageSize';
  return null;
}

// ── the list page ───────────────────────────────────────────────────────────────────

/**
 * The study year to show first: the one the calendar is in (a study year runs from
 * September, named `2026-2027学年`), else the newest. The select list does not say which
 * year the school marked current.
 */
export function defaultStudyYear(
  options: ReadonlyArray<{ Id: number; Name: string }>,
  today = schoolToday().toDate(),
) {
  const name = studyYearName(studyYearOf({ year: today.getFullYear(), month: today.getMonth() }));
  return (options.find((o) => o.Name.startsWith(name)) ?? options[0])?.Id;
}

/** The list's term filter: a term id, or WHOLE_YEAR for the whole-year templates. */
export const WHOLE_YEAR = -1;
export function filterByTerm<T extends Pick<TGrowthTemplate, 'CycleId'>>(rows: readonly T[], term?: number) {
  if (term === WHOLE_YEAR) return rows.filter((r) => r.CycleId === 0);
  return [...rows];
}

/** 2026-11-21T05:14:13.000Z → 2026-11-21 13:14 (the user's clock). */
export function formatMoment(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

// ── F32: preview tables ─────────────────────────────────────────────────────────────

export type TSheetRow = {
  key: string;
  dimension: string;
  element: string;
  point: string;
  /** rows the dimension cell spans (0: covered by the row above) */
  dimensionSpan: number;
  elementSpan: number;
};

/** A log sheet (dimension → element → points) as table rows with merged first two columns. */
export function sheetRows(
  sheet: ReadonlyArray<{
    Name: string;
    info: ReadonlyArray<{ Name: string; info: ReadonlyArray<{ Id: number; Name: string }> }>;
  }>,
): TSheetRow[] {
  const rows: TSheetRow[] = [];
  sheet.forEach((dimension, d) => {
    const elements = dimension.info.filter((e) => e.info.length > 0);
    const dimensionSize = elements.reduce((n, e) => n + e.info.length, 0);
    elements.forEach((element, e) => {
      element.info.forEach((point, p) => {
        rows.push({
          key: `${d}-${e}-${point.Id}`,
          dimension: dimension.Name,
          element: element.Name,
          point: point.Name,
          dimensionSpan: e === 0 && p === 0 ? dimensionSize : 0,
          elementSpan: p === 0 ? element.info.length : 0,
        });
      });
    });
  });
  return rows;
}
