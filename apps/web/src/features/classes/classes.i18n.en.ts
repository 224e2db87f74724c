import type { Widen } from '../../locales/types';
import type { TClassesTexts } from './classes.i18n';

/** The English texts, fetched when the user reads English. */
const en: Widen<TClassesTexts> = {
  addTitle: 'New class',
  editTitle: 'Edit class',
  studyYearRequired: 'Choose the study year',
  gradeRequired: 'Choose the grade',
  nameRequired: 'Enter the class name',
  nameExample: 'e.g. Senior 3',
  headTeacher: 'Head teacher',
  teachers: 'Teachers',
  care: 'Care staff',
  title: 'Classes',
  studyYear: 'Study year',
  studyYearPlaceholder: 'All study years',
  grade: 'Grade',
  gradePlaceholder: 'All grades',
  namePlaceholder: 'Class name',
  colName: 'Class',
  colGrade: 'Grade',
  colStudyYear: 'Study year',
  colHeadTeacher: 'Head teacher',
  colTeachers: 'Teachers',
  colStudents: 'Children (boys/girls)',
  studentCount: '{{total}}',
  genderSplit: 'Boys {{boy}} / Girls {{girl}}',
  colActions: 'Actions',
  roster: 'Children roster',
  rosterHint: 'Open the children roster in a new tab to download it as PDF',
  promoteTitle: 'Promote class',
  promoteChildren: 'Children',
  promoteYear: 'Into study year',
  promoteYearRequired: 'Choose the study year to move into',
  promoteName: 'New class name',
  promoteKeepStaff: 'The head teacher, teachers and care staff move with the class',
  promoteOne: 'Tick exactly one class to promote',
  promoted: 'Promoted: {{count}} children are now in {{name}}',
  promoteNoYear: 'Add the next study year under Study years first',
};

export default en;
