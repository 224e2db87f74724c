import { CLASS_MESSAGES, PROMOTION_MESSAGES, type TPromoteClassRequest } from '@kg/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { schoolStructure } from '../school-structure/school-structure.repository';
import { classPromotionRepository } from './class-promotion.repository';
import { classesRepository } from './classes.repository';

/** 大班: the top grade; its children graduate rather than move up. */
const TOP_GRADE_LEVEL = 3;

/**
 * 升班: creates the class one grade up in a later study year, moves its children in school
 * there (their records stay with them) and, when asked, its staff. One transaction: a refusal
 * leaves both years as they were. The old class stays for its history.
 */
export async function promoteClass(db: Db, p: Principal, req: TPromoteClassRequest) {
  return db.transaction(async (tx) => {
    const classesRepo = classesRepository(tx, p.schoolId);
    const repo = classPromotionRepository(tx, p.schoolId);
    const structure = schoolStructure(tx, p.schoolId);
    const from = await structure.class(req.ClassId);
    const target = await structure.studyYear(req.StudyYearId);
    if (!from || !target) throw AppError.notFound();
    const fromYear = await structure.studyYear(from.studyYearId);
    if (!fromYear) throw AppError.notFound();
    if (from.gradeLevel >= TOP_GRADE_LEVEL) throw AppError.badRequest(PROMOTION_MESSAGES.topGrade);
    if (await repo.findPromotedFrom(from.id)) throw AppError.badRequest(PROMOTION_MESSAGES.alreadyPromoted);
    if (target.startDate <= fromYear.startDate) throw AppError.badRequest(PROMOTION_MESSAGES.laterYear);
    const nextGrade = await structure.gradeAtLevel(target.id, from.gradeLevel + 1);
    if (!nextGrade) throw AppError.badRequest(PROMOTION_MESSAGES.noGrade);
    if (await classesRepo.nameTaken(target.id, req.Name)) throw AppError.badRequest(CLASS_MESSAGES.nameTaken);

    const id = await classesRepo.insert({ studyYearId: target.id, gradeId: nextGrade.id, name: req.Name });
    await repo.setPrevious(id, from.id);
    if (req.KeepStaff) await classesRepo.setStaff(id, await classesRepo.findStaff(from.id));
    const StudentNum = await repo.moveChildren(from.id, id);
    return { Id: id, StudentNum };
  });
}
