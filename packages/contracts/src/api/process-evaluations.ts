import { z } from 'zod';
import { ZCloudImages, ZCloudImagesQuery } from '../child-photos';
import { endpoint } from '../endpoint';
import { Permission } from '../permissions';
import {
  ZAddProcessEvaluationRequest,
  ZDeleteProcessEvaluationsRequest,
  ZProcessClassStudents,
  ZProcessClassStudentsQuery,
  ZProcessEvaluationPage,
  ZProcessListQuery,
} from '../process-evaluations';
import { ZHandbook, ZHandbookQuery } from '../process-handbook';
import {
  ZProcessPageDetail,
  ZProcessPageDetailQuery,
  ZProcessPageIdRequest,
  ZProcessPages,
  ZProcessPagesQuery,
  ZProcessPageToggled,
  ZProcessTableQuery,
  ZSubmitProcessPageRequest,
  ZSubmitProcessPageResponse,
} from '../process-pages';
import { ReportKey } from '../reports';

const BASE = '/api/mgd/Eval_Proce';
const read = Permission.processEvalRead;
const write = Permission.processEvalWrite;

/**
 * Process evaluations (过程评价, issue 18; SPEC l.180, screen 21, H01-H11): the class view
 * (ours), a child's entries, add and delete. The spec fixes no paths (O18): they sit under its
 * Eval_Proce family, named like Eval_ProceQuestion's.
 */
export const processEvaluationsApi = {
  classStudents: endpoint({
    method: 'GET',
    path: `${BASE}/GetProceClassStudents`,
    access: read,
    summary:
      'The class view: the school’s terms, the caller’s classes of a term’s year (CycleId 0: the open term) and a class’s children with their entries',
    query: ZProcessClassStudentsQuery,
    response: ZProcessClassStudents,
  }),
  list: endpoint({
    method: 'GET',
    path: `${BASE}/GetProceEvaluatePage`,
    access: read,
    summary: 'A page of a child’s process evaluations in a term, latest start first (H02)',
    query: ZProcessListQuery,
    response: ZProcessEvaluationPage,
  }),
  add: endpoint({
    method: 'POST',
    path: `${BASE}/AddProceEvaluate`,
    access: write,
    summary: 'Add a process evaluation for a child of one’s class, with its 11 page items (H10)',
    body: ZAddProcessEvaluationRequest,
    response: z.object({ Id: z.number().int() }),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${BASE}/DeleteProceEvaluate`,
    access: write,
    summary: 'Delete process evaluations with their pages: all of them or none (H11)',
    body: ZDeleteProcessEvaluationsRequest,
    response: z.null(),
    resource: 'processEvaluation',
  }),
  pages: endpoint({
    method: 'GET',
    path: `${BASE}/GetProceEvaluateDetailList`,
    access: read,
    summary: 'An entry’s page items in order, with its child (screen 11, H13, H14)',
    query: ZProcessPagesQuery,
    response: ZProcessPages,
    resource: 'processEvaluation',
  }),
  pageDetail: endpoint({
    method: 'GET',
    path: `${BASE}/GetProceEvaluateDetail`,
    access: read,
    summary: 'One page item to edit: its content, photos and videos, the child, the banks for tables (H19)',
    query: ZProcessPageDetailQuery,
    response: ZProcessPageDetail,
    resource: 'processPage',
  }),
  openPage: endpoint({
    method: 'POST',
    path: `${BASE}/OpenProceEvaluateDetail`,
    access: write,
    summary: 'Open a page item (Status 0 → 1); the entry’s status follows (H17, H47)',
    body: ZProcessPageIdRequest,
    response: ZProcessPageToggled,
    resource: 'processPage',
  }),
  closePage: endpoint({
    method: 'POST',
    path: `${BASE}/CloseProceEvaluateDetail`,
    access: write,
    summary:
      'Close a page item (Status 1 → 0): it leaves the handbook; the entry’s status follows (H17, H47)',
    body: ZProcessPageIdRequest,
    response: ZProcessPageToggled,
    resource: 'processPage',
  }),
  submitPage: endpoint({
    method: 'POST',
    path: `${BASE}/SubmitProceEvaluateDetail`,
    access: write,
    summary: 'Save a page item’s content, photos and videos; a stale stamp is 409 (H20-H26, H47)',
    body: ZSubmitProcessPageRequest,
    response: ZSubmitProcessPageResponse,
    resource: 'processPage',
  }),
  tableHeader: endpoint({
    method: 'GET',
    path: `${BASE}/GetProceTableHeader`,
    access: read,
    summary: 'The rating table’s printed header line: class, child and the table’s title (H25)',
    query: ZProcessTableQuery,
    response: z.string(),
  }),
  questions: endpoint({
    method: 'GET',
    path: `${BASE}/GetProceQuestionList`,
    access: read,
    summary: 'A process question bank’s questions for the child’s scope, by bank name (H26, Q6)',
    query: ZProcessTableQuery,
    response: z.array(z.string()),
  }),
  cloudImages: endpoint({
    method: 'GET',
    path: `${BASE}/GetStudentCloudImg`,
    access: read,
    summary:
      'H24: a child’s library photos of one dimension plus derived ones, newest first; isCheck: on the page Id, else on any process page of the child',
    query: ZCloudImagesQuery,
    response: ZCloudImages,
    resource: 'processPage',
  }),
  handbook: endpoint({
    method: 'GET',
    path: `${BASE}/GetProceEvaluateHandbook`,
    access: read,
    summary:
      'H27: the growth handbook of up to four of a child’s entries: groups (title, infos) of the open, written pages, earliest start first',
    query: ZHandbookQuery,
    response: ZHandbook,
    resource: 'processEvaluation',
    report: ReportKey.growthHandbook,
  }),
};
