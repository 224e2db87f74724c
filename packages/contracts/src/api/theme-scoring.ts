import { z } from 'zod';
import { endpoint } from '../endpoint';
import { Permission } from '../permissions';
import { ReportKey } from '../reports';
import {
  ZBatchThemeEvaluationRequest,
  ZSaveThemeEvaluationRequest,
  ZSaveThemeGridRequest,
  ZSaveThemeGridResponse,
  ZThemeChildDetail,
  ZThemeChildQuery,
  ZThemeClassReport,
  ZThemeClassReportQuery,
  ZThemeClassResult,
  ZThemeClassResultQuery,
  ZThemeGrid,
} from '../theme-scoring';

const base = '/api/mgd/Eval_Theme';

/** Scoring children in a theme (screen 17, E23-E43) and a class's results (/SubjectResult/index). */
export const themeScoringApi = {
  child: endpoint({
    method: 'GET',
    path: `${base}/GetThemeChildDetail`,
    access: Permission.themeRead,
    summary: 'A child’s evaluation in a theme of their class: entries, stars, blocks (E24, E63)',
    query: ZThemeChildQuery,
    response: ZThemeChildDetail,
    report: ReportKey.themeChild,
  }),
  save: endpoint({
    method: 'POST',
    path: `${base}/SaveThemeEvaluation`,
    access: Permission.themeScore,
    summary: 'Save one child’s stars, words and photos in one transaction (E33)',
    body: ZSaveThemeEvaluationRequest,
    response: z.object({ Status: z.number().int() }),
  }),
  batchSave: endpoint({
    method: 'POST',
    path: `${base}/BatchSaveThemeEvaluation`,
    access: Permission.themeScore,
    summary: 'Give several children their stars in one transaction; every star required (E34, E35)',
    body: ZBatchThemeEvaluationRequest,
    response: z.object({ Count: z.number().int() }),
  }),
  classResult: endpoint({
    method: 'GET',
    path: `${base}/GetThemeClassResult`,
    access: Permission.themeRead,
    summary: 'A class’s children in a theme with their status (/SubjectResult/index)',
    query: ZThemeClassResultQuery,
    response: ZThemeClassResult,
  }),
  grid: endpoint({
    method: 'GET',
    path: `${base}/GetThemeClassGrid`,
    access: Permission.themeScore,
    summary: 'The class grid: children × star descriptions with the stars given so far',
    query: ZThemeClassResultQuery,
    response: ZThemeGrid,
  }),
  saveGrid: endpoint({
    method: 'POST',
    path: `${base}/SaveThemeClassGrid`,
    access: Permission.themeScore,
    summary: 'Save the grid’s changed rows (each child’s own stars) in one transaction',
    body: ZSaveThemeGridRequest,
    response: ZSaveThemeGridResponse,
  }),
  classReport: endpoint({
    method: 'GET',
    path: `${base}/GetThemeClassReport`,
    access: Permission.themeRead,
    summary:
      'A class’s theme report: keyword counts, each child’s stars and photos, the distribution (E57, E64)',
    query: ZThemeClassReportQuery,
    response: ZThemeClassReport,
    report: ReportKey.themeClass,
  }),
};
