import {
  isTeacher,
  PROCESS_MESSAGES as M,
  PROCESS_MAX_SELECTED,
  type TAddProcessEvaluationRequest,
  type TProcessChild,
  type TProcessClassStudents,
  type TProcessEvaluationPage,
  type TProcessListQuery,
  type TProcessTerm,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { genderText } from '../growth-records/growth-records.presenters';
import {
  callerStructure,
  schoolStructure,
  type TChildPlace,
} from '../school-structure/school-structure.repository';
import { processEvaluationsRepository } from './process-evaluations.repository';

type TTermRow = Awaited<ReturnType<ReturnType<typeof schoolStructure>['termsWithYears']>>[number];

const termOf = (t: TTermRow): TProcessTerm => ({ ...t });

/**
 * The term asked for, else the open term; another school's term is 404. Without an open term
 * the class view shows the newest year's first term, the list shows nothing.
 */
async function chosenTerm(db: DbOrTx, p: Principal, cycleId: number) {
  const structure = callerStructure(db, p);
  if (cycleId) {
    const term = await structure.term(cycleId);
    if (!term) throw AppError.notFound();
    return term;
  }
  return structure.openTerm();
}

/**
 * /ProceEvaluate in one answer: the school's terms, the caller's classes of the term's year
 * (a teacher: hers; an administrator: all) with their entries, and the chosen class's children
 * (ClassId 0 or a class of another year: the first class).
 */
export async function classStudents(
  db: Db,
  p: Principal,
  q: { ClassId: number; CycleId: number },
): Promise<TProcessClassStudents> {
  const repo = processEvaluationsRepository(db, p.schoolId);
  const structure = callerStructure(db, p);
  const [terms, asked] = await Promise.all([structure.termsWithYears(), chosenTerm(db, p, q.CycleId)]);
  const klass = q.ClassId ? await structure.requireClass(q.ClassId) : undefined;
  const termId = asked?.id ?? terms[0]?.Id;
  const term = terms.find((t) => t.Id === termId);
  if (!term) return { CycleId: null, Terms: [], Classes: [], ClassId: 0, Students: [] };
  const list = await structure.classesOfYear(term.StudyYearId, await structure.visibleClassIds());
  const children = await repo.childrenWithCounts(
    list.map((c) => c.id),
    term.Id,
  );
  const chosen = list.find((c) => c.id === klass?.id) ?? list[0];
  const shown = children.filter((s) => s.classId === chosen?.id);
  const handbookIds = handbookIdsOf(
    await repo.finishedOf(
      shown.map((s) => s.id),
      term.Id,
    ),
  );
  return {
    CycleId: term.Id,
    Terms: terms.map(termOf),
    Classes: list.map((c) => {
      const mine = children.filter((s) => s.classId === c.id);
      return {
        ClassId: c.id,
        ClassName: c.name,
        GradeName: c.gradeName,
        StudentCount: mine.length,
        Total: mine.reduce((n, s) => n + s.total, 0),
        Finished: mine.reduce((n, s) => n + s.finished, 0),
      };
    }),
    ClassId: chosen?.id ?? 0,
    Students: shown.map((s) => ({
      StudentId: s.id,
      StudentName: s.name,
      Photo: s.photo ?? '',
      Gender: genderText(s.gender),
      IsBaby: s.isBaby,
      BabyLevel: s.babyLevel,
      Total: s.total,
      Finished: s.finished,
      HandbookIds: handbookIds.get(s.id) ?? [],
    })),
  };
}

/**
 * Per child, the entries the class's batch binds (design 1.D, Q8): the latest four finished
 * ones, earliest first as the handbook prints them. `rows` come latest first.
 */
function handbookIdsOf(rows: ReadonlyArray<{ id: number; studentId: number }>) {
  const ids = new Map<number, number[]>();
  for (const row of rows) {
    const mine = ids.get(row.studentId) ?? [];
    if (mine.length < PROCESS_MAX_SELECTED) mine.push(row.id);
    ids.set(row.studentId, mine);
  }
  for (const mine of ids.values()) mine.reverse();
  return ids;
}

/** The child an entry or a list is of, as the pages' headers show them. */
export function processChild(child: TChildPlace): TProcessChild {
  return {
    StudentId: child.id,
    StudentName: child.name,
    Photo: child.photo ?? '',
    Gender: genderText(child.gender),
    ClassId: child.classId,
    ClassName: child.className,
    GradeName: child.gradeName,
    IsBaby: child.isBaby,
    BabyLevel: child.babyLevel,
  };
}

/**
 * H02: a page of a child's entries in a term (0: the open one). The child's own IsBaby and
 * BabyLevel are used, whatever the client sent; a child outside the caller's classes is 404.
 */
export async function listEvaluations(
  db: Db,
  p: Principal,
  q: TProcessListQuery,
): Promise<TProcessEvaluationPage> {
  const child = await callerStructure(db, p).childFor(q.StudentId, 'read', M.notYourClass);
  const term = await chosenTerm(db, p, q.CycleId);
  const Child = processChild(child);
  const empty = { data: [], dataCount: 0, page: q.PageIndex, pageSize: q.PageSize, Child };
  if (!term) return { ...empty, Term: null };
  const repo = processEvaluationsRepository(db, p.schoolId);
  const terms = await schoolStructure(db, p.schoolId).termsWithYears();
  const Term = termOf(terms.find((t) => t.Id === term.id)!);
  const { rows, total } = await repo.pageOf(child.id, term.id, q.PageIndex, q.PageSize);
  return {
    ...empty,
    data: rows.map((r) => ({
      Id: r.id,
      Title: r.title,
      Status: r.status,
      StartDate: r.startsOn ?? '',
      EndDate: r.endsOn ?? '',
      CycleId: r.cycleId,
    })),
    dataCount: total,
    Term,
  };
}

/**
 * SPEC l.137: only a caller whose UserIdentity holds '2' (a teacher, also a "12") adds, deletes
 * and edits; the 园长 views and selects. Her role holds the write entries only so that she can
 * grant the 教师 role.
 */
export function requireWriter(p: Principal) {
  if (!p.isSuper && !isTeacher(p.userIdentity)) throw AppError.forbidden();
}

/** The range, both days or none, in order and inside the term (design Q9). */
function checkRange(body: TAddProcessEvaluationRequest, term: { startDate: string; endDate: string }) {
  const { startDate, endDate } = body;
  if (!startDate && !endDate) return { startsOn: null, endsOn: null };
  if (!startDate || !endDate) throw AppError.badRequest(M.datesRequired);
  if (endDate < startDate) throw AppError.badRequest(M.datesOrder);
  if (startDate < term.startDate || endDate > term.endDate) throw AppError.badRequest(M.datesOutsideTerm);
  return { startsOn: startDate, endsOn: endDate };
}

/**
 * H10: a new entry for a child of one's class in a term (0: the open one), with its 11 page
 * items, in one transaction. isBaby and babyLevel are not read: the child's own count.
 */
export async function addEvaluation(db: Db, p: Principal, body: TAddProcessEvaluationRequest) {
  requireWriter(p);
  return db.transaction(async (tx) => {
    const structure = callerStructure(tx, p);
    const child = await structure.childFor(body.studentId, 'write', M.notYourClass);
    const term = await chosenTerm(tx, p, body.cycleId);
    if (!term) throw AppError.badRequest(M.noOpenTerm);
    const range = checkRange(body, term);
    return processEvaluationsRepository(tx, p.schoolId).insert({
      studentId: child.id,
      cycleId: term.id,
      classId: child.classId,
      title: body.title,
      ...range,
      createdBy: p.userId,
    });
  });
}

/**
 * H11: deletes entries with their pages, all or none: an id that is not the school's (or
 * missing) is 404, one of a child outside the caller's classes 403; nothing is deleted then.
 */
export async function deleteEvaluations(db: Db, p: Principal, ids: number[]) {
  requireWriter(p);
  const wanted = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const repo = processEvaluationsRepository(tx, p.schoolId);
    const found = await repo.evaluationsAmong(wanted);
    if (found.length !== wanted.length) throw AppError.notFound();
    const structure = callerStructure(tx, p);
    for (const row of found)
      if (!(await structure.seesClass(row.classId))) throw AppError.forbidden(M.notYourClass);
    await repo.remove(wanted);
  });
}
