import type { TErrorTranslations } from './errors.i18n';

/** 体检管理 (issue 20): the exam sheet, its import, the follow-up list and statistics. */
export const errorsEnExams: Pick<TErrorTranslations, 'examSheets'> = {
  examSheets: {
    termRequired: 'Select a term',
    classRequired: 'Select a class',
    noTerm: 'The school has no term yet; add one under study years and terms first',
    rowsRequired: 'Fill in the exam results of at least one child',
    tooManyRows: 'At most 200 children can be saved at once',
    studentRequired: 'Select a child',
    duplicateStudent: 'A child can have only one row',
    notInClass: 'The child is not in this class',
    timeRequired: 'Choose a valid exam date (yyyy-MM-dd)',
    timeFuture: 'The exam date cannot be later than today',
    timeOutsideTerm: 'The exam date must fall within the chosen term',
    height: 'Height must be a number between 60 and 160 (cm)',
    weight: 'Weight must be a number between 8 and 60 (kg)',
    vision: 'Vision must be a number between 4.0 and 5.3 (5-point scale)',
    hearing: 'Hearing must be “通过” (passed) or “未通过” (not passed)',
    tooth: 'Caries must be a whole number between 0 and 20 (teeth)',
    hemoglobin: 'Hemoglobin must be a number between 60 and 200 (g/L)',
    heightWeightRequired: 'A child with exam results needs both height and weight',
    saved: 'Saved the exam results of {{count}} children',
    importUnknownChild: 'This class has no child named “{{name}}”',
    importAmbiguous: 'This class has several children named “{{name}}”; fill in the student number',
    importDuplicate: 'The same child as row {{row}}',
  },
};
