/** The help page's workflows, in the order of a term, with the pages each one uses. */
export type THelpPageId =
  | 'studyYears'
  | 'teachers'
  | 'classes'
  | 'students'
  | 'templates'
  | 'records'
  | 'questionBank'
  | 'questionnaires'
  | 'childPhotos'
  | 'process'
  | 'reports';

export type THelpTopic = {
  key: 'term' | 'children' | 'template' | 'record' | 'print' | 'questionnaire' | 'process' | 'reports';
  steps: number;
  /** route paths; the label is the user's menu name, or help.pageNames.<id> */
  pages: { path: string; id: THelpPageId }[];
};

export const HELP_PATH = '/Help';

export const HELP_TOPICS: THelpTopic[] = [
  {
    key: 'term',
    steps: 4,
    pages: [
      { path: '/School/StudyYears', id: 'studyYears' },
      { path: '/Teacher/Teachers', id: 'teachers' },
      { path: '/Class/Classes', id: 'classes' },
    ],
  },
  { key: 'children', steps: 4, pages: [{ path: '/Student/Students', id: 'students' }] },
  { key: 'template', steps: 3, pages: [{ path: '/GrowthTemplate', id: 'templates' }] },
  { key: 'record', steps: 3, pages: [{ path: '/GrowthRecord', id: 'records' }] },
  { key: 'print', steps: 3, pages: [{ path: '/GrowthRecord', id: 'records' }] },
  {
    key: 'questionnaire',
    steps: 3,
    pages: [
      { path: '/ProceQuestionEdit', id: 'questionBank' },
      { path: '/Questionnaire/Classes', id: 'questionnaires' },
    ],
  },
  {
    key: 'process',
    steps: 4,
    pages: [
      { path: '/ChildPhotos', id: 'childPhotos' },
      { path: '/ProceEvaluate', id: 'process' },
    ],
  },
  { key: 'reports', steps: 4, pages: [{ path: '/EvaluationReports', id: 'reports' }] },
];
