import {
  blockLabelOf,
  blockTakesPhotos,
  blockTakesText,
  fileIdOf,
  isBlockQuestion,
  THEME_SCORING_MESSAGES as M,
  maxStarsOf,
  STORED_FILE_PATH,
  starLevelOf,
  type TBatchThemeEvaluationRequest,
  THEME_PHOTOS_MAX,
  type TSaveThemeEvaluationRequest,
  type TSaveThemeGridRequest,
  type TThemeChildDetail,
  type TThemeClassReport,
  type TThemeClassResult,
  type TThemeEntry,
  type TThemeGrid,
  themeEntriesOf,
} from '@kg/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { callerStructure } from '../school-structure/school-structure.repository';
import { themeContentRepository } from './theme-content.repository';
import { type TAnswerInsert, themeScoringRepository } from './theme-scoring.repository';
import { themesRepository } from './themes.repository';

type TQuestionRow = Awaited<ReturnType<ReturnType<typeof themeContentRepository>['questions']>>[number];

/**
 * A theme × class of the school and its theme; 404 for another school's, and for a reader who
 * does not see the class. A teacher writing for a class she does not teach is refused (403):
 * she may know the class exists (her grade's list), but not score it.
 */
async function requireMap(db: DbOrTx, p: Principal, mapId: number, themeId: number, forWriting: boolean) {
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
function entriesWith(templateId: number, questions: TQuestionRow[]) {
  return themeEntriesOf(templateId)
    .map((entry) => ({ entry, questions: questions.filter((q) => q.detailId === entry.Id) }))
    .filter((e) => e.questions.length > 0);
}

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

/**
 * E57, E64: a class's theme report. The keyword table counts, per description, the children at
 * each level (a nine-star score counts by its group, DECISIONS 29); the groups are the children
 * with an evaluation, in the class's order; the chart has the keywords along x.
 */
export async function classReport(
  db: Db,
  p: Principal,
  q: { Eval_ThemeId: number; ClassId: number },
): Promise<TThemeClassReport> {
  const repo = themeScoringRepository(db, p.schoolId);
  const mapId = await repo.mapOf(q.Eval_ThemeId, q.ClassId);
  if (!mapId) throw AppError.notFound();
  const { map, theme } = await requireMap(db, p, mapId, q.Eval_ThemeId, false);
  const content = themeContentRepository(db, p.schoolId);
  const [children, questions, descriptions, school, rows] = await Promise.all([
    repo.children(map.classId),
    content.questions(theme.id),
    content.descriptions(theme.id),
    callerStructure(db, p).school(),
    repo.answersOfMap(map.id),
  ]);
  type TAnswer = { score: number; content: string; images: string[] };
  const answersOf = new Map<number, Map<number, TAnswer>>();
  for (const r of rows) {
    const mine = answersOf.get(r.studentId) ?? new Map<number, TAnswer>();
    answersOf.set(r.studentId, mine);
    if (r.questionId !== null)
      mine.set(r.questionId, { score: r.score ?? 0, content: r.content ?? '', images: r.images ?? [] });
  }
  const entries = entriesWith(theme.templateId, questions);
  const entryOfQuestion = new Map(entries.flatMap((e) => e.questions.map((x) => [x.id, e.entry] as const)));
  const stars = questions.filter((x) => !isBlockQuestion(x.questionType));
  const counts = new Map(stars.map((x) => [x.id, [0, 0, 0]]));
  const groups: TThemeClassReport['ClassReport'] = [];
  for (const child of children) {
    const answers = answersOf.get(child.id);
    if (!answers) continue;
    for (const x of stars) {
      const level = starLevelOf(entryOfQuestion.get(x.id)?.Type ?? 0, answers.get(x.id)?.score ?? 0);
      if (level > 0) counts.get(x.id)![level - 1]! += 1;
    }
    let blockIndex = 0;
    groups.push({
      ChildrenName: child.name,
      StudentId: child.id,
      Entries: entries
        .filter((e) => e.questions.some((x) => !isBlockQuestion(x.questionType)))
        .map(({ entry, questions: list }) => {
          const rows = list.filter((x) => !isBlockQuestion(x.questionType));
          return {
            EvaluateTitle: entry.EvaluateTitle,
            Type: entry.Type,
            KeyWordList: [...new Set(rows.map((x) => x.keyword))].map((KeyWord) => ({
              KeyWord,
              DescribeList: rows
                .filter((x) => x.keyword === KeyWord)
                .map((x) => ({
                  Text: x.describe,
                  Score: answers.get(x.id)?.score ?? 0,
                  Eval_ThemeQuestionId: x.id,
                })),
            })),
          };
        }),
      secondDesc: entries.flatMap(({ questions: list }) =>
        list
          .filter((x) => isBlockQuestion(x.questionType))
          .map((x) => ({
            Title: x.describe,
            Label: blockLabelOf(blockIndex++),
            ImgList: answers.get(x.id)?.images ?? [],
            Text: answers.get(x.id)?.content ?? '',
          })),
      ),
    });
  }
  // The chart counts children (人数): on a keyword with several descriptions (in one entry or
  // across the teacher's, the parents' and the child's) a child counts once, at the rounded
  // mean of the levels given there; summing the descriptions would count them twice.
  const keywords = [...new Set(stars.map((x) => x.keyword))];
  const chart = keywords.map(() => [0, 0, 0]);
  for (const answers of children.map((c) => answersOf.get(c.id)).filter((a) => a !== undefined))
    keywords.forEach((k, i) => {
      const levels = stars
        .filter((x) => x.keyword === k)
        .map((x) => starLevelOf(entryOfQuestion.get(x.id)?.Type ?? 0, answers.get(x.id)?.score ?? 0))
        .filter((level) => level > 0);
      if (levels.length === 0) return;
      chart[i]![Math.round(levels.reduce((a, b) => a + b, 0) / levels.length) - 1]! += 1;
    });
  const byKeyword = (level: number) => chart.map((row) => row[level]!);
  return {
    Title: theme.title,
    SchoolName: school?.name ?? '',
    ClassName: map.className,
    GradeName: theme.gradeName,
    StudyYearName: theme.studyYearName,
    StartDate: theme.startsOn,
    EndDate: theme.endsOn,
    Aim: theme.aim,
    Descriptions: descriptions.map((d) => ({ Title: d.title, Desc: d.description })),
    Children: children.length,
    List: stars.map((x) => ({
      KeyWord: x.keyword,
      Describe: x.describe,
      ChaNum: counts.get(x.id)![0]!,
      GoodNum: counts.get(x.id)![1]!,
      VeryGoodNum: counts.get(x.id)![2]!,
    })),
    ClassReport: groups,
    Xaxis_data: keywords,
    legendData: ['需努力', '较好', '好'],
    Series: ['需努力', '较好', '好'].map((name, level) => ({ name, data: byKeyword(level) })),
  };
}
