import {
  BACKGROUNDS,
  backgroundUrl,
  LOG_SHEET_TYPES,
  listOf,
  MODULE_TITLE_MAX,
  TypeNum,
} from '@kg/contracts';
import { defaultContentFor, defaultModulesFor, type TDefaultModule } from '../../seed/growth-defaults';
import type {
  TCycleRow,
  TGrowthTemplatesRepository,
  TModuleRow,
  TNewModule,
  TPointText,
} from './growth-templates.repository';

/**
 * How a template's modules are made: from the grade's default set (a new template, reset to
 * default, a module added) or copied from another template of the school.
 */

/** Where a template sits in time: its study year, its term (null: the whole year) and the year's terms. */
export type TTemplateFrame = {
  studyYear: { startDate: string; endDate: string };
  cycle: TCycleRow | null;
  terms: TCycleRow[];
};

/** A module to write, with its log sheet and growth questions. */
export type TPlannedModule = {
  module: Omit<TNewModule, 'templateId' | 'orderSort'>;
  points: TPointText[];
  questions: string[];
};

// ── Months (type 5 keeps the first day of its month) ─────────────────────────────────

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
const monthDate = (index: number) =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;

/** yyyy-MM-01 of a month given as yyyy-MM or yyyy-MM-dd; null when it is not one. */
export function firstDayOfMonth(time: string): string | null {
  const m = /^(\d{4})-(\d{1,2})(?:-\d{1,2})?/.exec(time.trim());
  if (!m) return null;
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return monthDate(Number(m[1]) * 12 + month - 1);
}

/** The month `offset` months after `start`, kept inside start..end. */
function monthWithin(start: string, offset: number, end: string): string {
  const first = monthIndex(start);
  const last = Math.max(first, monthIndex(end));
  return monthDate(Math.min(last, Math.max(first, first + offset)));
}

/** The span a template's months fall in: its term, or the whole study year. */
const spanOf = (frame: TTemplateFrame, term: TCycleRow | null = frame.cycle) =>
  term
    ? { start: term.startDate, end: term.endDate }
    : { start: frame.studyYear.startDate, end: frame.studyYear.endDate };

// ── From the default set ─────────────────────────────────────────────────────────────

const FALLBACK_BACKGROUND = backgroundUrl(
  (BACKGROUNDS.find((b) => b.key === 'paper-notes') ?? BACKGROUNDS[0]!).key,
);
const title = (text: string) => text.trim().slice(0, MODULE_TITLE_MAX);

function contentOf(d: Pick<TDefaultModule, 'typeNum' | 'exercise' | 'medical'>): unknown {
  if (d.typeNum === TypeNum.exercise) return d.exercise?.length ? d.exercise : null;
  if (d.typeNum === TypeNum.physical) return d.medical?.length ? d.medical : null;
  return null;
}

function fromDefault(d: TDefaultModule, frame: TTemplateFrame, term: TCycleRow | null): TPlannedModule {
  const span = spanOf(frame, term);
  return {
    module: {
      typeNum: d.typeNum,
      title: title(d.title),
      operator: d.operator,
      time:
        d.typeNum === TypeNum.monthlyObservation
          ? monthWithin(span.start, d.monthOffset ?? 0, span.end)
          : null,
      cycleId: d.typeNum === TypeNum.termObservation ? (term?.id ?? null) : null,
      status: 1,
      backCoverImg: d.backCoverImg || FALLBACK_BACKGROUND,
      plateId: d.plateId,
      content: contentOf(d),
    },
    points: LOG_SHEET_TYPES.includes(d.typeNum) ? (d.points ?? []) : [],
    questions: d.typeNum === TypeNum.rating ? (d.questions ?? []) : [],
  };
}

/**
 * The grade's default set for a template. A term template takes it as it is; a whole-year
 * template takes the observation modules (types 4 and 5) once per term, term after term, where
 * the first of them stands, each naming its term or falling in its months.
 */
export function defaultPlan(gradeLevel: number, frame: TTemplateFrame): TPlannedModule[] {
  const defaults = defaultModulesFor(gradeLevel);
  if (frame.cycle || frame.terms.length === 0) return defaults.map((d) => fromDefault(d, frame, frame.cycle));
  const observed = defaults.filter((d) => LOG_SHEET_TYPES.includes(d.typeNum));
  const plan: TPlannedModule[] = [];
  let placed = false;
  for (const d of defaults) {
    if (!LOG_SHEET_TYPES.includes(d.typeNum)) plan.push(fromDefault(d, frame, null));
    else if (!placed) {
      placed = true;
      for (const term of frame.terms) for (const o of observed) plan.push(fromDefault(o, frame, term));
    }
  }
  return plan;
}

/**
 * What a module of this type added to a template starts with: the background, content, log
 * sheet and growth questions of the grade's first default module of that type (its plate is
 * left for the administrator to choose, F39).
 */
export function defaultStart(gradeLevel: number, typeNum: number) {
  const found = defaultContentFor(typeNum, gradeLevel);
  return {
    backCoverImg: found.backCoverImg || FALLBACK_BACKGROUND,
    content: contentOf({ typeNum, exercise: found.exercise, medical: found.medical }),
    points: LOG_SHEET_TYPES.includes(typeNum) ? (found.points ?? []) : [],
    questions: typeNum === TypeNum.rating ? (found.questions ?? []) : [],
  };
}

// ── Copied from another template ─────────────────────────────────────────────────────

/**
 * The modules of `source` for a template in `target`: backgrounds, plates, contents, log
 * sheets and growth questions as they are; a term observation takes the target's term (a
 * whole-year target: the term of the same place in its year); a monthly observation moves by
 * as many months from the start of the target's term (or year) as it had from the source's.
 */
export async function copyPlan(
  repo: TGrowthTemplatesRepository,
  modules: TModuleRow[],
  source: TTemplateFrame,
  target: TTemplateFrame,
): Promise<TPlannedModule[]> {
  const from = spanOf(source);
  const to = spanOf(target);
  const termFor = (cycleId: number | null) => {
    if (target.cycle) return target.cycle.id;
    const sort = source.terms.find((t) => t.id === cycleId)?.sort;
    return (target.terms.find((t) => t.sort === sort) ?? target.terms[0])?.id ?? null;
  };
  const plan: TPlannedModule[] = [];
  for (const m of modules) {
    const points = LOG_SHEET_TYPES.includes(m.typeNum) ? await repo.pointsOf(m.id) : [];
    const questions = m.typeNum === TypeNum.rating ? await repo.questionsOf(m.id) : [];
    plan.push({
      module: {
        typeNum: m.typeNum,
        title: m.title,
        operator: m.operator,
        time:
          m.typeNum === TypeNum.monthlyObservation && m.time
            ? monthWithin(to.start, monthIndex(m.time) - monthIndex(from.start), to.end)
            : null,
        cycleId: m.typeNum === TypeNum.termObservation ? termFor(m.cycleId) : null,
        status: m.status,
        backCoverImg: m.backCoverImg,
        plateId: m.plateId,
        content: m.content,
      },
      points: points.map(({ dimension, element, name }) => ({ dimension, element, name })),
      questions: questions.map((q) => q.name),
    });
  }
  return plan;
}

const LIST_RANK = { front: 0, middle: 1, end: 2 } as const;
/** Front list first (cover before catalogue), then the middle list, the closing page last. */
export const listRank = (typeNum: number) =>
  LIST_RANK[listOf(typeNum)] * 10 + (typeNum === TypeNum.catalogue ? 1 : 0);

/**
 * Writes the planned modules numbered 1..n with their log sheets and questions: the front
 * list (cover, then catalogue), the middle list in the plan's order, the closing page last.
 */
export async function writePlan(
  repo: TGrowthTemplatesRepository,
  templateId: number,
  plan: TPlannedModule[],
) {
  const ordered = [...plan].sort((a, b) => listRank(a.module.typeNum) - listRank(b.module.typeNum));
  for (const [i, p] of ordered.entries()) {
    const id = await repo.insertModule({ ...p.module, templateId, orderSort: i + 1 });
    await repo.insertPoints(id, p.points);
    await repo.insertQuestions(id, p.questions);
  }
}
