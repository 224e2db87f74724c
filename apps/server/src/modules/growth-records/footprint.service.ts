import {
  type TFootprint,
  type TFootprintQuery,
  type TUnfinishedPages,
  type TUnfinishedPagesQuery,
  VIDEO_TYPES,
} from '@kg/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { callerStructure } from '../school-structure/school-structure.repository';
import { childFor, currentTemplateId, templateFor } from './growth-records.access';
import { genderText, toFootprintRecord } from './growth-records.presenters';
import { growthRecordsRepository, type TRecordModule } from './growth-records.repository';

/**
 * The records a booklet prints: no videos (G50, DECISIONS 35); with `limit` (G44, DECISIONS 39)
 * only finished ones and the catalogue (which is written by the system).
 */
function printedModules(modules: readonly TRecordModule[], limit: boolean) {
  const paper = modules.filter((m) => !VIDEO_TYPES.includes(m.typeNum));
  return limit ? paper.filter((m) => m.record?.status === 1 || m.typeNum === 3) : paper;
}

import { childModules, extrasOf } from './growth-records.service';

/**
 * G41-G54: what the growing footprint report prints for a child: the open pages of the
 * template in reading order with the child's records (only finished ones with `limit`,
 * one page in preview), videos left out (G50, DECISIONS 35), and the names on the cover.
 */
export async function footprint(db: DbOrTx, p: Principal, q: TFootprintQuery): Promise<TFootprint> {
  const repo = growthRecordsRepository(db, p.schoolId);
  const student = await childFor(db, p, q.StudentId, 'read');
  const templateId = q.TempId || (await currentTemplateId(repo, student.gradeId));
  if (!templateId) throw AppError.notFound();
  const template = await templateFor(repo, student, templateId);
  let modules = await childModules(db, p, template.id, student.id, q.Id);
  if (q.Id && modules.length === 0) throw AppError.notFound();
  modules = printedModules(modules, q.limit);
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

/**
 * Issue 14 item 2: before a booklet (or a class's booklets) is printed, how many of each child's
 * printed records have nothing finished, i.e. what `limit` would leave out. Scoped like the
 * booklet itself: the caller's school, a teacher's classes (another's is 404).
 */
export async function unfinishedPages(
  db: DbOrTx,
  p: Principal,
  q: TUnfinishedPagesQuery,
): Promise<TUnfinishedPages> {
  const repo = growthRecordsRepository(db, p.schoolId);
  let gradeId: number;
  let children: Array<{ id: number; name: string }>;
  if (q.StudentId) {
    const student = await childFor(db, p, q.StudentId, 'read');
    gradeId = student.gradeId;
    children = [{ id: student.id, name: student.name }];
  } else {
    const klass = await callerStructure(db, p).requireClass(q.ClassId);
    gradeId = klass.gradeId;
    children = await repo.classStudents(klass.id);
  }
  const templateId = q.TempId || (await currentTemplateId(repo, gradeId));
  if (!templateId) throw AppError.notFound();
  const template = await repo.findTemplate(templateId);
  if (!template || template.gradeId !== gradeId) throw AppError.notFound();
  const counted: TUnfinishedPages['Children'] = [];
  for (const child of children) {
    const modules = await childModules(db, p, template.id, child.id);
    const pages = printedModules(modules, false).length;
    counted.push({
      StudentId: child.id,
      StudentName: child.name,
      Pages: pages,
      Unfinished: pages - printedModules(modules, true).length,
    });
  }
  return { TempId: template.id, Children: counted };
}
