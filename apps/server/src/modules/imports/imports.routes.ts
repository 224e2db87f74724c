import { API, IMPORT_MESSAGES, importText, type TEndpointReply, type TEnvelope } from '@kg/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import { contentDisposition } from '../uploads/content-disposition';
import type { FileStore } from '../uploads/file-store';
import { EXCEL_MIME } from '../uploads/sniff';
import * as service from './imports.service';

/** A workbook as a download under its Chinese name. */
function sendWorkbook(reply: FastifyReply, file: { name: string; data: Buffer }, fallback: string) {
  return reply
    .header('Content-Type', EXCEL_MIME.xlsx)
    .header('Content-Disposition', contentDisposition('attachment', file.name, fallback))
    .header('Cache-Control', 'private, no-store')
    .send(file.data);
}

type TImported = TEnvelope<TEndpointReply<typeof API.imports.students>>;

/** 200 with the count, or 400 listing every wrong row (nothing written). */
function answer(reply: FastifyReply, outcome: service.TImportOutcome): TImported {
  if ('count' in outcome) return ok({ Count: outcome.count }, importText(IMPORT_MESSAGES.success, outcome));
  reply.code(400);
  return {
    success: false,
    msg: importText(IMPORT_MESSAGES.failed, { count: outcome.errors.length }),
    response: { Errors: outcome.errors },
  };
}

/**
 * Excel import and export of children, teachers and classes (C11, D13-D17), and the imports
 * into growth templates (F42) and theme content (E15): the file is uploaded first (API.uploads,
 * filetype=excel), then imported by `fileName`.
 */
const importsRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore }> = async (app, { db, store }) => {
  const deps = { db, store };

  serve(app, API.imports.template, async (request, reply) =>
    sendWorkbook(reply, await service.template(request.params.kind), `${request.params.kind}-template`),
  );

  serve(app, API.imports.students, async (request, reply) =>
    answer(reply, await service.importStudents(deps, principalOf(request), request.body)),
  );
  serve(app, API.imports.teachers, async (request, reply) =>
    answer(reply, await service.importTeachers(deps, principalOf(request), request.body)),
  );
  serve(app, API.imports.classes, async (request, reply) =>
    answer(reply, await service.importClasses(deps, principalOf(request), request.body)),
  );
  serve(app, API.imports.questions, async (request, reply) =>
    answer(reply, await service.importQuestions(deps, principalOf(request), request.body)),
  );
  serve(app, API.imports.observations, async (request, reply) =>
    answer(reply, await service.importObservations(deps, principalOf(request), request.body)),
  );
  serve(app, API.imports.growthQuestions, async (request, reply) =>
    answer(reply, await service.importGrowthQuestions(deps, principalOf(request), request.body)),
  );
  serve(app, API.imports.themeQuestions, async (request, reply) =>
    answer(reply, await service.importThemeQuestions(deps, principalOf(request), request.body)),
  );

  serve(app, API.imports.exportStudents, async (request, reply) =>
    sendWorkbook(
      reply,
      await service.exportStudents(db, principalOf(request), request.query.ClassId),
      'children',
    ),
  );
  serve(app, API.imports.exportTeachers, async (request, reply) =>
    sendWorkbook(reply, await service.exportTeachers(db, principalOf(request)), 'teachers'),
  );
  serve(app, API.imports.exportClasses, async (request, reply) =>
    sendWorkbook(
      reply,
      await service.exportClasses(db, principalOf(request), request.query.StudyYearId),
      'classes',
    ),
  );
};

export default importsRoutes;
