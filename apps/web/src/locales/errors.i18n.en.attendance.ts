import type { TErrorTranslations } from './errors.i18n';

/** The English texts of the morning check and attendance codes (issue 20). */
export const errorsEnAttendance: Pick<TErrorTranslations, 'attendance'> = {
  attendance: {
    classRequired: 'Select a class',
    dayRequired: 'Choose a valid date (yyyy-MM-dd)',
    monthRequired: 'Choose a valid month (yyyy-MM)',
    dayFuture: 'Attendance cannot be recorded for a day after today',
    dayBeforeYear: 'Only days of the current study year can be recorded or corrected',
    rowsRequired: 'Record at least one child',
    rowsTooMany: 'At most 200 children can be recorded at once',
    studentRequired: 'Select a child',
    studentTwice: 'A child cannot be recorded twice',
    notInClass: '{{name}} is not in this class and cannot be recorded',
    reasonRequired: 'Choose the reason for the absence (sick leave, personal leave or other)',
    checkInvalid: 'The morning check is either normal or abnormal',
    noteTooLong: 'A note can hold at most 100 characters',
    abnormalNoteRequired: 'Describe the abnormal morning check (e.g. temperature 37.8℃, cough)',
  },
};
