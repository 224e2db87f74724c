import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { classes, cycles, grades } from '../db/schema';
import { themeContentRepository } from '../modules/themes/theme-content.repository';
import { libraryContent } from '../modules/themes/theme-starter';
import { themesRepository } from '../modules/themes/themes.repository';
import { libraryThemesFor } from './theme-library';

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

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
    for (const library of libraryThemesFor(grade.level, term.sort).slice(0, 2)) {
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
      start = addDays(end, 1);
    }
  }
}
