import {
  type TClassStudents,
  TemplateType,
  type TGrowthClass,
  type TGrowthTerm,
  UNWRITTEN_TYPES,
} from '@kg/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { callerStructure, type TClassPlace } from '../school-structure/school-structure.repository';
import { genderText } from './growth-records.presenters';
import { growthRecordsRepository, type TGrowthRecordsRepository } from './growth-records.repository';

type TProgressModule = { id: number; typeNum: number; status: number; studentId: number | null };
type TTemplateChoice = { id: number; cycleId: number | null; cycleName: string | null };

/** The modules a child fills: the template's open, written ones and the child's own pages. */
const dueFor = (modules: readonly TProgressModule[], studentId: number) =>
  modules.filter(
    (m) =>
      m.status === 1 &&
      !UNWRITTEN_TYPES.includes(m.typeNum) &&
      (m.studentId === null || m.studentId === studentId),
  );

/** Finished, draft and due records of each child of a template. */
async function progressOf(repo: TGrowthRecordsRepository, templateId: number, studentIds: number[]) {
  const modules = await repo.progressModules(templateId);
  const states = await repo.recordStates(templateId, studentIds);
  return new Map(
    studentIds.map((id) => {
      const due = new Set(dueFor(modules, id).map((m) => m.id));
      const mine = states.filter((s) => s.studentId === id && due.has(s.moduleId));
      return [
        id,
        {
          Done: mine.filter((s) => s.status === 1).length,
          Drafts: mine.filter((s) => s.status !== 1).length,
          Total: due.size,
        },
      ];
    }),
  );
}

/** The grade's template children record against now: the open term's, else the whole year's. */
function choose(
  templates: readonly (TTemplateChoice & { gradeId: number })[],
  gradeId: number,
  openCycleId?: number,
) {
  const mine = templates.filter((t) => t.gradeId === gradeId);
  return (
    mine.find((t) => openCycleId && t.cycleId === openCycleId) ?? mine.find((t) => t.cycleId === null) ?? null
  );
}

/** A class's children and each one's progress in the template (none without a template). */
async function childrenAndProgress(
  repo: TGrowthRecordsRepository,
  classId: number,
  template: TTemplateChoice | null,
) {
  const students = await repo.classStudents(classId);
  const progress = template
    ? await progressOf(
        repo,
        template.id,
        students.map((s) => s.id),
      )
    : (new Map() as Awaited<ReturnType<typeof progressOf>>);
  return { students, progress };
}

function classView(
  klass: Pick<TClassPlace, 'id' | 'name' | 'gradeId' | 'gradeName' | 'studyYearId' | 'studyYearName'>,
  template: TTemplateChoice | null,
  heads: number[],
  { students, progress }: Awaited<ReturnType<typeof childrenAndProgress>>,
): TGrowthClass {
  let done = 0;
  let total = 0;
  for (const v of progress.values()) {
    done += v.Done;
    total += v.Total;
  }
  return {
    ClassId: klass.id,
    ClassName: klass.name,
    GradeId: klass.gradeId,
    GradeName: klass.gradeName,
    StudyYearId: klass.studyYearId,
    StudyYearName: klass.studyYearName,
    TempId: template?.id ?? 0,
    TempType: template && !template.cycleId ? TemplateType.wholeYear : TemplateType.term,
    CycleId: template?.cycleId ?? 0,
    CycleName: template?.cycleName ?? '',
    StudentCount: students.length,
    Done: done,
    Total: total,
    IsHeadTeacher: heads.includes(klass.id),
  };
}

/** The term asked for (0: the open one); another school's term is 404. */
async function termOf(repo: TGrowthRecordsRepository, cycleId: number) {
  if (!cycleId) return repo.structure.openTerm();
  const cycle = await repo.structure.term(cycleId);
  if (!cycle) throw AppError.notFound();
  return cycle;
}

/** The school's terms for the entry's term choice. */
export async function growthTerms(db: Db, p: Principal): Promise<TGrowthTerm[]> {
  return growthRecordsRepository(db, p.schoolId).terms();
}

/**
 * The entry: the caller's classes of a term's study year (the open term by default) with the
 * template they record against in that term and their progress.
 */
export async function growthClasses(db: Db, p: Principal, q: { CycleId: number }): Promise<TGrowthClass[]> {
  const repo = growthRecordsRepository(db, p.schoolId);
  const term = await termOf(repo, q.CycleId);
  if (!term) return [];
  const list = await repo.classesOfYear(term.studyYearId, await callerStructure(db, p).visibleClassIds());
  const templates = await repo.publishedTemplates([...new Set(list.map((c) => c.gradeId))]);
  const heads = await repo.headClassIds(p.userId);
  const views: TGrowthClass[] = [];
  for (const klass of list) {
    const template = choose(templates, klass.gradeId, term.id);
    views.push(classView(klass, template, heads, await childrenAndProgress(repo, klass.id, template)));
  }
  return views;
}

/** A class's children with their progress in its template (TempId 0: the term's, CycleId 0: the open term). */
export async function growthClassStudents(
  db: Db,
  p: Principal,
  q: { ClassId: number; TempId: number; CycleId: number },
): Promise<TClassStudents> {
  const repo = growthRecordsRepository(db, p.schoolId);
  const klass = await callerStructure(db, p).requireClass(q.ClassId);
  let template: TTemplateChoice | null = null;
  if (q.TempId) {
    const found = await repo.findTemplate(q.TempId);
    if (!found || found.gradeId !== klass.gradeId) throw AppError.notFound();
    template = found;
  } else {
    const term = await termOf(repo, q.CycleId);
    template = choose(await repo.publishedTemplates([klass.gradeId]), klass.gradeId, term?.id);
  }
  const heads = await repo.headClassIds(p.userId);
  // The children and their progress are read once, for the class's totals and its rows.
  const children = await childrenAndProgress(repo, klass.id, template);
  const { students, progress } = children;
  return {
    Class: classView(klass, template, heads, children),
    Students: students.map((s) => ({
      StudentId: s.id,
      StudentName: s.name,
      Photo: s.photo ?? '',
      Gender: genderText(s.gender),
      Done: progress.get(s.id)?.Done ?? 0,
      Drafts: progress.get(s.id)?.Drafts ?? 0,
      Total: progress.get(s.id)?.Total ?? 0,
    })),
  };
}
