import { endpoint } from '../endpoint';
import { ZGrowthImportRequest } from '../growth-observations';
import {
  ZExportClassQuery,
  ZExportStudentQuery,
  ZImportClassRequest,
  ZImportFailure,
  ZImportQuestionRequest,
  ZImportResult,
  ZImportStudentRequest,
  ZImportTeacherRequest,
  ZImportThemeQuestionRequest,
  ZTemplateParams,
} from '../imports';
import { Permission } from '../permissions';

/**
 * What an import answers: `{ Count }` (success), or HTTP 400 with `success: false` and every
 * wrong row in `{ Errors }` (nothing written).
 */
const imported = ZImportResult.or(ZImportFailure);

/**
 * Excel import and export of children, teachers and classes (C11, D13-D17), and the
 * growth-template imports (F42): the file is uploaded first (uploads.file, filetype=excel),
 * then imported by `fileName`.
 */
export const importsApi = {
  template: endpoint({
    method: 'GET',
    path: '/import/ImportInfo/Template/:kind',
    // A blank form with an example row: nothing of any school's data (D17: a static file).
    access: 'public',
    summary:
      'Download the import template (student, teacher, class, question, observation, growth-question, theme-question)',
    params: ZTemplateParams,
    answer: 'file',
  }),
  students: endpoint({
    method: 'POST',
    path: '/import/ImportInfo/ImportStudent',
    access: Permission.studentManage,
    summary: 'Import children into a class (all rows or none)',
    body: ZImportStudentRequest,
    response: imported,
  }),
  teachers: endpoint({
    method: 'POST',
    path: '/import/ImportInfo/ImportTeacher',
    access: Permission.teacherManage,
    summary: 'Import teachers (all rows or none)',
    body: ZImportTeacherRequest,
    response: imported,
  }),
  classes: endpoint({
    method: 'POST',
    path: '/import/ImportInfo/ImportClass',
    access: Permission.classManage,
    summary: 'Import classes into a study year (all rows or none)',
    body: ZImportClassRequest,
    response: imported,
  }),
  questions: endpoint({
    method: 'POST',
    path: '/import/ImportInfo/ImportQuestion',
    access: Permission.questionBankManage,
    summary: 'Import process questions into the bank named OtherName (all rows or none)',
    body: ZImportQuestionRequest,
    response: imported,
  }),
  observations: endpoint({
    method: 'POST',
    path: '/import/ImportInfo/ImportObservation',
    access: Permission.growthTemplateManage,
    summary: 'Import observation points into a type 4/5 module’s log sheet (all rows or none, F42)',
    body: ZGrowthImportRequest,
    response: imported,
  }),
  growthQuestions: endpoint({
    method: 'POST',
    path: '/import/ImportInfo/ImportGrowthQuestion',
    access: Permission.growthTemplateManage,
    summary: 'Import growth questions into a type 12 module (all rows or none, F42)',
    body: ZGrowthImportRequest,
    response: imported,
  }),
  themeQuestions: endpoint({
    method: 'POST',
    path: '/import/ImportInfo/ImportThemeQuestion',
    access: Permission.themeContent,
    summary:
      'Import questions into an entry of a theme (all rows or none, E15); refused once a child is scored',
    body: ZImportThemeQuestionRequest,
    response: imported,
  }),
  exportStudents: endpoint({
    method: 'GET',
    path: '/import/ImportInfo/ExportStudent',
    access: Permission.studentRead,
    summary: 'Children of a class (ClassId 0: 全园) as .xlsx',
    query: ZExportStudentQuery,
    answer: 'file',
  }),
  exportTeachers: endpoint({
    method: 'GET',
    path: '/import/ImportInfo/ExportTeacher',
    access: Permission.teacherRead,
    summary: 'Teachers as .xlsx',
    answer: 'file',
  }),
  exportClasses: endpoint({
    method: 'GET',
    path: '/import/ImportInfo/ExportClass',
    access: Permission.classRead,
    summary: 'Classes of a study year (0: the current one) as .xlsx',
    query: ZExportClassQuery,
    answer: 'file',
  }),
};
