import { blockLabelOf, isBlockQuestion, starLevelOf, type TThemeClassReport } from '@kg/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { callerStructure } from '../school-structure/school-structure.repository';
import { themeContentRepository } from './theme-content.repository';
import { entriesWith, requireMap } from './theme-maps';
import { themeScoringRepository } from './theme-scoring.repository';

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
