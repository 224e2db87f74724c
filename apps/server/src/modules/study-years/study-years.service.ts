import {
  cycleProblem,
  STUDY_YEAR_MESSAGES,
  studyYearDates,
  studyYearName,
  type TCreateStudyYearRequest,
  type TStudyYearRow,
  type TUpdateCycleRequest,
} from '@kg/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { schoolStructure } from '../school-structure/school-structure.repository';
import { studyYearsRepository } from './study-years.repository';

/** The school's study years, newest first, with terms, grades and class counts. */
export async function findStudyYears(db: Db, p: Principal): Promise<TStudyYearRow[]> {
  const repo = studyYearsRepository(db, p.schoolId);
  const years = await repo.findAll();
  const ids = years.map((y) => y.id);
  const [cycleRows, gradeRows, classCounts] = await Promise.all([
    repo.findCycles(ids),
    repo.findGradeNames(ids),
    repo.countClasses(ids),
  ]);
  return years.map((y) => ({
    Id: y.id,
    Name: y.name,
    StartDate: y.startDate,
    EndDate: y.endDate,
    IsCurrent: y.isCurrent,
    GradeNames: gradeRows.filter((g) => g.studyYearId === y.id).map((g) => g.name),
    ClassNum: classCounts.find((c) => c.studyYearId === y.id)?.n ?? 0,
    Cycles: cycleRows
      .filter((c) => c.studyYearId === y.id)
      .map((c) => ({
        Id: c.id,
        Name: c.name,
        Sort: c.sort,
        StartDate: c.startDate,
        EndDate: c.endDate,
        IsOpen: c.isOpen,
      })),
  }));
}

/** Creates a study year with its two terms and four grades, in one transaction. */
export async function createStudyYear(db: Db, p: Principal, req: TCreateStudyYearRequest) {
  const problem = cycleProblem(req.StartYear, req.Cycles);
  if (problem) throw AppError.badRequest(problem);
  const name = studyYearName(req.StartYear);
  const named = req.Cycles.map((c, i) => ({
    ...c,
    Name: c.Name || `${name}${i === 0 ? '第一学期' : '第二学期'}`,
  }));
  return db.transaction(async (tx) => {
    const repo = studyYearsRepository(tx, p.schoolId);
    if (await repo.findByName(name)) throw AppError.badRequest(STUDY_YEAR_MESSAGES.yearExists);
    const created = await repo.create({
      name,
      ...studyYearDates(req.StartYear),
      isCurrent: false,
      cycles: named,
    });
    return created.year.id;
  });
}

/** Opens a term for the whole school (OpenCycleInfo); every other term closes. */
export async function openCycle(db: Db, p: Principal, cycleId: number) {
  await db.transaction(async (tx) => {
    const repo = studyYearsRepository(tx, p.schoolId);
    const cycle = await schoolStructure(tx, p.schoolId).term(cycleId);
    if (!cycle) throw AppError.notFound();
    await repo.openCycle(cycle);
  });
}

/** Renames a term or moves its dates (UpdateCycleInfo), keeping the year's rules. */
export async function updateCycle(db: Db, p: Principal, req: TUpdateCycleRequest) {
  await db.transaction(async (tx) => {
    const repo = studyYearsRepository(tx, p.schoolId);
    const cycle = await schoolStructure(tx, p.schoolId).term(req.Id);
    if (!cycle) throw AppError.notFound();
    if (!req.Name) throw AppError.badRequest(STUDY_YEAR_MESSAGES.cycleNameRequired);
    const siblings = await repo.findCycles([cycle.studyYearId]);
    const terms = siblings.map((c) =>
      c.id === cycle.id ? req : { Name: c.name, StartDate: c.startDate, EndDate: c.endDate },
    );
    const startYear = Number(siblings[0]?.startDate.slice(0, 4) ?? cycle.startDate.slice(0, 4));
    const problem = cycleProblem(startYear, terms);
    if (problem) throw AppError.badRequest(problem);
    await repo.updateCycle(cycle.id, req);
  });
}
