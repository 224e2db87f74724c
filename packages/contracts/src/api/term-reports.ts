import { endpoint } from '../endpoint';
import { ZParentHandbook, ZParentHandbookQuery, ZParentMessageRequest } from '../parent-handbook';
import { Permission } from '../permissions';
import { ZReportHub, ZReportHubQuery } from '../report-hub';
import { ReportKey } from '../reports';
import {
  ZAdviceLibrary,
  ZAdviceLibraryQuery,
  ZChildAdviceRequest,
  ZChildAdviceResult,
  ZSaveAdviceRequest,
  ZTeacherMessageRequest,
  ZTeacherMessageResult,
  ZTermReport,
  ZTermReportQuery,
} from '../term-report';

const BASE = '/api/mgd/Eval_Term';

/** The term evaluation report (学期评价报告, screen 13) and what a teacher adds to it. */
export const termReportsApi = {
  hub: endpoint({
    method: 'GET',
    path: `${BASE}/GetClassReports`,
    access: Permission.termReportRead,
    summary:
      '评价报告: a class of a term, its children and the state of each report (成长足迹, themes, 成长手册, 学期评价报告, parent edition), with 老师寄语',
    query: ZReportHubQuery,
    response: ZReportHub,
  }),
  report: endpoint({
    method: 'GET',
    path: `${BASE}/GetStudentTermReport`,
    access: Permission.termReportRead,
    summary:
      'I02: a child’s term report, computed from the term’s observation records and theme evaluations, with 教育建议 and 老师寄语',
    query: ZTermReportQuery,
    response: ZTermReport,
    report: ReportKey.termReport,
  }),
  saveMessage: endpoint({
    method: 'POST',
    path: `${BASE}/SaveTeacherMessage`,
    access: Permission.termReportWrite,
    summary: '老师寄语 of a child for a term (≤ 500); refused with 409 when someone saved in between',
    body: ZTeacherMessageRequest,
    response: ZTeacherMessageResult,
  }),
  saveChildAdvice: endpoint({
    method: 'POST',
    path: `${BASE}/SaveChildAdvice`,
    access: Permission.termReportWrite,
    summary: 'A teacher’s 教育建议 for one child, term and item; empty goes back to the library’s',
    body: ZChildAdviceRequest,
    response: ZChildAdviceResult,
  }),
  adviceLibrary: endpoint({
    method: 'GET',
    path: `${BASE}/GetAdviceLibrary`,
    access: Permission.termAdviceManage,
    summary:
      'The 教育建议 library of a grade level: every point and element of its framework, the product’s advice and the school’s',
    query: ZAdviceLibraryQuery,
    response: ZAdviceLibrary,
  }),
  saveAdvice: endpoint({
    method: 'POST',
    path: `${BASE}/SaveAdvice`,
    access: Permission.termAdviceManage,
    summary: 'The school’s 教育建议 for a point or element (empty: back to the product’s)',
    body: ZSaveAdviceRequest,
    response: ZChildAdviceResult,
  }),
  parentHandbook: endpoint({
    method: 'GET',
    path: `${BASE}/GetParentHandbook`,
    access: Permission.termReportRead,
    summary:
      'H42-H46: the parent edition of a child’s handbook for a term: per bank the rated items beside last term’s, the chart, photos and the parents’ words',
    query: ZParentHandbookQuery,
    response: ZParentHandbook,
    report: ReportKey.parentHandbook,
  }),
  saveParentMessage: endpoint({
    method: 'POST',
    path: `${BASE}/SaveParentMessage`,
    access: Permission.termReportWrite,
    summary: 'The parents’ words (ParentMessage, ≤ 1000) of one category; 409 when someone saved in between',
    body: ZParentMessageRequest,
    response: ZTeacherMessageResult,
  }),
};
