import type { TEndpoint } from '../endpoint';
import { attendanceApi } from './attendance';
import { authApi } from './auth';
import { childPhotosApi } from './child-photos';
import { classesApi } from './classes';
import { dietaryReportApi } from './dietary-report';
import { dishesApi } from './dishes';
import { foodsApi } from './foods';
import { growthObservationsApi } from './growth-observations';
import { growthRecordsApi } from './growth-records';
import { growthStatisticsApi } from './growth-statistics';
import { growthTemplatesApi } from './growth-templates';
import { healthApi } from './health';
import { importsApi } from './imports';
import { mealMenusApi } from './meal-menus';
import { menusApi } from './menus';
import { navigationApi } from './navigation';
import { nutritionStandardsApi } from './nutrition-standards';
import { pdfApi } from './pdf';
import { physicalExamsApi } from './physical-exams';
import { presetTextsApi } from './preset-texts';
import { processEvaluationsApi } from './process-evaluations';
import { profileApi } from './profile';
import { questionBankApi } from './question-bank';
import { questionnaireApi } from './questionnaire';
import { reportsApi } from './reports';
import { rolesApi } from './roles';
import { schoolInfoApi } from './school-info';
import { schoolsApi } from './schools';
import { studentsApi } from './students';
import { studyYearsApi } from './study-years';
import { systemVersionsApi } from './system-versions';
import { teachersApi } from './teachers';
import { termReportsApi } from './term-reports';
import { themeContentApi } from './theme-content';
import { themeScoringApi } from './theme-scoring';
import { themesApi } from './themes';
import { uploadsApi } from './uploads';
import { usersApi } from './users';

/**
 * The endpoint catalogue (issue 15): every endpoint of the product, declared once, by domain.
 * `API.classes.add` is how the server registers it, the web calls it and the tests name it.
 */
export const API = {
  attendance: attendanceApi,
  auth: authApi,
  childPhotos: childPhotosApi,
  classes: classesApi,
  dietaryReport: dietaryReportApi,
  growthObservations: growthObservationsApi,
  growthRecords: growthRecordsApi,
  growthStatistics: growthStatisticsApi,
  growthTemplates: growthTemplatesApi,
  dishes: dishesApi,
  foods: foodsApi,
  health: healthApi,
  imports: importsApi,
  mealMenus: mealMenusApi,
  menus: menusApi,
  navigation: navigationApi,
  nutritionStandards: nutritionStandardsApi,
  pdf: pdfApi,
  physicalExams: physicalExamsApi,
  presetTexts: presetTextsApi,
  processEvaluations: processEvaluationsApi,
  profile: profileApi,
  questionBank: questionBankApi,
  questionnaire: questionnaireApi,
  reports: reportsApi,
  roles: rolesApi,
  schoolInfo: schoolInfoApi,
  schools: schoolsApi,
  students: studentsApi,
  studyYears: studyYearsApi,
  systemVersions: systemVersionsApi,
  teachers: teachersApi,
  termReports: termReportsApi,
  themes: themesApi,
  themeContent: themeContentApi,
  themeScoring: themeScoringApi,
  uploads: uploadsApi,
  users: usersApi,
} as const;

export type TApiDomain = keyof typeof API;

export type TApiEntry = { domain: TApiDomain; name: string; endpoint: TEndpoint };

/** Every endpoint with its domain and name (`classes.add`), in catalogue order. */
export const CATALOGUE: readonly TApiEntry[] = Object.entries(API).flatMap(([domain, endpoints]) =>
  Object.entries(endpoints as Record<string, TEndpoint>).map(([name, endpoint]) => ({
    domain: domain as TApiDomain,
    name: `${domain}.${name}`,
    endpoint,
  })),
);

const byEndpoint = new Map<TEndpoint, TApiEntry>(CATALOGUE.map((entry) => [entry.endpoint, entry]));

/** The catalogue entry of an endpoint object (its domain and name). */
export function catalogueEntryOf(endpoint: TEndpoint): TApiEntry {
  const entry = byEndpoint.get(endpoint);
  if (!entry) throw new Error(`${endpoint.method} ${endpoint.path} is not in the endpoint catalogue`);
  return entry;
}
