import { themeEntriesOf } from '@kg/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { callerStructure } from '../school-structure/school-structure.repository';
import type { themeContentRepository } from './theme-content.repository';
import { themeScoringRepository } from './theme-scoring.repository';
import { themesRepository } from './themes.repository';

/** A theme's question as the content repository reads it (shared by scoring, grid and class report). */
export type TQuestionRow = Awaited<
  ReturnType<ReturnType<typeof themeContentRepository>['questions']>
>[number];

/**
 * A theme × class of the school and its theme; 404 for another school's, and for a reader who
 * does not see the class. A teacher writing for a class she does not teach is refused (403):
 * she may know the class exists (her grade's list), but not score it.
 */
export async function requireMap(
  db: DbOrTx,
  p: Principal,
  mapId: number,
  themeId: number,
  forWriting: boolean,
) {
  const map = await themeScoringRepository(db, p.schoolId).map(mapId);
  if (!map || map.themeId !== themeId) throw AppError.notFound();
  if (!(await callerStructure(db, p).seesClass(map.classId))) {
    if (forWriting) throw AppError.forbidden();
    throw AppError.notFound();
  }
  const theme = await themesRepository(db, p.schoolId).theme(themeId);
  if (!theme) throw AppError.notFound();
  return { map, theme };
}

/** The entries of the theme's template with their questions (empty entries left out). */
export function entriesWith(templateId: number, questions: TQuestionRow[]) {
  return themeEntriesOf(templateId)
    .map((entry) => ({ entry, questions: questions.filter((q) => q.detailId === entry.Id) }))
    .filter((e) => e.questions.length > 0);
}
