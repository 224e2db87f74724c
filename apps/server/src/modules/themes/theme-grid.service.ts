import {
  isBlockQuestion,
  THEME_SCORING_MESSAGES as M,
  maxStarsOf,
  type TSaveThemeGridRequest,
  type TThemeGrid,
  themeEntriesOf,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { themeContentRepository } from './theme-content.repository';
import { entriesWith, requireMap } from './theme-maps';
import { themeScoringRepository } from './theme-scoring.repository';

/** The stars of every child of a class's theme, by child then question (one statement). */
async function starsOfMap(db: DbOrTx, schoolId: number, mapId: number) {
  const byChild = new Map<number, Map<number, number>>();
  for (const r of await themeScoringRepository(db, schoolId).answersOfMap(mapId)) {
    const mine = byChild.get(r.studentId) ?? new Map<number, number>();
    byChild.set(r.studentId, mine);
    if (r.questionId !== null) mine.set(r.questionId, r.score ?? 0);
  }
  return byChild;
}

/** The class grid: the class's children × the theme's star descriptions, stars given so far. */
export async function grid(db: Db, p: Principal, mapId: number): Promise<TThemeGrid> {
  const repo = themeScoringRepository(db, p.schoolId);
  const found = await repo.map(mapId);
  if (!found) throw AppError.notFound();
  const { map, theme } = await requireMap(db, p, mapId, found.themeId, false);
  const [children, results, questions, stars] = await Promise.all([
    repo.children(map.classId),
    repo.resultsOf(map.id),
    themeContentRepository(db, p.schoolId).questions(theme.id),
    starsOfMap(db, p.schoolId, map.id),
  ]);
  const entries = entriesWith(theme.templateId, questions);
  const columns = entries.flatMap(({ entry, questions: list }) =>
    list
      .filter((x) => !isBlockQuestion(x.questionType))
      .map((x) => ({
        Eval_ThemeQuestionId: x.id,
        Eval_ThemeDetailId: entry.Id,
        EvaluateTitle: entry.EvaluateTitle,
        KeyWord: x.keyword,
        Describe: x.describe,
        MaxStars: maxStarsOf(entry.Type),
      })),
  );
  return {
    ThemeId: theme.id,
    ThemeMapId: map.id,
    Title: theme.title,
    ClassName: map.className,
    GradeName: theme.gradeName,
    StudyYearName: theme.studyYearName,
    Columns: columns,
    Rows: children.map((c) => {
      const r = results.find((x) => x.studentId === c.id);
      const mine = stars.get(c.id);
      return {
        StudentId: c.id,
        Name: c.name,
        Status: r ? (r.complete ? 2 : 1) : 0,
        Scores: Object.fromEntries(
          columns.map((col) => [col.Eval_ThemeQuestionId, mine?.get(col.Eval_ThemeQuestionId) ?? 0]),
        ),
        UpdatedAt: r?.updatedAt.toISOString() ?? null,
      };
    }),
  };
}

/**
 * The grid's save: each changed child gets their own stars, words and photos kept, in one
 * transaction; a row with no star at all for a child never evaluated writes nothing (a result
 * would lock the theme's content for no reason).
 */
export async function saveGrid(db: Db, p: Principal, req: TSaveThemeGridRequest) {
  return db.transaction(async (tx) => {
    const { map, theme } = await requireMap(tx, p, req.ThemeMapId, req.ThemeId, true);
    const repo = themeScoringRepository(tx, p.schoolId);
    const ids = req.Rows.map((r) => r.CustomerId);
    if ((await repo.childIdsIn(map.classId, ids)).length !== new Set(ids).size) throw AppError.notFound();
    const questions = await themeContentRepository(tx, p.schoolId).questions(theme.id);
    const entries = themeEntriesOf(theme.templateId);
    const maxOf = new Map(
      questions
        .filter((q) => !isBlockQuestion(q.questionType))
        .map((q) => [q.id, maxStarsOf(entries.find((e) => e.Id === q.detailId)?.Type ?? 0)]),
    );
    for (const row of req.Rows)
      for (const a of row.Scores) {
        const max = maxOf.get(a.eval_ThemeQuestionId);
        if (max === undefined) throw AppError.notFound();
        if (a.score > max) throw AppError.badRequest(M.scoreRange);
      }
    const before = await starsOfMap(tx, p.schoolId, map.id);
    const saved = [];
    for (const row of req.Rows) {
      const had = before.get(row.CustomerId);
      if (!had && row.Scores.every((a) => a.score === 0)) continue;
      const stars = new Map(had ?? []);
      for (const a of row.Scores) stars.set(a.eval_ThemeQuestionId, a.score);
      const complete = [...maxOf.keys()].every((id) => (stars.get(id) ?? 0) > 0);
      const resultId = await repo.upsertResult(map.id, row.CustomerId, complete, p.userId);
      await repo.setScores(
        resultId,
        row.Scores.map((a) => ({ questionId: a.eval_ThemeQuestionId, score: a.score })),
      );
      saved.push({ StudentId: row.CustomerId, Status: complete ? 2 : 1 });
    }
    return { Rows: saved };
  });
}
