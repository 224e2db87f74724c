import type { TErrorTranslations } from './errors.i18n';

/** Theme evaluation (主题评价). */
export const errorsEnThemes: Pick<TErrorTranslations, 'themes' | 'themeContent'> = {
  themes: {
    titleRequired: 'Enter the theme name',
    titleTooLong: 'The theme name may have at most 30 characters',
    termRequired: 'Choose the term',
    gradeRequired: 'Choose the grade',
    datesRequired: 'Choose the theme’s start and end dates',
    datesOrder: 'The end date cannot be before the start date',
    datesOutsideTerm: 'The theme’s dates must lie within the chosen term',
    aimTooLong: 'The theme aim may have at most 200 characters',
    libraryUnknown: 'The theme library has no such theme',
    sourceTwice: 'Choose one source only: the library or an earlier theme',
    classOutsideGrade: 'A theme can only be given to classes of its grade',
    scoredClass: 'Children of this class have been evaluated; the class cannot be removed',
    scoredTheme: 'Children have been evaluated in this theme; it cannot be deleted',
    locked:
      'Children have been evaluated in this theme, so its content is locked; copy the theme to change it',
    added: 'Added',
    updated: 'Updated',
    deleted: 'Deleted',
    assigned: 'Done',
  },
  themeContent: {
    keywordRequired: 'Choose a keyword',
    describeRequired: 'Enter the description',
    describeTooLong: 'The description may have at most 100 characters',
    sortRequired: 'Enter the order',
    typeRequired: 'Choose the type',
    descTooLong: 'The theme description may have at most 500 characters',
    descTitleUnknown: 'The title of the theme description is not valid',
    saved: 'Saved',
    added: 'Added',
    updated: 'Updated',
    deleted: 'Deleted',
    deleteConfirm: 'Delete it?',
  },
};
