import type { TReportHub } from '@kg/contracts';
import type { Db } from '../../db/client';
import type { Principal } from '../../lib/principal';
import { growthClassStudents } from '../growth-records/growth-entry.service';
import { classStudents } from '../process-evaluations/process-evaluations.service';
import { classProgress } from '../questionnaire/questionnaire.service';
import { callerStructure } from '../school-structure/school-structure.repository';
import { termReportRepository } from './term-report.repository';

/**
 * 评价报告: the class of a term (the caller's first when none is asked) with every report's
 * counts per child. The class and term are chosen, and scoped, the way 过程评价's class view
 * chooses them; each module's own view is reused for its column, so the hub says exactly what
 * the module's page says.
 */
export async function reportHub(
  db: Db,
  p: Principal,
  q: { ClassId: number; CycleId: number },
): Promise<TReportHub> {
  const process = await classStudents(db, p, q);
  const term = process.Terms.find((t) => t.Id === process.CycleId);
  const classes = process.Classes.map(({ ClassId, ClassName, GradeName, StudentCount }) => ({
    ClassId,
    ClassName,
    GradeName,
    StudentCount,
  }));
  const empty: TReportHub = {
    CycleId: process.CycleId,
    CycleName: term?.Name ?? '',
    Terms: process.Terms,
    Classes: classes,
    ClassId: 0,
    ClassName: '',
    GradeId: 0,
    GradeName: '',
    StudyYearName: '',
    SchoolName: '',
    TempId: 0,
    TempType: 0,
    Themes: [],
    BankCount: 0,
    Students: [],
  };
  if (!term || !process.ClassId) return empty;
  const ClassId = process.ClassId;
  const repo = termReportRepository(db, p.schoolId);
  const ids = process.Students.map((s) => s.StudentId);
  const [growth, progress, themes, observed, messages, school] = await Promise.all([
    growthClassStudents(db, p, { ClassId, TempId: 0, CycleId: term.Id }),
    classProgress(db, p, { ClassId, CycleId: term.Id }),
    repo.classThemes(ClassId, term.Id),
    repo.observedCounts(ids, term.Id),
    repo.messagesOf(ids, term.Id),
    callerStructure(db, p).school(),
  ]);
  const results = await repo.themeResults(themes.map((t) => t.mapId));
  return {
    ...empty,
    ClassId,
    ClassName: growth.Class.ClassName,
    GradeId: growth.Class.GradeId,
    GradeName: growth.Class.GradeName,
    StudyYearName: growth.Class.StudyYearName,
    SchoolName: school?.name ?? '',
    TempId: growth.Class.TempId,
    TempType: growth.Class.TempType,
    Themes: themes.map((t) => ({ ThemeId: t.themeId, ThemeMapId: t.mapId, Title: t.title })),
    BankCount: progress.Categories.length,
    Students: process.Students.map((s) => {
      const footprint = growth.Students.find((g) => g.StudentId === s.StudentId);
      const answered = progress.Students.find((a) => a.Id === s.StudentId);
      const message = messages.find((m) => m.studentId === s.StudentId);
      return {
        StudentId: s.StudentId,
        StudentName: s.StudentName,
        Gender: answered?.Gender ?? 0,
        IsBaby: s.IsBaby,
        FootprintDone: footprint?.Done ?? 0,
        FootprintTotal: footprint?.Total ?? 0,
        ThemeStates: themes.map((t) => {
          const result = results.find((r) => r.mapId === t.mapId && r.studentId === s.StudentId);
          return result ? (result.complete ? 2 : 1) : 0;
        }),
        HandbookTotal: s.Total,
        HandbookFinished: s.Finished,
        HandbookIds: s.HandbookIds,
        TermObserved: observed.get(s.StudentId) ?? 0,
        BanksDone: answered?.DoneCateIds.length ?? 0,
        TeacherMessage: message?.content ?? '',
        TeacherMessageUpdatedAt: message ? message.updatedAt.toISOString() : null,
      };
    }),
  };
}
