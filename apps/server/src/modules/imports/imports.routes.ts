import {
  envelope,
  IMPORT_MESSAGES,
  importText,
  Permission,
  ZExportClassQuery,
  ZExportStudentQuery,
  ZGrowthImportRequest,
  ZImportClassRequest,
  ZImportFailure,
  ZImportQuestionRequest,
  ZImportResult,
  ZImportStudentRequest,
  ZImportTeacherRequest,
} from '@kg/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import { contentDisposition } from '../uploads/content-disposition';
import { diskFileStore } from '../uploads/file-store';
import { EXCEL_MIME } from '../uploads/sniff';
import { ZSheetParams } from './growth-kinds';
import * as service from './imports.service';

const BASE = '/import/ImportInfo';
const tags = ['imports'];

/** A workbook as a download under its Chinese name. */
function sendWorkbook(reply: FastifyReply, file: { name: string; data: Buffer }, fallback: string) {
  return reply
    .header('Content-Type', EXCEL_MIME.xlsx)
    .header('Content-Disposition', contentDisposition('attachment', file.name, fallback))
    .header('Cache-Control', 'private, no-store')
    .send(file.data);
}

/** 200 with the count, or 400 listing every wrong row (nothing written). */
function answer(reply: FastifyReply, outcome: service.TImportOutcome) {
  if ('count' in outcome) return ok({ Count: outcome.count }, importText(IMPORT_MESSAGES.success, outcome));
  return reply.code(400).send({
    success: false,
    msg: importText(IMPORT_MESSAGES.failed, { count: outcome.errors.length }),
    response: { Errors: outcome.errors },
  });
}

const imported = { 200: envelope(ZImportResult), 400: envelope(ZImportFailure.nullable()) };

/**
 * Excel import and export of children, teachers and classes (C11, D13-D17): the file is
 * uploaded first (POST /api/Img/UploadFile/, filetype=excel), then imported by `fileName`.
 */
const importsRoutes: FastifyPluginAsyncZod<{ db: Db; dataDir: string }> = async (app, { db, dataDir }) => {
  const deps = { db, store: diskFileStore(dataDir) };

  app.get(
    `${BASE}/Template/:kind`,
    {
      // A blank form with an example row: nothing of any school's data (D17: a static file).
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Download the import template (student, teacher, class, question, observation, growth-question)',
        params: ZSheetParams,
      },
    },
    async (request, reply) =>
      sendWorkbook(reply, await service.template(request.params.kind), `${request.params.kind}-template`),
  );

  app.post(
    `${BASE}/ImportStudent`,
    {
      config: { access: Permission.studentManage },
      schema: {
        tags,
        summary: 'Import children into a class (all rows or none)',
        body: ZImportStudentRequest,
        response: imported,
      },
    },
    async (request, reply) =>
      answer(reply, await service.importStudents(deps, principalOf(request), request.body)),
  );

  app.post(
    `${BASE}/ImportTeacher`,
    {
      config: { access: Permission.teacherManage },
      schema: {
        tags,
        summary: 'Import teachers (all rows or none)',
        body: ZImportTeacherRequest,
        response: imported,
      },
    },
    async (request, reply) =>
      answer(reply, await service.importTeachers(deps, principalOf(request), request.body)),
  );

  app.post(
    `${BASE}/ImportClass`,
    {
      config: { access: Permission.classManage },
      schema: {
        tags,
        summary: 'Import classes into a study year (all rows or none)',
        body: ZImportClassRequest,
        response: imported,
      },
    },
    async (request, reply) =>
      answer(reply, await service.importClasses(deps, principalOf(request), request.body)),
  );

  app.post(
    `${BASE}/ImportQuestion`,
    {
      config: { access: Permission.questionBankManage },
      schema: {
        tags,
        summary: 'Import process questions into the bank named OtherName (all rows or none)',
        body: ZImportQuestionRequest,
        response: imported,
      },
    },
    async (request, reply) =>
      answer(reply, await service.importQuestions(deps, principalOf(request), request.body)),
  );

  app.post(
    `${BASE}/ImportObservation`,
    {
      config: { access: Permission.growthTemplateManage },
      schema: {
        tags,
        summary: 'Import observation points into a type 4/5 module’s log sheet (all rows or none, F42)',
        body: ZGrowthImportRequest,
        response: imported,
      },
    },
    async (request, reply) =>
      answer(reply, await service.importObservations(deps, principalOf(request), request.body)),
  );

  app.post(
    `${BASE}/ImportGrowthQuestion`,
    {
      config: { access: Permission.growthTemplateManage },
      schema: {
        tags,
        summary: 'Import growth questions into a type 12 module (all rows or none, F42)',
        body: ZGrowthImportRequest,
        response: imported,
      },
    },
    async (request, reply) =>
      answer(reply, await service.importGrowthQuestions(deps, principalOf(request), request.body)),
  );

  app.get(
    `${BASE}/ExportStudent`,
    {
      config: { access: Permission.studentRead },
      schema: {
        tags,
        summary: 'Children of a class (ClassId 0: 全园) as .xlsx',
        querystring: ZExportStudentQuery,
      },
    },
    async (request, reply) =>
      sendWorkbook(
        reply,
        await service.exportStudents(db, principalOf(request), request.query.ClassId),
        'children',
      ),
  );

  app.get(
    `${BASE}/ExportTeacher`,
    { config: { access: Permission.teacherRead }, schema: { tags, summary: 'Teachers as .xlsx' } },
    async (request, reply) =>
      sendWorkbook(reply, await service.exportTeachers(db, principalOf(request)), 'teachers'),
  );

  app.get(
    `${BASE}/ExportClass`,
    {
      config: { access: Permission.classRead },
      schema: {
        tags,
        summary: 'Classes of a study year (0: the current one) as .xlsx',
        querystring: ZExportClassQuery,
      },
    },
    async (request, reply) =>
      sendWorkbook(
        reply,
        await service.exportClasses(db, principalOf(request), request.query.StudyYearId),
        'classes',
      ),
  );
};

export default importsRoutes;
