import {
  THEME_CONTENT_MESSAGES as C,
  THEME_DESCRIPTION_TITLES,
  THEME_KEYWORDS,
  THEME_MESSAGES,
  THEME_QUESTION_TYPE_NAMES,
  THEME_QUESTION_TYPES,
  type TSaveThemeQuestionRequest,
  type TThemeEditInfo,
  type TThemeQuestionList,
  themeEntriesOf,
  themeKeyword,
} from '@kg/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { themeContentRepository } from './theme-content.repository';
import { requireTheme } from './themes.service';

/** A theme the caller may set up, and not yet scored (DECISIONS 44). */
async function requireUnlocked(tx: DbOrTx, p: Principal, themeId: number) {
  const theme = await requireTheme(tx, p, themeId);
  if (theme.locked) throw AppError.badRequest(THEME_MESSAGES.locked);
  return theme;
}

/** An entry of the theme's template, else 404 (a detail of the other template is not the theme's). */
function entryOf(templateId: number, detailId: number) {
  const entry = themeEntriesOf(templateId).find((e) => e.Id === detailId);
  if (!entry) throw AppError.notFound();
  return entry;
}

/** Screen 4: the theme and its template's entries with what each holds. */
export async function editInfo(db: Db, p: Principal, themeId: number): Promise<TThemeEditInfo> {
  const theme = await requireTheme(db, p, themeId);
  const repo = themeContentRepository(db, p.schoolId);
  const [counts, descriptions] = await Promise.all([
    repo.countsByEntry(theme.id),
    repo.descriptions(theme.id),
  ]);
  return {
    ThemeId: theme.id,
    Title: theme.title,
    GradeName: theme.gradeName,
    StartDate: theme.startsOn,
    EndDate: theme.endsOn,
    TempleteId: theme.templateId,
    Locked: theme.locked,
    DescriptionCount: descriptions.filter((d) => d.description.trim()).length,
    Tiles: themeEntriesOf(theme.templateId).map((entry) => {
      const count = counts.find((c) => c.detailId === entry.Id);
      return {
        Eval_ThemeDetailId: entry.Id,
        EvaluateTitle: entry.EvaluateTitle,
        Type: entry.Type,
        QuestionCount: count?.stars ?? 0,
        BlockCount: count?.blocks ?? 0,
      };
    }),
  };
}

/** E04: one text per subject title, in their order (empty when never written). */
export async function descriptions(db: Db, p: Principal, themeId: number) {
  const theme = await requireTheme(db, p, themeId);
  const saved = await themeContentRepository(db, p.schoolId).descriptions(theme.id);
  return THEME_DESCRIPTION_TITLES.map((Title) => ({
    Title,
    Desc: saved.find((d) => d.title === Title)?.description ?? '',
  }));
}

/** E06: replaces the texts; only the subject titles are kept, in their order. */
export async function saveDescriptions(
  db: Db,
  p: Principal,
  req: { ThemeId: number; desc: Array<{ Title: string; Desc: string }> },
) {
  if (req.desc.some((d) => !(THEME_DESCRIPTION_TITLES as readonly string[]).includes(d.Title)))
    throw AppError.badRequest(C.descTitleUnknown);
  await db.transaction(async (tx) => {
    const theme = await requireUnlocked(tx, p, req.ThemeId);
    await themeContentRepository(tx, p.schoolId).setDescriptions(
      theme.id,
      THEME_DESCRIPTION_TITLES.map((title) => ({
        title,
        description: req.desc.find((d) => d.Title === title)?.Desc.trim() ?? '',
      })),
    );
  });
}

/** E08: an entry's questions of the theme, in their order, with the answer types. */
export async function questions(
  db: Db,
  p: Principal,
  detailId: number,
  themeId: number,
): Promise<TThemeQuestionList> {
  const theme = await requireTheme(db, p, themeId);
  const entry = entryOf(theme.templateId, detailId);
  const rows = await themeContentRepository(db, p.schoolId).entryQuestions(theme.id, entry.Id);
  return {
    question: rows.map((q) => ({
      ThemeQuestionId: q.id,
      Title: entry.EvaluateTitle,
      KeyWords: q.keyword,
      KeyWordsId: q.keywordId,
      Describe: q.describe,
      Sort: q.sort,
      QuestionType: q.questionType,
      Eval_ThemeDetailId: q.detailId,
      ThemeId: q.themeId,
    })),
    secondDemos: THEME_QUESTION_TYPES.map((Value) => ({ Value, Name: THEME_QUESTION_TYPE_NAMES[Value] })),
    EvaluateTitle: entry.EvaluateTitle,
    Type: entry.Type,
    Locked: theme.locked,
  };
}

/** E09: every entry offers the guideline's keywords. */
export function keywords(detailId: number) {
  if (
    !themeEntriesOf(1)
      .concat(themeEntriesOf(5))
      .some((e) => e.Id === detailId)
  )
    throw AppError.notFound();
  return THEME_KEYWORDS.map((k) => ({ Id: k.Id, Name: k.Name, Domain: k.Domain }));
}

/** E13: adds (themeQuestionId 0) or edits a question of an entry of an unscored theme. */
export async function saveQuestion(db: Db, p: Principal, req: TSaveThemeQuestionRequest) {
  const keyword = themeKeyword(req.keyWordsId);
  if (!keyword) throw AppError.badRequest(C.keywordRequired);
  return db.transaction(async (tx) => {
    const theme = await requireUnlocked(tx, p, req.themeId);
    const entry = entryOf(theme.templateId, req.eval_ThemeDetailId);
    const repo = themeContentRepository(tx, p.schoolId);
    const values = {
      keywordId: keyword.Id,
      keyword: keyword.Name,
      describe: req.describe,
      sort: req.sort,
      questionType: req.questionType,
    };
    if (!req.themeQuestionId) return repo.insertQuestion(theme.id, { detailId: entry.Id, ...values });
    const existing = await repo.question(req.themeQuestionId);
    if (!existing || existing.themeId !== theme.id || existing.detailId !== entry.Id)
      throw AppError.notFound();
    await repo.updateQuestion(existing.id, values);
    return existing.id;
  });
}

/**
 * E15: the entry an import writes into: a theme the caller may set up (a teacher: of her
 * classes), not yet scored (DECISIONS 44), and an entry of its template; else 404 or the lock.
 */
export async function importTarget(db: DbOrTx, p: Principal, themeId: number, detailId: number) {
  const theme = await requireUnlocked(db, p, themeId);
  return { theme, entry: entryOf(theme.templateId, detailId) };
}

/** E14: deletes a question of an unscored theme. */
export async function deleteQuestion(db: Db, p: Principal, id: number) {
  await db.transaction(async (tx) => {
    const repo = themeContentRepository(tx, p.schoolId);
    const question = await repo.question(id);
    if (!question) throw AppError.notFound();
    await requireUnlocked(tx, p, question.themeId);
    await repo.deleteQuestion(question.id);
  });
}
