import { type TFootprint, type TFootprintQuery, VIDEO_TYPES } from '@kg/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { childFor, currentTemplateId, templateFor } from './growth-records.access';
import { genderText, toFootprintRecord } from './growth-records.presenters';
import { growthRecordsRepository } from './growth-records.repository';
import { childModules, extrasOf } from './growth-records.service';

/**
 * G41-G54: what the growing footprint report prints for a child: the open pages of the
 * template in reading order with the child's records (only finished ones with `limit`,
 * one page in preview), videos left out (G50, DECISIONS 35), and the names on the cover.
 */
export async function footprint(db: DbOrTx, p: Principal, q: TFootprintQuery): Promise<TFootprint> {
  const repo = growthRecordsRepository(db, p.schoolId);
  const student = await childFor(db, repo, p, q.StudentId, 'read');
  const templateId = q.TempId || (await currentTemplateId(repo, student.gradeId));
  if (!templateId) throw AppError.notFound();
  const template = await templateFor(repo, student, templateId);
  let modules = await childModules(db, p, template.id, student.id, q.Id);
  if (q.Id && modules.length === 0) throw AppError.notFound();
  modules = modules.filter((m) => !VIDEO_TYPES.includes(m.typeNum));
  if (q.limit) modules = modules.filter((m) => m.record?.status === 1 || m.typeNum === 3);
  const extras = await extrasOf(db, p, modules);
  return {
    SchoolName: template.schoolName,
    StudentName: student.name,
    Gender: genderText(student.gender),
    Photo: student.photo ?? '',
    GradeName: student.gradeName,
    ClassName: student.className,
    StudyYearName: template.studyYearName,
    CycleName: template.cycleName ?? '',
    TempId: template.id,
    TeacherNames: await repo.classTeacherNames(student.classId),
    List: modules.map((m) => toFootprintRecord(m, extras)),
  };
}
