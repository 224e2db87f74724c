import { GROWTH_RECORD_MESSAGES as M, Permission } from '@kg/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { can, type Principal } from '../../lib/principal';
import { callerStructure } from '../school-structure/school-structure.repository';
import type { TGrowthRecordsRepository, TStudentPlace, TTemplatePlace } from './growth-records.repository';

/**
 * Who may see and write whose growth records. A child of another school, or (to read) of a
 * class a teacher does not teach, is 404 like a missing one; writing a record of a child of
 * one's school outside one's classes is refused with 403 (the rule for writes).
 */
export async function childFor(
  db: DbOrTx,
  p: Principal,
  studentId: number,
  mode: 'read' | 'write',
): Promise<TStudentPlace> {
  return callerStructure(db, p).childFor(studentId, mode, M.notYourClass);
}

/** Whether the caller may write records of the children they can see. */
export const writes = (p: Principal) => can(p, Permission.growthRecordWrite);

/** The template a child's records belong to: this school's and of the child's grade, else 404. */
export async function templateFor(
  repo: TGrowthRecordsRepository,
  student: TStudentPlace,
  templateId: number,
): Promise<TTemplatePlace> {
  const template = await repo.findTemplate(templateId);
  if (!template || template.gradeId !== student.gradeId) throw AppError.notFound();
  return template;
}

/**
 * The published template a child records against: the grade's template of the open term, else
 * its whole-year template (null when there is none).
 */
export async function currentTemplateId(repo: TGrowthRecordsRepository, gradeId: number) {
  const open = await repo.structure.openTerm();
  const published = await repo.publishedTemplates([gradeId]);
  const ofTerm = published.find((t) => open && t.cycleId === open.id);
  return (ofTerm ?? published.find((t) => t.cycleId === null))?.id ?? null;
}
