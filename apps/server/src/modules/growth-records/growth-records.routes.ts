import {
  envelope,
  GROWTH_RECORD_MESSAGES as M,
  Permission,
  REPORT_DATA_PATHS,
  ReportKey,
  ZAutoSummaryRequest,
  ZChildPageForm,
  ZClassStudents,
  ZClassStudentsQuery,
  ZEpilogueQuery,
  ZEpilogueText,
  ZFootprint,
  ZFootprintQuery,
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
  ZUnfinishedPages,
  ZUnfinishedPagesQuery,
} from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import { deleteChildPage, saveChildPage } from './child-pages.service';
import { autoSummary, epilogueTexts, questionDefaults } from './editor-helpers.service';
import { footprint, unfinishedPages } from './footprint.service';
import { growthClasses, growthClassStudents, growthTerms } from './growth-entry.service';
import { recordDetail, saveRecord, studentRecords } from './growth-records.service';

const BASE = '/api/mgd/Eval_Growth';
const tags = ['growth-records'];
const read = { access: Permission.growthRecordRead } as const;
const write = { access: Permission.growthRecordWrite } as const;

/**
 * Growth records (screens 10, 12, 18; G01-G54): the classes and children to record, a child's
 * record list and records, the editor's helpers and the growing footprint report's data.
 */
const growthRecordsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${BASE}/GetGrowthTerms`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The school’s terms for the entry’s term choice, newest study year first',
        response: { 200: envelope(z.array(ZGrowthTerm)) },
      },
    },
    async (request) => ok(await growthTerms(db, principalOf(request))),
  );

  app.get(
    `${BASE}/GetGrowthClassList`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'The caller’s classes of a term’s year (CycleId 0: the open term) with their published template and progress',
        querystring: ZGrowthClassesQuery,
        response: { 200: envelope(z.array(ZGrowthClass)) },
      },
    },
    async (request) => ok(await growthClasses(db, principalOf(request), request.query)),
  );

  app.get(
    `${BASE}/GetGrowthClassStudents`,
    {
      config: read,
      schema: {
        tags,
        summary: 'A class’s children with records done / drafts / due in the template (0: the current one)',
        querystring: ZClassStudentsQuery,
        response: { 200: envelope(ZClassStudents) },
      },
    },
    async (request) => ok(await growthClassStudents(db, principalOf(request), request.query)),
  );

  app.get(
    `${BASE}/GetStudentGrowthRecords`,
    {
      config: read,
      schema: {
        tags,
        summary: 'A child’s record list (G02, G14) with the previous and next child of the class',
        querystring: ZStudentRecordsQuery,
        response: { 200: envelope(ZStudentRecords) },
      },
    },
    async (request) => ok(await studentRecords(db, principalOf(request), request.query)),
  );

  app.get(
    `${BASE}/GetGrowthRecordDetail`,
    {
      config: read,
      schema: {
        tags,
        summary: 'One record with the module’s sheet, sections, items or questions (G15)',
        querystring: ZRecordDetailQuery,
        response: { 200: envelope(ZRecordDetail) },
      },
    },
    async (request) => ok(await recordDetail(db, principalOf(request), request.query)),
  );

  app.post(
    `${BASE}/SaveGrowthRecord`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Save a record: Status 0 draft, 1 完成 with the type’s rules (G09, G10, G17-G25); 409 over a newer save',
        body: ZSaveRecordRequest,
        response: { 200: envelope(ZSaveRecordResponse) },
      },
    },
    async (request) => ok(await saveRecord(db, principalOf(request), request.body), M.saved),
  );

  app.post(
    `${BASE}/AddStudentGrowthDetail`,
    {
      config: write,
      schema: {
        tags,
        summary: 'The record list’s 新增: a page for this child alone; with id, edit it (G12, G13)',
        body: ZChildPageForm,
        response: { 200: envelope(z.object({ Id: z.number().int() })) },
      },
    },
    async (request) =>
      ok(
        { Id: await saveChildPage(db, principalOf(request), request.body) },
        request.body.id ? M.updated : M.added,
      ),
  );

  app.post(
    `${BASE}/DeleteStudentGrowthDetail`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a child’s own page that has no record',
        body: z.object({ id: z.number().int().min(1), studentId: z.number().int().min(1) }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteChildPage(db, principalOf(request), request.body);
      return ok(null, M.deleted);
    },
  );

  app.post(
    `${BASE}/AutoGenerateSummary`,
    {
      config: write,
      schema: {
        tags,
        summary: 'A monthly observation’s summary written from its scores (G30): the CustomerSay',
        body: ZAutoSummaryRequest,
        response: { 200: envelope(z.string()) },
      },
    },
    async (request) => ok(await autoSummary(db, principalOf(request), request.body)),
  );

  app.get(
    `${BASE}/GetGrowthQuestionDefaults`,
    {
      config: read,
      schema: {
        tags,
        summary: 'A rating module’s growth questions: the rows a new rating table starts with (G35)',
        querystring: ZModuleIdQueryCaps,
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async (request) => ok(await questionDefaults(db, principalOf(request), request.query.Id)),
  );

  app.get(
    `${BASE}/GetEpilogueTexts`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Epilogues written for the child in earlier templates (G35)',
        querystring: ZEpilogueQuery,
        response: { 200: envelope(z.array(ZEpilogueText)) },
      },
    },
    async (request) => ok(await epilogueTexts(db, principalOf(request), request.query)),
  );

  app.get(
    `${BASE}/GetUnfinishedPages`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'Before printing booklets (a class or one child): each child’s printed records and how many have nothing finished (limit leaves them out)',
        querystring: ZUnfinishedPagesQuery,
        response: { 200: envelope(ZUnfinishedPages) },
      },
    },
    async (request) => ok(await unfinishedPages(db, principalOf(request), request.query)),
  );

  app.get(
    REPORT_DATA_PATHS.growingFootprint,
    {
      config: { ...read, report: ReportKey.growingFootprint },
      schema: {
        tags,
        summary: 'The growing footprint report’s data (G46): pages with the child’s records',
        querystring: ZFootprintQuery,
        response: { 200: envelope(ZFootprint) },
      },
    },
    async (request) => ok(await footprint(db, principalOf(request), request.query)),
  );
};

export default growthRecordsRoutes;
