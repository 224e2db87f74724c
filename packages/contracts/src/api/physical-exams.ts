import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  ZExamExportQuery,
  ZExamFollowUp,
  ZExamFollowUpQuery,
  ZExamImportRequest,
  ZExamSheet,
  ZExamSheetQuery,
  ZExamStats,
  ZExamStatsQuery,
  ZSaveExamSheet,
} from '../exam-sheets';
import { ZImportFailure, ZImportResult } from '../imports';
import { Permission } from '../permissions';
import {
  ZAddStudentPhysicalRequest,
  ZAddStudentPhysicalResponse,
  ZPhysicalQuery,
  ZStudentPhysical,
} from '../physical-exams';

const BASE = '/api/mgd/He_Physical';

/** Children's physical exams (体检, G33): the health check's entry and the 体检记录 page's source. */
export const physicalExamsApi = {
  /** Whoever writes the child's growth record (a teacher: only their classes). */
  student: endpoint({
    method: 'GET',
    path: `${BASE}/GetStudentPhysicalInfo`,
    access: Permission.growthRecordWrite,
    summary:
      'A child’s latest physical exam (Source 体检), else their last finished 体检记录 page (Source 成长档案), else null (G33)',
    query: ZPhysicalQuery,
    response: ZStudentPhysical.nullable(),
    resource: 'student',
  }),
  /** The school's health staff: administrators who manage the children. */
  add: endpoint({
    method: 'POST',
    path: `${BASE}/AddStudentPhysicalInfo`,
    access: Permission.studentManage,
    summary: 'Record one physical exam of a child of the school (G33)',
    body: ZAddStudentPhysicalRequest,
    response: ZAddStudentPhysicalResponse,
  }),
  /** 体检管理 (issue 20): the term's sheet of a class, each child with their exam and its evaluation. */
  sheet: endpoint({
    method: 'GET',
    path: `${BASE}/GetExamSheet`,
    access: Permission.physicalExamRead,
    summary:
      'The physical exams of a class in a term (TermId 0: the open term; ClassId 0: the first class), each child evaluated (BMI, change, flags)',
    query: ZExamSheetQuery,
    response: ZExamSheet,
  }),
  /** One transaction: each row's exam of the term is written (updated when the child has one). */
  saveSheet: endpoint({
    method: 'POST',
    path: `${BASE}/SaveExamSheet`,
    access: Permission.physicalExamManage,
    summary: 'Save the entered rows of a class’s exam sheet in one transaction (one exam per child and term)',
    body: ZSaveExamSheet,
    response: z.object({ Count: z.number().int() }),
  }),
  /** 需关注: children whose latest exam of the term raises a flag. */
  followUp: endpoint({
    method: 'GET',
    path: `${BASE}/GetFollowUpList`,
    access: Permission.physicalExamRead,
    summary: 'Children with flags in their latest exam of the term, of a class or the school (ClassId 0)',
    query: ZExamFollowUpQuery,
    response: ZExamFollowUp,
  }),
  /** L12: counts examined, average height and weight, flag counts by class and sex. */
  statistics: endpoint({
    method: 'GET',
    path: `${BASE}/GetHealthCheckStatistics`,
    access: Permission.physicalExamRead,
    summary: 'Health check statistics of a term by class and sex (SexType, ClassId, L12)',
    query: ZExamStatsQuery,
    response: ZExamStats,
  }),
  exportSheet: endpoint({
    method: 'GET',
    path: `${BASE}/ExportExamSheet`,
    access: Permission.physicalExamRead,
    summary: 'A class’s exam sheet of a term as .xlsx (the import’s columns)',
    query: ZExamExportQuery,
    answer: 'file',
  }),
  importSheet: endpoint({
    method: 'POST',
    path: `${BASE}/ImportExamSheet`,
    access: Permission.physicalExamManage,
    summary:
      'Import a class’s exams of a term from an uploaded .xlsx (children by name or 学号; all rows or none)',
    body: ZExamImportRequest,
    response: ZImportResult.or(ZImportFailure),
  }),
};
