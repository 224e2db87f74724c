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
    selectToPreview: 'Select the process evaluations to preview',
    deleteOne: 'Delete this evaluation?',
    deleteMany: 'Continue with this operation?',
    added: 'Added',
    deleted: 'Deleted',
    // the editing screen
    recorderRequired: 'Please enter the recorder',
    recorderTooLong: 'The recorder may have at most 30 characters',
    textTooLong: 'The text may have at most 500 characters',
    mediaRequired: 'Please upload a photo or video',
    mediaTooMany: 'At most 9 photos and videos',
    coverPhotoTooMany: 'The cover takes one photo',
    tableRequired: 'Please fill in the table',
    contentInvalid: 'The content is not valid; please refresh and try again',
    fileInvalid: 'The photo or video does not exist; please upload it again',
    pageClosed: 'This page is closed; open it before editing',
    plateFixed: 'The back cover needs no editing',
    typeMismatch: 'The page type does not match; please refresh and try again',
    stalePage: '{{name}} changed this page at {{time}}; please refresh before saving. What you wrote is kept',
    infoInvalid: 'The link is incomplete; please open it again from the process evaluation list',
    done: 'Done',
    saved: 'Saved',
  },
};
