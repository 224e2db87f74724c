/** The help page's workflows, in the order of a term, with the pages each one uses. */
export type THelpTopic = {
  key: 'term' | 'children' | 'template' | 'record' | 'print' | 'questionnaire';
  steps: number;
  /** route paths; the label is the page's menu name */
  pages: { path: string; name: string }[];
};

export const HELP_PATH = '/Help';

export const HELP_TOPICS: THelpTopic[] = [
  {
    key: 'term',
    steps: 4,
    pages: [
      { path: '/School/StudyYears', name: '学年学期' },
      { path: '/Teacher/Teachers', name: '教师管理' },
      { path: '/Class/Classes', name: '班级管理' },
    ],
  },
  { key: 'children', steps: 4, pages: [{ path: '/Student/Students', name: '幼儿管理' }] },
  { key: 'template', steps: 3, pages: [{ path: '/GrowthTemplate', name: '成长档案模板' }] },
  { key: 'record', steps: 3, pages: [{ path: '/GrowthRecord', name: '成长档案' }] },
  { key: 'print', steps: 3, pages: [{ path: '/GrowthRecord', name: '成长档案' }] },
  {
    key: 'questionnaire',
    steps: 3,
    pages: [
      { path: '/ProceQuestionEdit', name: '过程评价题库' },
      { path: '/Questionnaire/Classes', name: '问卷评价' },
    ],
  },
];
