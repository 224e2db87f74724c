import {
  fillMessage,
  GROWTH_TEMPLATE_MESSAGES as M,
  RESET_HIDDEN_PARENT_ID,
  type TAddTemplateRequest,
  TemplateStatus,
  type TGrowthTemplate,
  type TTemplatePageQuery,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { refuseDuplicate } from '../../lib/unique-violation';
import { copyPlan, defaultPlan, writePlan } from './growth-templates.builder';
import { frameOf, gradeLevelOf, repoOf, templateOf } from './growth-templates.lookups';
import { toTemplate } from './growth-templates.presenters';
import { growthTemplatesRepository } from './growth-templates.repository';

/**
 * The template list (screen 3): list, create from the grade's default set or a copy, publish,
 * delete and reset to the default. The modules of a template: growth-templates-modules.service;
 * their configuration and preview: growth-templates-config.service.
 */

// ── Templates ───────────────────────────────────────────────────────────────────────

export async function listTemplates(db: Db, p: Principal, q: TTemplatePageQuery): Promise<TGrowthTemplate[]> {
  const rows = await repoOf(db, p).templates({
    studyYearId: q.StudyYearId,
    gradeId: q.GradeId,
    cycleId: q.CycleId,
  });
  return rows.map(toTemplate);
}

/**
 * Creates a template of the school's grade and term (cycleId null: the whole year) from the
 * grade's default set, in the caller's transaction. Other code (a new school, a new study
 * year) may call it; the unique index refuses a second template of the same grade and term.
 */
export async function createDefaultTemplate(
  db: DbOrTx,
  schoolId: number,
  v: { studyYearId: number; gradeId: number; gradeLevel: number; cycleId: number | null },
): Promise<number> {
  const repo = growthTemplatesRepository(db, schoolId);
  const id = await repo.insertTemplate({
    studyYearId: v.studyYearId,
    gradeId: v.gradeId,
    cycleId: v.cycleId,
  });
  const template = await templateOf(repo, id);
  const plan = defaultPlan(v.gradeLevel, await frameOf(repo, template));
  if (plan.length === 0) throw AppError.badRequest(M.noGradeDefault);
  await writePlan(repo, id, plan);
  return id;
}

/** AddTenantTempInfo: from the grade's default set (sourceId 0) or a copy of a template of the school. */
export async function addTemplate(db: Db, p: Principal, req: TAddTemplateRequest): Promise<number> {
  return refuseDuplicate(M.templateExists, () =>
    db.transaction(async (tx) => {
      const repo = repoOf(tx, p);
      const studyYear = await repo.structure.studyYear(req.studyYearId);
      if (!studyYear) throw AppError.notFound();
      const grade = await repo.structure.grade(req.gradeId);
      if (!grade) throw AppError.notFound();
      if (grade.studyYearId !== studyYear.id) throw AppError.badRequest(M.gradeRequired);
      let cycleId: number | null = null;
      if (req.cycleId) {
        const cycle = await repo.structure.term(req.cycleId);
        if (!cycle) throw AppError.notFound();
        if (cycle.studyYearId !== studyYear.id) throw AppError.badRequest(M.cycleNotInYear);
        cycleId = cycle.id;
      }
      const source = req.sourceId ? await templateOf(repo, req.sourceId) : null;
      if (await repo.templateTaken(grade.id, cycleId)) throw AppError.badRequest(M.templateExists);
      if (!source) {
        return createDefaultTemplate(tx, p.schoolId, {
          studyYearId: studyYear.id,
          gradeId: grade.id,
          gradeLevel: grade.level,
          cycleId,
        });
      }
      const id = await repo.insertTemplate({ studyYearId: studyYear.id, gradeId: grade.id, cycleId });
      const target = await templateOf(repo, id);
      const plan = await copyPlan(
        repo,
        await repo.modules(source.id),
        await frameOf(repo, source),
        await frameOf(repo, target),
      );
      await writePlan(repo, id, plan);
      return id;
    }),
  );
}

/** Publish (1) or back to draft (0). */
export async function publishTemplate(db: Db, p: Principal, req: { id: number; status: 0 | 1 }) {
  await db.transaction(async (tx) => {
    const repo = repoOf(tx, p);
    const template = await templateOf(repo, req.id, true);
    const published = req.status === TemplateStatus.published;
    await repo.setTemplateStatus(
      template.id,
      req.status,
      published ? (template.status === TemplateStatus.published ? template.publishedAt : new Date()) : null,
    );
  });
}

export async function deleteTemplate(db: Db, p: Principal, id: number) {
  await db.transaction(async (tx) => {
    const repo = repoOf(tx, p);
    const template = await templateOf(repo, id, true);
    const records = await repo.templateRecordCount(template.id);
    if (records > 0) throw AppError.badRequest(fillMessage(M.templateHasRecordsDelete, { count: records }));
    await repo.deleteTemplate(template.id);
  });
}

/** F16, F17: the grade's default set replaces the modules; the template becomes status 2. */
export async function resetTemplate(db: Db, p: Principal, id: number) {
  await db.transaction(async (tx) => {
    const repo = repoOf(tx, p);
    const template = await templateOf(repo, id, true);
    if ((await repo.schoolParentId()) === RESET_HIDDEN_PARENT_ID)
      throw AppError.badRequest(M.resetNotAllowed);
    const records = await repo.templateRecordCount(template.id);
    if (records > 0) throw AppError.badRequest(fillMessage(M.templateHasRecords, { count: records }));
    const plan = defaultPlan(await gradeLevelOf(repo, template), await frameOf(repo, template));
    if (plan.length === 0) throw AppError.badRequest(M.noGradeDefault);
    await repo.deleteModulesOf(template.id);
    await writePlan(repo, template.id, plan);
    await repo.setTemplateStatus(template.id, TemplateStatus.reset, null);
  });
}
