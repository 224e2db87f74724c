import { isBlockQuestion, maxStarsOf, PresetMessageType, themeEntriesOf } from '@kg/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { classes, cycles, grades, students, themeClasses } from '../db/schema';
import { addDays } from '../lib/dates';
import { themeContentRepository } from '../modules/themes/theme-content.repository';
import { themeScoringRepository } from '../modules/themes/theme-scoring.repository';
import { libraryContent } from '../modules/themes/theme-starter';
import { themesRepository } from '../modules/themes/themes.repository';
import { prng } from './names';
import { DEFAULT_PRESET_TEXTS } from './preset-text-defaults';
import { libraryThemesFor } from './theme-library';

/**
 * The open term's themes of a demo school: for every grade the library's first two themes of
 * that term, one after the other from the term's start, each given to every class of the grade.
 */
export async function seedDemoThemes(tx: DbOrTx, opts: { schoolId: number; createdBy?: number }) {
  const [term] = await tx
    .select()
    .from(cycles)
    .where(and(eq(cycles.schoolId, opts.schoolId), eq(cycles.isOpen, true)));
  if (!term) return;
  const themes = themesRepository(tx, opts.schoolId);
  const content = themeContentRepository(tx, opts.schoolId);
  const gradeRows = await tx
    .select()
    .from(grades)
    .where(and(eq(grades.schoolId, opts.schoolId), eq(grades.studyYearId, term.studyYearId)))
    .orderBy(asc(grades.level));
  for (const grade of gradeRows) {
    const classIds = (
      await tx
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.gradeId, grade.id), eq(classes.enabled, true)))
    ).map((c) => c.id);
    let start = term.startDate;
    for (const [n, library] of libraryThemesFor(grade.level, term.sort).slice(0, 2).entries()) {
      const end = addDays(start, library.weeks * 7 - 1);
      const id = await themes.insert({
        cycleId: term.id,
        gradeId: grade.id,
        title: library.title,
        startsOn: start,
        endsOn: [end, term.endDate].sort()[0]!,
        aim: library.aim,
        templateId: 1,
        libraryKey: library.key,
        createdBy: opts.createdBy ?? null,
      });
      const starter = libraryContent(library, 1);
      await content.setDescriptions(id, starter.descriptions);
      await content.insertQuestions(id, starter.questions);
      await themes.addClasses(id, classIds);
      // The first theme is over: most children of every class are evaluated.
      if (n === 0) await scoreDemoTheme(tx, opts.schoolId, id, opts.createdBy);
      start = addDays(end, 1);
    }
  }
}

/** What the parents and the children said, for the demo's blocks. */
const HOME_WORDS = [
  '孩子回家后常常讲起幼儿园里的新鲜事，还拉着我们一起做了小手工，看得出很喜欢这个主题。',
  '这段时间宝贝早上更愿意去幼儿园了，谢谢老师们的耐心和陪伴！',
  '周末带孩子去公园捡了树叶，他一路都在给我们讲老师教的知识，特别认真。',
  '孩子在家主动收拾玩具，说是幼儿园里学的，我们很欣慰。',
];
const CHILD_WORDS = [
  '我喜欢和好朋友一起玩！',
  '我会自己做了，我很棒！',
  '我最喜欢这次的手工作品。',
  '我想再玩一次！',
];

/**
 * A demo theme evaluated for every class: all children but the last four of each class, with
 * stars leaning to 较好 and 好, the teacher's words from the theme presets and the parents'
 * and the child's words. Photos are added when the demo's files are drawn (seedDemoThemePhotos).
 */
async function scoreDemoTheme(tx: DbOrTx, schoolId: number, themeId: number, userId?: number) {
  const content = themeContentRepository(tx, schoolId);
  const scoring = themeScoringRepository(tx, schoolId);
  const questions = await content.questions(themeId);
  const entries = themeEntriesOf(1);
  const teacherWords = DEFAULT_PRESET_TEXTS[PresetMessageType.theme]!;
  const maps = await tx.select().from(themeClasses).where(eq(themeClasses.themeId, themeId));
  const rand = prng(themeId * 7919);
  for (const map of maps) {
    const kids = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.classId, map.classId), eq(students.status, 1)))
      .orderBy(asc(students.id));
    for (const [i, kid] of kids.slice(0, Math.max(0, kids.length - 4)).entries()) {
      const resultId = await scoring.upsertResult(map.id, kid.id, true, userId ?? null);
      await scoring.replaceAnswers(
        resultId,
        questions.map((q) => {
          const entry = entries.find((e) => e.Id === q.detailId)!;
          if (!isBlockQuestion(q.questionType)) {
            const max = maxStarsOf(entry.Type);
            // Mostly 较好 or 好, now and then 需努力.
            const level = rand() < 0.12 ? 1 : rand() < 0.55 ? 3 : 2;
            const score = max === 9 ? (level - 1) * 3 + 1 + Math.floor(rand() * 3) : level;
            return { questionId: q.id, score, content: '', images: [] };
          }
          const words =
            entry.voice === 'teacher'
              ? teacherWords[(i + themeId) % teacherWords.length]!
              : entry.voice === 'home'
                ? HOME_WORDS[i % HOME_WORDS.length]!
                : CHILD_WORDS[i % CHILD_WORDS.length]!;
          return { questionId: q.id, score: 0, content: words, images: [] };
        }),
      );
    }
  }
}
