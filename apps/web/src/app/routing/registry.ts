import type { ComponentType, LazyExoticComponent } from 'react';
import { normalizePath } from '../navTree';
import { lazyPage } from './lazyPage';

type TPage = LazyExoticComponent<ComponentType>;

/** The path the shell falls back to (A03). */
export const HOME_PATH = '/indexHome';

/**
 * Pages this build ships, by route path. A navigation entry whose path is not here still
 * gets a route, showing the under-construction page inside the shell.
 */
const PAGES: Record<string, TPage> = {
  [HOME_PATH]: lazyPage(() => import('../../features/home/pages/IndexHomePage')),
  '/School/StudyYears': lazyPage(() => import('../../features/study-years/pages/StudyYearsPage')),
  '/Class/Classes': lazyPage(() => import('../../features/classes/pages/ClassesPage')),
  '/Student/Students': lazyPage(() => import('../../features/students/pages/StudentsPage')),
  '/Teacher/Teachers': lazyPage(() => import('../../features/teachers/pages/TeachersPage')),
  '/User/Users': lazyPage(() => import('../../features/users/pages/UsersPage')),
  '/System/Roles': lazyPage(() => import('../../features/access/pages/RolesPage')),
  '/System/Menus': lazyPage(() => import('../../features/access/pages/MenusPage')),
  '/System/Versions': lazyPage(() => import('../../features/system-versions/pages/SystemVersionsPage')),
  '/User/Profile': lazyPage(() => import('../../features/profile/pages/ProfilePage')),
  '/School/Schools': lazyPage(() => import('../../features/schools/pages/SchoolsPage')),
  '/School/Settings': lazyPage(() => import('../../features/schools/pages/SchoolSettingsPage')),
  '/ProceQuestionEdit': lazyPage(() => import('../../features/question-bank/pages/QuestionBankPage')),
  '/Questionnaire/Classes': lazyPage(
    () => import('../../features/questionnaire/pages/QuestionnaireClassesPage'),
  ),
  '/GrowthTemplate': lazyPage(() => import('../../features/growth-templates/pages/GrowthTemplatesPage')),
  '/templateConfiguration': lazyPage(
    () => import('../../features/growth-templates/pages/TemplateConfigurationPage'),
  ),
  '/configuration': lazyPage(() => import('../../features/growth-templates/pages/ModuleConfigurationPage')),
  '/templateStatic': lazyPage(() => import('../../features/growth-templates/pages/TemplateStaticPage')),
  '/GrowthRecord': lazyPage(() => import('../../features/growth-records/pages/GrowthRecordClassesPage')),
  '/record': lazyPage(() => import('../../features/growth-records/pages/RecordPage')),
  '/questionnaire': lazyPage(() => import('../../features/questionnaire/pages/QuestionnairePage')),
  '/Help': lazyPage(() => import('../../features/help/pages/HelpPage')),
};

const BY_KEY = new Map(Object.entries(PAGES).map(([path, page]) => [normalizePath(path), page]));

export function pageFor(path: string): TPage | undefined {
  return BY_KEY.get(normalizePath(path));
}
