import type { TErrorTranslations } from './errors.i18n';

/** Process evaluation (过程评价). */
export const errorsEnProcess: Pick<TErrorTranslations, 'processEvaluations'> = {
  processEvaluations: {
    titleRequired: 'Please enter the title',
    titleTooLong: 'The title may have at most 30 characters',
    studentRequired: 'Please choose a child',
    datesRequired: 'Please choose the start and end dates',
    datesOrder: 'The end date cannot be before the start date',
    datesOutsideTerm: 'The period must lie within the term',
    noOpenTerm: 'No term is open; ask the administrator to open one under Study years',
    notYourClass: 'You can only evaluate children of your own classes',
    selectToDelete: 'Please select the process evaluations to delete',
    maxSelected: 'Select at most four',
    deleteOne: 'Delete this evaluation?',
    deleteMany: 'Continue with this operation?',
    added: 'Added',
    deleted: 'Deleted',
  },
};
