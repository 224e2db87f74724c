import {
  CHILD_PAGE_TYPES,
  CHILD_PAGES_MAX,
  fillMessage,
  GROWTH_TEMPLATE_MESSAGES as GT,
  LOG_SHEET_TYPES,
  GROWTH_RECORD_MESSAGES as M,
  type TChildPageForm,
  TemplateStatus,
  TypeNum,
} from '@kg/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { defaultStart, firstDayOfMonth } from '../growth-templates/growth-templates.builder';
import { childFor, templateFor } from './growth-records.access';
import {
  growthRecordsRepository,
  type TGrowthRecordsRepository,
  type TStudentPlace,
} from './growth-records.repository';

/** A plate page a teacher adds has no administrator to choose its plate: one photo and words. */
const CHILD_PLATE_FALLBACK = 12;

/** F22's order for the fields, G13: the term only for type 4, the month only for type 5. */
function whenOf(form: TChildPageForm, template: { cycleId: number | null }) {
  if (form.type === TypeNum.termObservation) {
    const cycleId = template.cycleId ?? form.cycleId;
    if (!cycleId) throw AppError.badRequest(GT.cycleRequired);
    if (template.cycleId && form.cycleId && form.cycleId !== template.cycleId)
      throw AppError.badRequest(GT.cycleRequired);
    return { cycleId, time: null };
  }
  if (form.type === TypeNum.monthlyObservation) {
    const time = firstDayOfMonth(form.time);
    if (!time) throw AppError.badRequest(GT.timeRequired);
    return { cycleId: null, time };
  }
  return { cycleId: null, time: null };
}

/**
 * What a child's page starts with: the background, plate, content, log sheet or questions of
 * the template's first page of that type, else the grade's default for the type.
 */
async function startOf(
  repo: TGrowthRecordsRepository,
  templateId: number,
  student: TStudentPlace,
  typeNum: number,
) {
  const modules = await repo.progressModules(templateId);
  const sameType = modules.filter((m) => m.typeNum === typeNum && m.studentId === null);
  const model = sameType.length ? await repo.findModule(sameType[0]!.id) : undefined;
  const fallback = defaultStart(student.gradeLevel, typeNum);
  return {
    model,
    backCoverImg: model?.backCoverImg || fallback.backCoverImg,
    plateId: typeNum === TypeNum.plate ? model?.plateId || CHILD_PLATE_FALLBACK : 0,
    content: model ? model.content : fallback.content,
    points: fallback.points,
    questions: fallback.questions,
  };
}

async function giveSheet(
  repo: TGrowthRecordsRepository,
  moduleId: number,
  typeNum: number,
  start: Awaited<ReturnType<typeof startOf>>,
) {
  if (LOG_SHEET_TYPES.includes(typeNum)) {
    if (start.model) await repo.copyPoints(start.model.id, moduleId);
    else await repo.insertPoints(moduleId, start.points);
  }
  if (typeNum === TypeNum.rating) {
    const names = start.model ? await repo.questionsOf(start.model.id) : start.questions;
    await repo.insertQuestions(moduleId, names);
  }
}

/**
 * G12, G13: the record list's 新增 adds a page for this child alone (or, with an id, edits
 * one): it follows the template page numbered `orderSort`. One transaction.
 */
export async function saveChildPage(db: Db, p: Principal, form: TChildPageForm): Promise<number> {
  return db.transaction(async (tx) => {
    const repo = growthRecordsRepository(tx, p.schoolId);
    const student = await childFor(tx, p, form.studentId, 'write');
    const template = await templateFor(repo, student, form.tempId);
    if (template.status !== TemplateStatus.published) throw AppError.badRequest(M.notPublished);
    if (!CHILD_PAGE_TYPES.includes(form.type)) throw AppError.badRequest(M.childPageType);
    const when = whenOf(form, template);
    const fields = {
      typeNum: form.type,
      title: form.title,
      operator: form.operator,
      orderSort: form.orderSort,
      ...when,
    };

    if (form.id) {
      const page = await repo.findModule(form.id);
      if (!page || page.templateId !== template.id) throw AppError.notFound();
      if (page.studentId !== student.id) throw AppError.badRequest(M.notChildPage);
      if (page.typeNum !== form.type) {
        const records = await repo.recordCountOf(page.id);
        if (records) throw AppError.badRequest(fillMessage(GT.typeChangeHasRecords, { count: records }));
        const start = await startOf(repo, template.id, student, form.type);
        await repo.deletePointsAndQuestions(page.id);
        await repo.updateModule(page.id, {
          ...fields,
          backCoverImg: start.backCoverImg,
          plateId: start.plateId,
          content: start.content,
        });
        await giveSheet(repo, page.id, form.type, start);
      } else await repo.updateModule(page.id, fields);
      return page.id;
    }

    if ((await repo.countChildPages(template.id, student.id)) >= CHILD_PAGES_MAX)
      throw AppError.badRequest(M.childPagesFull);
    const start = await startOf(repo, template.id, student, form.type);
    const id = await repo.insertModule({
      ...fields,
      templateId: template.id,
      studentId: student.id,
      status: 1,
      backCoverImg: start.backCoverImg,
      plateId: start.plateId,
      content: start.content,
    });
    await giveSheet(repo, id, form.type, start);
    return id;
  });
}

/** Deletes a child's own page that has no record yet (a record is never thrown away by accident). */
export async function deleteChildPage(db: Db, p: Principal, req: { id: number; studentId: number }) {
  await db.transaction(async (tx) => {
    const repo = growthRecordsRepository(tx, p.schoolId);
    const student = await childFor(tx, p, req.studentId, 'write');
    const page = await repo.findModule(req.id);
    if (!page) throw AppError.notFound();
    if (page.studentId !== student.id) throw AppError.badRequest(M.notChildPage);
    if (await repo.recordCountOf(page.id)) throw AppError.badRequest(M.childPageHasRecord);
    await repo.deletePointsAndQuestions(page.id);
    await repo.deleteModule(page.id);
  });
}
