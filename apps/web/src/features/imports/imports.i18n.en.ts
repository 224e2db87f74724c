import type { Widen } from '../../locales/types';
import type { TImportsTexts } from './imports.i18n';

/** The English texts, fetched when the user reads English. */
const en: Widen<TImportsTexts> = {
  upload: {
    button: 'Upload picture',
    change: 'Change',
    remove: 'Remove',
    preview: 'Preview',
    uploading: 'Uploading picture',
    jpgPng: 'Pictures must be JPG or PNG.',
    photoSize: 'Pictures may be at most 2 MB.',
  },
  title: {
    student: 'Import children',
    teacher: 'Import teachers',
    class: 'Import classes',
    question: 'Import questions',
  },
  target: { student: 'Into class', class: 'Into study year' },
  targetPlaceholder: { student: 'Choose a class', class: 'Choose a study year' },
  stepTemplate: 'Download the template',
  stepTemplateHint: 'Row 1 holds the headers; the grey example row is skipped on import.',
  templateFile: {
    student: 'Children template (幼儿导入模板.xlsx)',
    teacher: 'Teachers template (教师导入模板.xlsx)',
    class: 'Classes template (班级导入模板.xlsx)',
    question: 'Questions template (过程评价题目导入模板.xlsx)',
  },
  bankTarget: 'Into category',
  columns: 'Columns',
  required: 'required',
  stepFile: 'Upload the file',
  dragText: 'Drop the Excel file here, or click to choose',
  dragHint: '.xls / .xlsx only, at most 5 MB',
  fileSize: '{{size}}',
  clickToReplace: 'click or drop another file to replace it',
  removeFile: 'Remove file',
  start: 'Import',
  retry: 'Import again',
  cancel: 'Cancel',
  done: 'Done',
  importing: 'Importing, please wait…',
  failedTitle: 'Import failed',
  errorsHint:
    '{{count}} rows are wrong and nothing was imported. Correct these rows in Excel and import again.',
  colRow: 'Row',
  colReason: 'Reason',
  rowNo: 'Row {{row}}',
  successTitle: '{{count}} rows imported',
  successHint: 'The data is saved and the list is refreshed.',
  noFile: 'Choose a file',
  oneFile: 'Only one file can be chosen; remove it first to choose another.',
  excelType: 'Only .xls / .xlsx files can be uploaded.',
  excelSize: 'The file may be at most 5 MB.',
  fileChanged: 'The file changed after it was chosen; choose it again.',
  classRequired: 'Choose a class',
  studyYearRequired: 'Choose a study year',
  exporting: 'Exporting…',
  exported: 'Exported {{name}}',
};

export default en;
