import {
  TERM_REPORT_MESSAGES as M,
  Permission,
  type TChildAdviceRequest,
  type TScoredDimension,
  type TTeacherMessageRequest,
  type TTermReport,
  type TTermReportQuery,
  termLegend,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { schoolToday } from '../../lib/dates';
import { can, type Principal } from '../../lib/principal';
import { observationFramework } from '../../seed/growth-observation-frameworks';
import { photosOfChild } from '../child-photos/cloud-images.service';
import { isNurseryGrade } from '../question-bank/child-banks';
import { questionnaireRepository } from '../questionnaire/questionnaire.repository';
import { termOf } from '../questionnaire/questionnaire.service';
import { callerStructure, type TChildPlace } from '../school-structure/school-structure.repository';
import { adviceResolver } from './term-advice';
import {
  addThemes,
  anyObserved,
  composeDomains,
  frameworkTree,
  observationTree,
  type TThemeStar,
} from './term-report.compose';
import { termReportRepository } from './term-report.repository';

/** At most this many evidence photos per domain (I11): one report page holds them. */
const PHOTOS_PER_DOMAIN = 6;

/**
 * The photo library's dimensions (PROCESS_DIMENSIONS) each domain shows as evidence: the five
 * domains of the 3-6 guideline and the nursery areas.
 */
const DOMAIN_PHOTO_DIMENSIONS: Readonly<Record<string, readonly number[]>> = {
  健康: [1, 2],
  语言: [4],
  社会: [3],
  科学: [5],
  艺术: [6],
  生活习惯: [2],
  动作发展: [1],
  语言发展: [4],
  认知发展: [5, 6],
  情感与社会性: [3],
};

/** Whether the child is a nursery child (托班): by grade, never by the link. */
export const isBaby = (child: TChildPlace) => child.gradeLevel === 0 || isNurseryGrade(child.gradeName);

/** The term's observation and theme trees of a child. */
function treeOf(
  answers: { cycleId: number; answer: unknown }[],
  stars: (TThemeStar & { cycleId: number })[],
  cycleId: number,
  fallback: ReturnType<typeof frameworkTree> | null,
) {
  const mine = answers
    .filter((a) => a.cycleId === cycleId)
    .map((a) => ((a.answer as { dimensions?: TScoredDimension[] }).dimensions ?? []) as TScoredDimension[]);
  const tree = mine.length > 0 || !fallback ? observationTree(mine) : fallback;
  return addThemes(
    tree,
    stars.filter((s) => s.cycleId === cycleId),
    (title) => `主题「${title}」`,
  );
}

/** The child's photos of the term, by domain (or questionnaire bank of that name), newest first. */
export async function evidence(db: DbOrTx, p: Principal, child: TChildPlace, from: string, to: string) {
  const photos = (await photosOfChild(db, p.schoolId, child.id))
    .map((photo) => ({ ...photo, day: photo.TakenOn || schoolToday(p.timeZone, photo.createdAt) }))
    .filter((photo) => photo.day >= from && photo.day <= to)
    .sort((a, b) =>
      a.day === b.day ? b.createdAt.getTime() - a.createdAt.getTime() : a.day < b.day ? 1 : -1,
    );
  return (domain: string) => {
    const dims = DOMAIN_PHOTO_DIMENSIONS[domain] ?? [];
    return photos
      .filter((photo) => dims.includes(photo.Dimension))
      .slice(0, PHOTOS_PER_DOMAIN)
      .map((photo) => photo.FileUrl);
  };
}

/**
 * I02, DECISIONS 45: a child's term report. A child outside the caller's school or classes, or
 * a term of another school, is 404.
 */
export async function termReport(db: Db, p: Principal, q: TTermReportQuery): Promise<TTermReport> {
  const structure = callerStructure(db, p);
  const child = await structure.requireChild(q.StudentId, { includeLeft: true });
  const cycle = await termOf(db, p, q.CycleId);
  const previous = await questionnaireRepository(db, p.schoolId).previousCycle(cycle);
  const repo = termReportRepository(db, p.schoolId);
  const cycleIds = previous ? [cycle.id, previous.id] : [cycle.id];
  const baby = isBaby(child);
  const [answers, stars, school, own, mine, message, photosOf] = await Promise.all([
    repo.observations(child.id, cycleIds),
    repo.themeStars(child.id, cycleIds),
    structure.school(),
    repo.schoolAdvice(),
    repo.childAdvice(child.id, cycle.id),
    repo.message(child.id, cycle.id),
    evidence(db, p, child, cycle.startDate, cycle.endDate),
  ]);
  const current = treeOf(answers, stars, cycle.id, frameworkTree(observationFramework(child.gradeLevel)));
  const before = previous ? treeOf(answers, stars, previous.id, null) : null;
  return {
    SchoolName: school?.name ?? '',
    StudentId: child.id,
    StudentName: child.name,
    Gender: child.gender,
    GradeName: child.gradeName,
    ClassName: child.className,
    CycleId: cycle.id,
    CycleName: cycle.name,
    PreviousCycleName: previous && before && anyObserved(before) ? previous.name : null,
    IsBaby: baby,
    Legend: termLegend(baby),
    domains: composeDomains({
      current,
      previous: previous && before && anyObserved(before) ? { name: previous.name, tree: before } : null,
      cycleName: cycle.name,
      baby,
      adviceOf: adviceResolver(own, mine),
      photosOf,
    }),
    TeacherMessage: message?.content ?? '',
    TeacherMessageBy: message?.content ? (message.writer ?? '') : '',
    TeacherMessageUpdatedAt: message ? message.updatedAt.toISOString() : null,
    Editable: can(p, Permission.termReportWrite),
  };
}

/**
 * A save from a copy someone changed since (`base`: the UpdatedAt the writer started from, null
 * for none; undefined skips the check) is refused with 409 naming who saved in between.
 */
export function refuseStale(
  now: { updatedAt: Date; writer: string | null } | undefined,
  base: string | null | undefined,
  message: string,
) {
  if (base !== undefined && now && now.updatedAt.toISOString() !== base)
    throw AppError.conflict(message.replace('{name}', now.writer ?? ''));
}

/** The child and term a write names: both the caller's (a teacher: her classes), else 404. */
export async function writeTarget(db: DbOrTx, p: Principal, studentId: number, cycleId: number) {
  const child = await callerStructure(db, p).requireChild(studentId, { includeLeft: true });
  const cycle = await termOf(db, p, cycleId);
  return { child, cycle };
}

/**
 * 老师寄语 (≤ 500). `UpdatedAt` is the copy the writer started from: when someone saved since,
 * the save is refused with 409 naming them, so nobody's words are overwritten unseen.
 */
export async function saveTeacherMessage(db: Db, p: Principal, body: TTeacherMessageRequest) {
  return db.transaction(async (tx) => {
    const { child, cycle } = await writeTarget(tx, p, body.StudentId, body.CycleId);
    const repo = termReportRepository(tx, p.schoolId);
    refuseStale(await repo.message(child.id, cycle.id), body.UpdatedAt, M.changedMeanwhile);
    const updatedAt = await repo.setMessage(child.id, cycle.id, body.Content, p.userId);
    return { UpdatedAt: updatedAt.toISOString() };
  });
}

/** A teacher's 教育建议 for one child and item; empty goes back to the library's. */
export async function saveChildAdvice(db: Db, p: Principal, body: TChildAdviceRequest) {
  return db.transaction(async (tx) => {
    const { child, cycle } = await writeTarget(tx, p, body.StudentId, body.CycleId);
    const repo = termReportRepository(tx, p.schoolId);
    const item = {
      studentId: child.id,
      cycleId: cycle.id,
      dimension: body.Dimension,
      element: body.Element,
      point: body.Point,
    };
    await repo.setChildAdvice(item, body.Advice, p.userId);
    const resolve = adviceResolver(await repo.schoolAdvice(), await repo.childAdvice(child.id, cycle.id));
    const advice = resolve(body.Dimension, body.Element, body.Point);
    return { Advice: advice.text, AdviceAdjusted: advice.adjusted };
  });
}
