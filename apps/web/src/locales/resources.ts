import type { ParseKeys } from 'i18next';
import type { presetTextsTexts } from '../components/preset-texts/presetTexts.i18n';
import type { accessTexts } from '../features/access/access.i18n';
import type { attendanceTexts } from '../features/attendance/attendance.i18n';
import type { childPhotosTexts } from '../features/child-photos/childPhotos.i18n';
import type { classesTexts } from '../features/classes/classes.i18n';
import type { evaluationReportsTexts } from '../features/evaluation-reports/evaluationReports.i18n';
import type { growthRecordsTexts } from '../features/growth-records/growthRecords.i18n';
import type { growthConfigurationTexts } from '../features/growth-templates/growthConfiguration.i18n';
import type { growthTemplatesTexts } from '../features/growth-templates/growthTemplates.i18n';
import type { healthExamsTexts } from '../features/health-exams/healthExams.i18n';
import type { helpTexts } from '../features/help/help.i18n';
import type { importsTexts } from '../features/imports/imports.i18n';
import type { dietaryTexts } from '../features/meals/dietary.i18n';
import type { mealsTexts } from '../features/meals/meals.i18n';
import type { processEvaluationsTexts } from '../features/process-evaluations/processEvaluations.i18n';
import type { profileTexts } from '../features/profile/profile.i18n';
import type { questionBankTexts } from '../features/question-bank/questionBank.i18n';
import type { questionnaireTexts } from '../features/questionnaire/questionnaire.i18n';
import type { schoolsTexts } from '../features/schools/schools.i18n';
import type { studentsTexts } from '../features/students/students.i18n';
import type { studyYearsTexts } from '../features/study-years/studyYears.i18n';
import type { versionsTexts } from '../features/system-versions/versions.i18n';
import type { teachersTexts } from '../features/teachers/teachers.i18n';
import type { themesTexts } from '../features/themes/themes.i18n';
import type { usersTexts } from '../features/users/users.i18n';
import type { reportsTexts } from '../reports/reports.i18n';
import type { commonTexts } from './i18n';
import type { TContentOf } from './namespace';

/**
 * Every namespace's keys, typed from its Chinese texts: a key that is in none of them fails
 * tsc (`t('classes.missing')`). A new `<feature>.i18n.ts` is added here.
 */
export type TResources = {
  common: TContentOf<typeof commonTexts>;
  access: TContentOf<typeof accessTexts>;
  attendance: TContentOf<typeof attendanceTexts>;
  childPhotos: TContentOf<typeof childPhotosTexts>;
  classes: TContentOf<typeof classesTexts>;
  dietary: TContentOf<typeof dietaryTexts>;
  growthConfiguration: TContentOf<typeof growthConfigurationTexts>;
  growthRecords: TContentOf<typeof growthRecordsTexts>;
  growthTemplates: TContentOf<typeof growthTemplatesTexts>;
  healthExams: TContentOf<typeof healthExamsTexts>;
  help: TContentOf<typeof helpTexts>;
  imports: TContentOf<typeof importsTexts>;
  meals: TContentOf<typeof mealsTexts>;
  presetTexts: TContentOf<typeof presetTextsTexts>;
  evaluationReports: TContentOf<typeof evaluationReportsTexts>;
  processEvaluations: TContentOf<typeof processEvaluationsTexts>;
  profile: TContentOf<typeof profileTexts>;
  questionBank: TContentOf<typeof questionBankTexts>;
  questionnaire: TContentOf<typeof questionnaireTexts>;
  reports: TContentOf<typeof reportsTexts>;
  schools: TContentOf<typeof schoolsTexts>;
  students: TContentOf<typeof studentsTexts>;
  studyYears: TContentOf<typeof studyYearsTexts>;
  teachers: TContentOf<typeof teachersTexts>;
  themes: TContentOf<typeof themesTexts>;
  users: TContentOf<typeof usersTexts>;
  versions: TContentOf<typeof versionsTexts>;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // Any component's t reads a feature's keys (see FEATURE_NAMESPACES in namespace.ts).
    fallbackNS: Exclude<keyof TResources, 'common'>[];
    resources: TResources;
  }
}

/** Any text key (common or a feature's): for tables of keys and helpers that build one. */
export type TTextKey = ParseKeys;

/** The keys under a prefix, without it: TKeysUnder<'reports.classRoster'> for `reports.classRoster.${key}`. */
export type TKeysUnder<P extends string> = TTextKey extends infer K
  ? K extends `${P}.${infer Rest}`
    ? Rest
    : never
  : never;
