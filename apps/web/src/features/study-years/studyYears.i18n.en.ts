import type { Widen } from '../../locales/types';
import type { TStudyYearsTexts } from './studyYears.i18n';

/** The English texts, fetched when the user reads English. */
const en: Widen<TStudyYearsTexts> = {
  intro:
    'Each study year has two terms; one term is open for the whole school at a time, and records count toward it.',
  create: 'New study year',
  year: 'Study year',
  yearSuffix: ' school year',
  firstTerm: 'First term',
  secondTerm: 'Second term',
  term: 'Term',
  dates: 'Dates',
  status: 'Status',
  open: 'Open',
  closed: 'Not open',
  openAction: 'Open',
  openTitle: 'Open this term',
  current: 'Current year',
  grades: 'Grades: {{names}}',
  classNum: '{{count}} classes',
  editTerm: 'Edit term',
  termNamePlaceholder: 'Term name',
  nameRequired: 'Enter the term name',
  datesRequired: 'Choose the first and last day',
  createHint:
    'The four grades (nursery, junior, middle, senior) are created with the year; open a term when it starts.',
  empty: 'No study years yet: create the first one',
  loadFailed: 'Study years could not be loaded; refresh to try again',
};

export default en;
