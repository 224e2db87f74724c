import type { Widen } from '../../locales/types';
import type { TEvaluationReportsTexts } from './evaluationReports.i18n';

/** The English texts, fetched when the user reads English. */
const en: Widen<TEvaluationReportsTexts> = {
  intro:
    'Every report of a class this term: see where each child’s reports stand, write the teacher’s messages, or print a whole class at once.',
  noClasses: 'You do not teach any class yet',
  noTerm: 'There is no term yet: add a study year under Study years first',
  children: '{{count}} children',
  child: 'Child',
  searchChild: 'Search a child',
  noStudents: 'No child found',
  columns: {
    footprint: 'Growth portfolio',
    footprintShort: 'Portfolio',
    theme: 'Theme · {{title}}',
    handbook: 'Growth handbook',
    term: 'Term report',
    parent: 'Portfolio for parents',
    message: 'Teacher’s message',
  },
  state: { none: 'No data', partial: 'Partial', ready: 'Complete' },
  stateHint: {
    footprint: '{{done}} of {{total}} pages finished',
    theme: { none: 'Not evaluated', partial: 'Evaluation not finished', ready: 'Evaluation complete' },
    handbook: '{{finished}} of {{total}} evaluations finished',
    term: {
      observed: 'Term observation finished',
      notObserved: 'Term observation not finished',
      message: 'Message written',
      noMessage: 'No message yet',
    },
    parent: '{{done}} of {{total}} questionnaires done',
  },
  open: 'Open',
  noTemplate: 'No growth-record template is published for this term',
  message: {
    write: 'Write',
    edit: 'Edit',
    empty: 'Not written',
    title: 'Teacher’s message · {{name}}',
    placeholder:
      'A few words for the child and the family, printed in the term report (at most 500 characters)',
    tooLong: 'The teacher’s message may not exceed 500 characters',
    restored: 'Your unsaved text from last time is back',
    discardRestored: 'Discard it',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Saved',
  },
  library: {
    button: 'Advice library',
    title: 'Education advice library',
    intro:
      'Observation points marked 加油 in a term report show the advice kept here. Your changes are used in every term report of the school; teachers can still adjust the advice for one child in the report.',
    levels: { l0: 'Nursery', l1: 'Junior', l2: 'Middle', l3: 'Senior' },
    general: '{{element}} (general advice)',
    own: 'Ours',
    product: 'Default',
    edit: 'Edit',
    reset: 'Restore default',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Saved',
  },
  batch: {
    button: 'Print reports in bulk',
    choose: 'Choose the report to print',
    title: 'Print in bulk: {{report}}',
    name: '{{className}}_{{report}}',
    scope: '{{className}} · {{count}} reports',
    skipped: '{{count}} children have nothing to print and are skipped: {{names}}',
    partial:
      '{{count}} children’s reports have pages without data (printed as “to be recorded” or “not observed”): {{names}}',
    nothing: 'Nothing to print in this column',
  },
};

export default en;
