import { GROWTH_RECORD_MESSAGES as M, monthLabel, type TMonthAnswer, TypeNum } from '@kg/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { childFor } from './growth-records.access';
import { growthRecordsRepository } from './growth-records.repository';
import { monthSummary } from './month-summary';
import { overSheet, parseAnswer } from './record-answer';

/** G30: the summary of a monthly observation from its scores (every point of the sheet scored). */
export async function autoSummary(
  db: Db,
  p: Principal,
  req: { StudentId: number; tempDetailId: number; answer: string },
): Promise<string> {
  const repo = growthRecordsRepository(db, p.schoolId);
  const student = await childFor(db, p, req.StudentId, 'read');
  const module = await repo.findModule(req.tempDetailId);
  if (!module || (module.studentId !== null && module.studentId !== student.id)) throw AppError.notFound();
  const template = await repo.findTemplate(module.templateId);
  if (!template || template.gradeId !== student.gradeId) throw AppError.notFound();
  if (module.typeNum !== TypeNum.monthlyObservation) throw AppError.badRequest(M.answerInvalid);
  const answer = parseAnswer(module.typeNum, req.answer) as TMonthAnswer;
  const dimensions = overSheet(answer, await repo.pointsOf(module.id));
  const text = monthSummary({
    studentName: student.name,
    gender: student.gender,
    month: monthLabel(module.time ?? ''),
    dimensions,
  });
  if (!text) throw AppError.badRequest(M.notAllScored);
  return text;
}

/** G35: a rating module's growth questions, the rows a new rating table starts with. */
export async function questionDefaults(db: Db, p: Principal, moduleId: number): Promise<string[]> {
  const repo = growthRecordsRepository(db, p.schoolId);
  const module = await repo.findModule(moduleId);
  if (!module) throw AppError.notFound();
  return repo.questionsOf(module.id);
}

/** G35: epilogues written for this child in other templates, newest first, to build on. */
export async function epilogueTexts(db: Db, p: Principal, q: { CustomerId: number; TempId: number }) {
  const repo = growthRecordsRepository(db, p.schoolId);
  const student = await childFor(db, p, q.CustomerId, 'read');
  const rows = await repo.epilogues(student.id, q.TempId);
  return rows
    .map((r) => {
      const first = ((r.answer as { List?: Array<{ Content?: string }> })?.List ?? [])[0];
      return {
        Title: r.title,
        Content: first?.Content?.trim() ?? '',
        CycleName: r.cycleName ?? r.studyYearName,
      };
    })
    .filter((r) => r.Content);
}
