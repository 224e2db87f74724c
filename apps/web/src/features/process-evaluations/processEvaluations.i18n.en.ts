import type { Widen } from '../../locales/types';
import type { TProcessEvaluationsTexts } from './processEvaluations.i18n';

/** The English texts, fetched when the user reads English. */
const en: Widen<TProcessEvaluationsTexts> = {
  intro:
    'Record how each child grows, period by period: a cover, a message, photos for the six areas, an observation table and a rating table, later combined into the growth handbook.',
  noClasses: 'You do not teach any class yet',
  noClassesInTerm: 'You have no class in this term; choose another term',
  noTerm: 'There is no term yet: create a study year under “Study years” first',
  children: '{{count}} children',
  classEntries: '{{total}} evaluations · {{finished}} finished',
  searchChild: 'Search by name',
  noStudents: 'No children found',
  childEntries: '{{count}} evaluations',
  childFinished: '{{count}} finished',
  noEntries: 'No evaluations yet',
  backToClass: 'Back to the class',
  addTile: 'New process evaluation',
  addTitle: 'New process evaluation',
  range: 'Period',
  title: 'Title',
  titlePlaceholder: 'Filled in from the period; you can change it',
  titleHint: 'The title is printed on the handbook’s cover',
  unfinished: 'Unfinished',
  finished: 'Finished',
  noRange: 'No period set',
  remove: 'Delete',
  removeSelected: 'Delete selected',
  removeHint: '“{{title}}” and all its pages will be deleted; this cannot be undone.',
  removeManyHint:
    'The {{count}} selected process evaluations and all their pages will be deleted; this cannot be undone.',
  select: 'Select',
  selected: '{{count}} / {{max}} selected',
  selectHint: 'Select finished evaluations (up to 4) to combine into the growth handbook',
  clearSelection: 'Clear',
  preview: 'Preview and download',
  previewSoon: 'The growth handbook is coming soon',
  empty: 'No process evaluations yet',
  emptyTeacher: 'Choose a period to start recording how the child grows',
  emptyViewer: 'The child’s process evaluations appear here once the class teacher adds them',
  total: '{{count}} in total',
  badInfo: 'The link is incomplete: open the child from “Process evaluation”',
  messages: {
    titleRequired: 'Please enter the title',
    titleTooLong: 'The title may have at most 30 characters',
    datesRequired: 'Please choose the start and end dates',
    maxSelected: 'Select at most four',
    deleteOne: 'Delete this evaluation?',
    deleteMany: 'Continue with this operation?',
    added: 'Added',
    deleted: 'Deleted',
  },
};

export default en;
