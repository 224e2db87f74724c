import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import type { TTemplateFrame } from './growth-templates.builder';
import {
  growthTemplatesRepository,
  type TGrowthTemplatesRepository,
  type TModuleRow,
  type TTemplateRow,
} from './growth-templates.repository';

/**
 * What the growth-template services start from: the school's repository, its template or
 * module (404 when it is another school's) and what a template's plan is built on.
 */

export const repoOf = (db: DbOrTx, p: Principal) => growthTemplatesRepository(db, p.schoolId);

export async function templateOf(
  repo: TGrowthTemplatesRepository,
  id: number,
  lock = false,
): Promise<TTemplateRow> {
  const template = lock ? await repo.lockTemplate(id) : await repo.findTemplate(id);
  if (!template) throw AppError.notFound();
  return template;
}

export async function moduleOf(repo: TGrowthTemplatesRepository, id: number): Promise<TModuleRow> {
  const found = await repo.findModule(id);
  if (!found) throw AppError.notFound();
  return found;
}

/** The module and its template, locked for the change. */
export async function moduleForChange(repo: TGrowthTemplatesRepository, id: number) {
  const found = await moduleOf(repo, id);
  const template = await templateOf(repo, found.templateId, true);
  return { module: found, template };
}

export async function frameOf(repo: TGrowthTemplatesRepository, t: TTemplateRow): Promise<TTemplateFrame> {
  const studyYear = await repo.structure.studyYear(t.studyYearId);
  const terms = await repo.structure.termsOf(t.studyYearId);
  return {
    studyYear: studyYear!,
    cycle: t.cycleId ? (terms.find((c) => c.id === t.cycleId) ?? null) : null,
    terms,
  };
}

export async function gradeLevelOf(repo: TGrowthTemplatesRepository, t: TTemplateRow) {
  return (await repo.structure.grade(t.gradeId))?.level ?? 1;
}
