import {
  completeProblem,
  fillMessage,
  LOG_SHEET_TYPES,
  GROWTH_RECORD_MESSAGES as M,
  TemplateStatus,
  TemplateType,
  type TMonthAnswer,
  type TRecordDetail,
  type TSaveRecordRequest,
  type TStudentRecords,
  type TTermAnswer,
  TypeNum,
  UNWRITTEN_TYPES,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { sameMoment, staleSave } from '../../lib/stale-save';
import { refuseDuplicate } from '../../lib/unique-violation';
import { childFor, templateFor, writes } from './growth-records.access';
import { inReadingOrder, type TModuleExtras, toRecordRow } from './growth-records.presenters';
import { growthRecordsRepository, type TRecordModule } from './growth-records.repository';
import { checkFiles, marksOf, overSheet, parseAnswer } from './record-answer';

const repoOf = (db: DbOrTx, p: Principal) => growthRecordsRepository(db, p.schoolId);

/** The log sheets and growth questions the given modules show. */
export async function extrasOf(
  db: DbOrTx,
  p: Principal,
  modules: readonly TRecordModule[],
): Promise<TModuleExtras> {
  const repo = repoOf(db, p);
  const sheetIds = modules.filter((m) => LOG_SHEET_TYPES.includes(m.typeNum)).map((m) => m.id);
  const ratingIds = modules.filter((m) => m.typeNum === TypeNum.rating).map((m) => m.id);
  const [points, questions] = await Promise.all([
    repo.pointsOfModules(sheetIds),
    repo.questionsOfModules(ratingIds),
  ]);
  return { points, questions };
}

/** The open modules of a child's template (and their own pages) in reading order. */
export async function childModules(
  db: DbOrTx,
  p: Principal,
  templateId: number,
  studentId: number,
  onlyId = 0,
) {
  const modules = await repoOf(db, p).recordModules(templateId, studentId, onlyId);
  return inReadingOrder(modules.filter((m) => m.status === 1 || onlyId));
}

/** G01-G06, G14: a child's record list for a template, with the neighbours in the class. */
export async function studentRecords(
  db: Db,
  p: Principal,
  q: { StudentId: number; TempId: number },
): Promise<TStudentRecords> {
  const repo = repoOf(db, p);
  const student = await childFor(db, p, q.StudentId, 'read');
  const template = await templateFor(repo, student, q.TempId);
  const modules = await childModules(db, p, template.id, student.id);
  const extras = await extrasOf(db, p, modules);
  const canWrite = writes(p) && template.status === TemplateStatus.published;
  const classmates = await repo.classStudents(student.classId);
  const at = classmates.findIndex((c) => c.id === student.id);
  const neighbour = (i: number) => {
    const c = at >= 0 ? classmates[i] : undefined;
    return c ? { Id: c.id, Name: c.name } : null;
  };
  return {
    StudentId: student.id,
    StudentName: student.name,
    Photo: student.photo ?? '',
    ClassId: student.classId,
    ClassName: student.className,
    GradeName: student.gradeName,
    TempId: template.id,
    TempType: template.cycleId ? TemplateType.term : TemplateType.wholeYear,
    CycleId: template.cycleId ?? 0,
    CycleName: template.cycleName ?? '',
    StudyYearId: template.studyYearId,
    CanWrite: canWrite,
    List: modules.map((m) =>
      toRecordRow(m, { studentName: student.name, canWrite, published: true, extras }),
    ),
    Prev: neighbour(at - 1),
    Next: neighbour(at + 1),
  };
}

/** The module a child's record belongs to: in the child's template, theirs if it is a child page. */
async function moduleFor(db: DbOrTx, p: Principal, moduleId: number, studentId: number) {
  const module = await repoOf(db, p).findModule(moduleId);
  if (!module || (module.studentId !== null && module.studentId !== studentId)) throw AppError.notFound();
  return module;
}

/** G15: one record with what its editor needs. */
export async function recordDetail(
  db: Db,
  p: Principal,
  q: { Id: number; StudentId: number },
): Promise<TRecordDetail> {
  const repo = repoOf(db, p);
  const student = await childFor(db, p, q.StudentId, 'read');
  const module = await moduleFor(db, p, q.Id, student.id);
  await templateFor(repo, student, module.templateId);
  const [m] = await childModules(db, p, module.templateId, student.id, module.id);
  if (!m) throw AppError.notFound();
  const row = toRecordRow(m, {
    studentName: student.name,
    canWrite: true,
    published: true,
    extras: await extrasOf(db, p, [m]),
  });
  return {
    Id: m.id,
    RecordId: row.RecordId,
    TypeNum: m.typeNum,
    Title: m.title,
    PlateId: m.plateId,
    BackCoverImg: m.backCoverImg,
    Content: row.Content,
    Answer: row.Answer,
    Status: row.Status,
    UpdatedAt: row.UpdatedAt,
    UpdatedBy: row.UpdatedBy,
    StudentName: student.name,
    GradeName: student.gradeName,
    ClassName: student.className,
    CycleName: row.CycleName,
    TimeCopy: row.TimeCopy,
    Operator: row.Operator,
  };
}

/**
 * G09-G11, G17-G25: saves a child's record as a draft (Status 0, no completeness checks,
 * DECISIONS 25) or finished (Status 1, the type's rules), with its per-point marks, in one
 * transaction. A save over a newer version than the editor started from is refused (409).
 */
export async function saveRecord(db: Db, p: Principal, req: TSaveRecordRequest) {
  // Two first saves of the same record at once: the later one finds the row taken.
  const raced = AppError.conflict(fillMessage(M.staleRecord, { name: '其他老师', time: '刚刚' }));
  return refuseDuplicate(raced, () =>
    db.transaction(async (tx) => {
      const repo = repoOf(tx, p);
      const student = await childFor(tx, p, req.studentId, 'write');
      const template = await templateFor(repo, student, req.tempId);
      const module = await moduleFor(tx, p, req.tempDetailId, student.id);
      if (module.templateId !== template.id) throw AppError.notFound();
      if (template.status !== TemplateStatus.published) throw AppError.badRequest(M.notPublished);
      if (UNWRITTEN_TYPES.includes(module.typeNum)) throw AppError.badRequest(M.notWritable);
      if (module.status !== 1) throw AppError.badRequest(M.moduleClosed);
      if (req.type !== module.typeNum) throw AppError.badRequest(M.answerInvalid);

      const answer = parseAnswer(module.typeNum, req.answer);
      let pointIds: number[] = [];
      if (LOG_SHEET_TYPES.includes(module.typeNum)) {
        const points = await repo.pointsOf(module.id);
        pointIds = points.map((pt) => pt.id);
        answer.dimensions = overSheet(answer as TTermAnswer | TMonthAnswer, points);
      }
      await checkFiles(tx, p.schoolId, module.typeNum, answer);
      if (req.Status === 1) {
        const problem = completeProblem(module.typeNum, answer, pointIds);
        if (problem) throw AppError.badRequest(problem);
      }

      const existing = await repo.lockRecord(module.id, student.id);
      if (existing && req.UpdatedAt && !sameMoment(existing.updatedAt, req.UpdatedAt))
        throw await staleSave(tx, p, M.staleRecord, { by: existing.writtenBy, at: existing.updatedAt });
      const now = new Date();
      const values = {
        status: req.Status,
        answer,
        writtenBy: p.userId,
        classId: student.classId,
        updatedAt: now,
        finishedAt: req.Status === 1 ? (existing?.finishedAt ?? now) : (existing?.finishedAt ?? null),
      };
      const saved = existing
        ? await repo.updateRecord(existing.id, values)
        : await repo.insertRecord({
            ...values,
            templateId: template.id,
            moduleId: module.id,
            studentId: student.id,
          });
      if (LOG_SHEET_TYPES.includes(module.typeNum))
        await repo.replaceMarks(saved.id, marksOf(module.typeNum, answer));
      return { RecordId: saved.id, UpdatedAt: saved.updatedAt.toISOString() };
    }),
  );
}
