import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ZFootprint, ZFootprintQuery, ZUnfinishedPages, ZUnfinishedPagesQuery } from '../growing-footprint';
import {
  ZAutoSummaryRequest,
  ZChildPageForm,
  ZClassStudents,
  ZClassStudentsQuery,
  ZEpilogueQuery,
  ZEpilogueText,
  ZGrowthClass,
  ZGrowthClassesQuery,
  ZGrowthTerm,
  ZModuleIdQueryCaps,
  ZRecordDetail,
  ZRecordDetailQuery,
  ZSaveRecordRequest,
  ZSaveRecordResponse,
  ZStudentRecords,
  ZStudentRecordsQuery,
} from '../growth-record-calls';
import { Permission } from '../permissions';
import { ReportKey } from '../reports';

const BASE = '/api/mgd/Eval_Growth';
const read = Permission.growthRecordRead;
const write = Permission.growthRecordWrite;

/** A child's own page to delete: the page (`id`) and the child it belongs to. */
const ZDeleteChildPageRequest = z.object({
  id: z.number().int().min(1),
  studentId: z.number().int().min(1),
});

/**
 * Growth records (screens 10, 12, 18; G01-G54): the classes and children to record, a child's
 * record list and records, the editor's helpers and the growing footprint report's data.
 */
export const growthRecordsApi = {
  terms: endpoint({
    method: 'GET',
    path: `${BASE}/GetGrowthTerms`,
    access: read,
    summary: 'The school’s terms for the entry’s term choice, newest study year first',
    response: z.array(ZGrowthTerm),
  }),
  classes: endpoint({
    method: 'GET',
    path: `${BASE}/GetGrowthClassList`,
    access: read,
    summary:
      'The caller’s classes of a term’s year (CycleId 0: the open term) with their published template and progress',
    query: ZGrowthClassesQuery,
    response: z.array(ZGrowthClass),
  }),
  classStudents: endpoint({
    method: 'GET',
    path: `${BASE}/GetGrowthClassStudents`,
    access: read,
    summary: 'A class’s children with records done / drafts / due in the template (0: the current one)',
    query: ZClassStudentsQuery,
    response: ZClassStudents,
  }),
  studentRecords: endpoint({
    method: 'GET',
    path: `${BASE}/GetStudentGrowthRecords`,
    access: read,
    summary: 'A child’s record list (G02, G14) with the previous and next child of the class',
    query: ZStudentRecordsQuery,
    response: ZStudentRecords,
  }),
  recordDetail: endpoint({
    method: 'GET',
    path: `${BASE}/GetGrowthRecordDetail`,
    access: read,
    summary: 'One record with the module’s sheet, sections, items or questions (G15)',
    query: ZRecordDetailQuery,
    response: ZRecordDetail,
    resource: 'record',
  }),
  save: endpoint({
    method: 'POST',
    path: `${BASE}/SaveGrowthRecord`,
    access: write,
    summary:
      'Save a record: Status 0 draft, 1 完成 with the type’s rules (G09, G10, G17-G25); 409 over a newer save',
    body: ZSaveRecordRequest,
    response: ZSaveRecordResponse,
  }),
  saveChildPage: endpoint({
    method: 'POST',
    path: `${BASE}/AddStudentGrowthDetail`,
    access: write,
    summary: 'The record list’s 新增: a page for this child alone; with id, edit it (G12, G13)',
    body: ZChildPageForm,
    response: z.object({ Id: z.number().int() }),
    resource: 'module',
  }),
  deleteChildPage: endpoint({
    method: 'POST',
    path: `${BASE}/DeleteStudentGrowthDetail`,
    access: write,
    summary: 'Delete a child’s own page that has no record',
    body: ZDeleteChildPageRequest,
    response: z.null(),
    resource: 'module',
  }),
  autoSummary: endpoint({
    method: 'POST',
    path: `${BASE}/AutoGenerateSummary`,
    access: write,
    summary: 'A monthly observation’s summary written from its scores (G30): the CustomerSay',
    body: ZAutoSummaryRequest,
    response: z.string(),
  }),
  questionDefaults: endpoint({
    method: 'GET',
    path: `${BASE}/GetGrowthQuestionDefaults`,
    access: read,
    summary: 'A rating module’s growth questions: the rows a new rating table starts with (G35)',
    query: ZModuleIdQueryCaps,
    response: z.array(z.string()),
    resource: 'module',
  }),
  epilogueTexts: endpoint({
    method: 'GET',
    path: `${BASE}/GetEpilogueTexts`,
    access: read,
    summary: 'Epilogues written for the child in earlier templates (G35)',
    query: ZEpilogueQuery,
    response: z.array(ZEpilogueText),
  }),
  unfinishedPages: endpoint({
    method: 'GET',
    path: `${BASE}/GetUnfinishedPages`,
    access: read,
    summary:
      'Before printing booklets (a class or one child): each child’s printed records and how many have nothing finished (limit leaves them out)',
    query: ZUnfinishedPagesQuery,
    response: ZUnfinishedPages,
  }),
  /** G46 */
  footprint: endpoint({
    method: 'GET',
    path: `${BASE}/GetGrowthReportInfo`,
    access: read,
    summary: 'The growing footprint report’s data (G46): pages with the child’s records',
    query: ZFootprintQuery,
    response: ZFootprint,
    report: ReportKey.growingFootprint,
  }),
};
