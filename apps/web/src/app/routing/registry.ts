import { PAGE_MANIFEST, pagePath, type TPageKey } from '@kg/contracts';
import type { ComponentType, LazyExoticComponent } from 'react';
import { normalizePath } from '../navTree';
import { lazyPage } from './lazyPage';

type TPage = LazyExoticComponent<ComponentType>;
type TLoad = () => Promise<{ default: ComponentType }>;

/** The path the shell falls back to (A03). */
export const HOME_PATH = pagePath('home');

/**
 * Each page of the manifest (packages/contracts/src/pages/) with its component, by the
 * page's key: a page without a component, or a component without a page, fails tsc. The
 * route path, title, icon, permission and flags live in the manifest, not here.
 */
const COMPONENTS: Record<TPageKey, TLoad> = {
  home: () => import('../../features/home/pages/IndexHomePage'),
  'meal-foods': () => import('../../features/meals/pages/FoodsPage'),
  'meal-standards': () => import('../../features/meals/pages/StandardsPage'),
  'meal-report': () => import('../../features/meals/pages/DietaryReportPage'),
  'meal-dishes': () => import('../../features/meals/pages/DishesPage'),
  'meal-menus': () => import('../../features/meals/pages/MenusPage'),
  'study-years': () => import('../../features/study-years/pages/StudyYearsPage'),
  classes: () => import('../../features/classes/pages/ClassesPage'),
  students: () => import('../../features/students/pages/StudentsPage'),
  teachers: () => import('../../features/teachers/pages/TeachersPage'),
  questionnaires: () => import('../../features/questionnaire/pages/QuestionnaireClassesPage'),
  questionnaire: () => import('../../features/questionnaire/pages/QuestionnairePage'),
  'question-bank': () => import('../../features/question-bank/pages/QuestionBankPage'),
  'growth-templates': () => import('../../features/growth-templates/pages/GrowthTemplatesPage'),
  'template-configuration': () => import('../../features/growth-templates/pages/TemplateConfigurationPage'),
  'module-configuration': () => import('../../features/growth-templates/pages/ModuleConfigurationPage'),
  'template-statistics': () => import('../../features/growth-templates/pages/TemplateStaticPage'),
  'growth-records': () => import('../../features/growth-records/pages/GrowthRecordClassesPage'),
  'health-exams': () => import('../../features/health-exams/pages/HealthExamsPage'),
  'growth-record': () => import('../../features/growth-records/pages/RecordPage'),
  'semester-topics': () => import('../../features/themes/pages/SemesterTopicPage'),
  'theme-content': () => import('../../features/themes/pages/ThemeContentHomePage'),
  'theme-content-editor': () => import('../../features/themes/pages/ThemeContentEditorPage'),
  'theme-results': () => import('../../features/themes/pages/ThemeResultsPage'),
  'theme-scoring': () => import('../../features/themes/pages/ThemeScoringPage'),
  'theme-grid': () => import('../../features/themes/pages/ThemeGridPage'),
  'process-evaluations': () => import('../../features/process-evaluations/pages/ProcessClassesPage'),
  'process-evaluation-list': () => import('../../features/process-evaluations/pages/ProcessListPage'),
  'process-evaluation-edit': () => import('../../features/process-evaluations/pages/ProcessEditPage'),
  'child-photos': () => import('../../features/child-photos/pages/ChildPhotosPage'),
  'health-attendance': () => import('../../features/attendance/pages/AttendancePage'),
  'evaluation-reports': () => import('../../features/evaluation-reports/pages/EvaluationReportsPage'),
  users: () => import('../../features/users/pages/UsersPage'),
  roles: () => import('../../features/access/pages/RolesPage'),
  'school-settings': () => import('../../features/schools/pages/SchoolSettingsPage'),
  versions: () => import('../../features/system-versions/pages/SystemVersionsPage'),
  schools: () => import('../../features/schools/pages/SchoolsPage'),
  menus: () => import('../../features/access/pages/MenusPage'),
  profile: () => import('../../features/profile/pages/ProfilePage'),
  help: () => import('../../features/help/pages/HelpPage'),
};

/**
 * Pages this build ships, by route path (the router). A navigation entry whose path is not
 * here (one the platform added itself) still gets a route, showing the under-construction page
 * inside the shell.
 */
export const PAGES: ReadonlyMap<string, { key: TPageKey; page: TPage }> = new Map(
  PAGE_MANIFEST.flatMap((row) =>
    row.kind === 'page'
      ? [[normalizePath(row.path), { key: row.key, page: lazyPage(COMPONENTS[row.key]) }] as const]
      : [],
  ),
);

export function pageFor(path: string): TPage | undefined {
  return PAGES.get(normalizePath(path))?.page;
}
