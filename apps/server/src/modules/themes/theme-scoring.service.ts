import {
  blockLabelOf,
  blockTakesPhotos,
  blockTakesText,
  fileIdOf,
  isBlockQuestion,
  THEME_SCORING_MESSAGES as M,
  maxStarsOf,
  STORED_FILE_PATH,
  type TBatchThemeEvaluationRequest,
  THEME_PHOTOS_MAX,
  type TSaveThemeEvaluationRequest,
  type TThemeChildDetail,
  type TThemeClassResult,
  type TThemeEntry,
  themeEntriesOf,
} from '@kg/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { callerStructure } from '../school-structure/school-structure.repository';
import { themeContentRepository } from './theme-content.repository';
import { entriesWith, requireMap, type TQuestionRow } from './theme-maps';
import { type TAnswerInsert, themeScoringRepository } from './theme-scoring.repository';
import { themesRepository } from './themes.repository';

/** Every star of every editable entry given: the child's evaluation is complete. */
const completeOf = (questions: TQuestionRow[], scores: Map<number, number>) =>
  questions.filter((q) => !isBlockQuestion(q.questionType)).every((q) => (scores.get(q.id) ?? 0) > 0);

/** E24, E63: a child's evaluation page. */
export async function childDetail(
  db: Db,
  p: Principal,
  q: { StudentId: number; ThemeId: number; ThemeMapId: number },
): Promise<TThemeChildDetail> {
  const { map, theme } = await requireMap(db, p, q.ThemeMapId, q.ThemeId, false);
  const child = await callerStructure(db, p).requireChild(q.StudentId, { includeLeft: true });
  if (child.classId !== map.classId) throw AppError.notFound();
  const repo = themeScoringRepository(db, p.schoolId);
  const content = themeContentRepository(db, p.schoolId);
  const [questions, descriptions, result, school] = await Promise.all([
    content.questions(theme.id),
    content.descriptions(theme.id),
    repo.result(map.id, child.id),
    callerStructure(db, p).school(),
  ]);
  const answers = new Map((result ? await repo.answers(result.id) : []).map((a) => [a.questionId, a]));
  let blockIndex = 0;
  return {
    ThemeId: theme.id,
    ThemeMapId: map.id,
    Title: theme.title,
    Aim: theme.aim,
    StartDate: theme.startsOn,
    EndDate: theme.endsOn,
    GradeName: theme.gradeName,
    ClassName: map.className,
    StudyYearName: theme.studyYearName,
    SchoolName: school?.name ?? '',
    Descriptions: descriptions.map((d) => ({ Title: d.title, Desc: d.description })),
    StudentId: child.id,
    ChildrenName: child.name,
    Status: result ? (result.complete ? 2 : 1) : 0,
    UpdatedAt: result?.updatedAt.toISOString() ?? null,
    Entries: entriesWith(theme.templateId, questions).map(({ entry, questions: list }) => {
      const stars = list.filter((x) => !isBlockQuestion(x.questionType));
      const keywords = [...new Set(stars.map((x) => x.keyword))];
      return {
        Eval_ThemeDetailId: entry.Id,
        EvaluateTitle: entry.EvaluateTitle,
        Type: entry.Type,
        IsRead: true,
        IsEdit: true,
        PhotoSuggestion: entry.photoSuggestion,
        KeyWordList: keywords.map((KeyWord) => ({
          KeyWord,
          DescribeList: stars
            .filter((x) => x.keyword === KeyWord)
            .map((x) => ({
              Text: x.describe,
              Score: answers.get(x.id)?.score ?? 0,
              Eval_ThemeQuestionId: x.id,
            })),
        })),
        secondDescResults: list
          .filter((x) => isBlockQuestion(x.questionType))
          .map((x) => ({
            Title: x.describe,
            Text: answers.get(x.id)?.content ?? '',
            QuestionType: x.questionType,
            ImgList: answers.get(x.id)?.images ?? [],
            Eval_ThemeQuestionId: x.id,
            Label: blockLabelOf(blockIndex++),
          })),
      };
    }),
  };
}

/** The photos must be pictures this school stored; answers their paths as given. */
async function checkPhotos(db: DbOrTx, schoolId: number, paths: string[]) {
  if (paths.some((path) => !STORED_FILE_PATH.test(path))) throw AppError.badRequest(M.photoInvalid);
  const ids = [...new Set(paths.map((path) => fileIdOf(path).toLowerCase()))];
  if (ids.length === 0) return;
  const found = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(eq(storedFiles.schoolId, schoolId), inArray(storedFiles.id, ids), eq(storedFiles.kind, 'image')),
    );
  if (found.length !== ids.length) throw AppError.badRequest(M.photoInvalid);
}

/** The answers of a save, checked against the theme's questions and each entry's stars. */
function answersOf(
  req: TSaveThemeEvaluationRequest,
  questions: TQuestionRow[],
  entries: readonly TThemeEntry[],
) {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return req.questions.map((a): TAnswerInsert => {
    const question = byId.get(a.eval_ThemeQuestionId);
    if (!question) throw AppError.notFound();
    const entry = entries.find((e) => e.Id === question.detailId);
    const block = isBlockQuestion(question.questionType);
    if (!block && a.score > maxStarsOf(entry?.Type ?? 0)) throw AppError.badRequest(M.scoreRange);
    const images = blockTakesPhotos(question.questionType) ? a.img.split(',').filter(Boolean) : [];
    if (images.length > THEME_PHOTOS_MAX) throw AppError.badRequest(M.tooManyPhotos);
    return {
      questionId: question.id,
      score: block ? 0 : a.score,
      content: blockTakesText(question.questionType) ? a.content.trim() : '',
      images,
    };
  });
}

/** E33: one child's evaluation, replaced in one transaction. */
export async function saveEvaluation(db: Db, p: Principal, req: TSaveThemeEvaluationRequest) {
  return db.transaction(async (tx) => {
    const { map, theme } = await requireMap(tx, p, req.ThemeMapId, req.ThemeId, true);
    const repo = themeScoringRepository(tx, p.schoolId);
    if ((await repo.childIdsIn(map.classId, [req.CustomerId])).length === 0) throw AppError.notFound();
    const questions = await themeContentRepository(tx, p.schoolId).questions(theme.id);
    const answers = answersOf(req, questions, themeEntriesOf(theme.templateId));
    // E36: a submit that fills nothing is refused; the page says so before sending.
    if (!answers.some((a) => a.score > 0 || a.content || a.images.length))
      throw AppError.badRequest(M.nothingFilled);
    await checkPhotos(
      tx,
      p.schoolId,
      answers.flatMap((a) => a.images),
    );
    const complete = completeOf(questions, new Map(answers.map((a) => [a.questionId, a.score])));
    const resultId = await repo.upsertResult(map.id, req.CustomerId, complete, p.userId);
    await repo.replaceAnswers(
      resultId,
      answers.filter((a) => a.score > 0 || a.content || a.images.length),
    );
    return { Status: complete ? 2 : 1 };
  });
}

/** E34, E35: the same stars for several children of the theme's classes, all or none. */
export async function batchSave(db: Db, p: Principal, req: TBatchThemeEvaluationRequest) {
  return db.transaction(async (tx) => {
    const theme = await themesRepository(tx, p.schoolId).theme(req.ThemeId);
    if (!theme) throw AppError.notFound();
    // Who may write where comes before what is written (a teacher's other class: 403); each
    // theme × class is checked once however many of its children are in the batch.
    const maps = new Map<number, Awaited<ReturnType<typeof requireMap>>['map']>();
    for (const { ThemeMapId } of req.themeMapIds)
      if (!maps.has(ThemeMapId))
        maps.set(ThemeMapId, (await requireMap(tx, p, ThemeMapId, theme.id, true)).map);
    const questions = await themeContentRepository(tx, p.schoolId).questions(theme.id);
    const stars = questions.filter((q) => !isBlockQuestion(q.questionType));
    const given = new Map(req.questions.map((a) => [a.eval_ThemeQuestionId, a.score]));
    if (req.questions.some((a) => !stars.some((q) => q.id === a.eval_ThemeQuestionId)))
      throw AppError.notFound();
    if (stars.some((q) => !(given.get(q.id)! > 0))) throw AppError.badRequest(M.scoresMissing);
    const entries = themeEntriesOf(theme.templateId);
    for (const q of stars)
      if (given.get(q.id)! > maxStarsOf(entries.find((e) => e.Id === q.detailId)?.Type ?? 0))
        throw AppError.badRequest(M.scoreRange);
    const repo = themeScoringRepository(tx, p.schoolId);
    for (const map of maps.values()) {
      const ids = req.themeMapIds.filter((x) => x.ThemeMapId === map.id).map((x) => x.CustomerId);
      if ((await repo.childIdsIn(map.classId, ids)).length !== new Set(ids).size) throw AppError.notFound();
    }
    for (const { ThemeMapId, CustomerId } of req.themeMapIds) {
      const resultId = await repo.upsertResult(ThemeMapId, CustomerId, true, p.userId);
      await repo.setScores(
        resultId,
        stars.map((q) => ({ questionId: q.id, score: given.get(q.id)! })),
      );
    }
    return { Count: req.themeMapIds.length };
  });
}

/** /SubjectResult/index: the class's children with their status, stars and photos. */
export async function classResult(db: Db, p: Principal, mapId: number): Promise<TThemeClassResult> {
  const repo = themeScoringRepository(db, p.schoolId);
  const found = await repo.map(mapId);
  if (!found) throw AppError.notFound();
  const { map, theme } = await requireMap(db, p, mapId, found.themeId, false);
  const [children, results, questions, school] = await Promise.all([
    repo.children(map.classId),
    repo.resultsOf(map.id),
    themeContentRepository(db, p.schoolId).questions(theme.id),
    callerStructure(db, p).school(),
  ]);
  const toScore = questions.filter((q) => !isBlockQuestion(q.questionType)).length;
  return {
    ThemeId: theme.id,
    ThemeMapId: map.id,
    Title: theme.title,
    ClassId: map.classId,
    ClassName: map.className,
    GradeId: theme.gradeId,
    GradeName: theme.gradeName,
    StudyYearId: theme.studyYearId,
    StudyYearName: theme.studyYearName,
    SchoolName: school?.name ?? '',
    TempleteId: theme.templateId,
    Children: children.map((c) => {
      const r = results.find((x) => x.studentId === c.id);
      return {
        StudentId: c.id,
        Name: c.name,
        Gender: c.gender,
        Status: r ? (r.complete ? 2 : 1) : 0,
        Scored: r?.scored ?? 0,
        ToScore: toScore,
        Photos: r?.photos ?? 0,
        UpdatedAt: r?.updatedAt.toISOString() ?? null,
      };
    }),
  };
}
