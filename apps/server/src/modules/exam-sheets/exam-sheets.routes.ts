import { API, EXAM_SHEET_MESSAGES, IMPORT_MESSAGES, importText } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import { contentDisposition } from '../uploads/content-disposition';
import type { FileStore } from '../uploads/file-store';
import { EXCEL_MIME } from '../uploads/sniff';
import * as service from './exam-sheets.service';

/** 体检管理 (issue 20): the term's exam sheet of a class, its Excel, 需关注 and statistics. */
const examSheetsRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore }> = async (app, { db, store }) => {
  const deps = { db, store };

  serve(app, API.physicalExams.sheet, async (request) =>
    ok(await service.sheet(db, principalOf(request), request.query)),
  );
  serve(app, API.physicalExams.saveSheet, async (request) => {
    const saved = await service.saveSheet(db, principalOf(request), request.body);
    return ok(saved, importText(EXAM_SHEET_MESSAGES.saved, { count: saved.Count }));
  });
  serve(app, API.physicalExams.followUp, async (request) =>
    ok(await service.followUp(db, principalOf(request), request.query)),
  );
  serve(app, API.physicalExams.statistics, async (request) =>
    ok(await service.statistics(db, principalOf(request), request.query)),
  );
  serve(app, API.physicalExams.exportSheet, async (request, reply) => {
    const file = await service.exportSheet(db, principalOf(request), request.query);
    return reply
      .header('Content-Type', EXCEL_MIME.xlsx)
      .header('Content-Disposition', contentDisposition('attachment', file.name, 'exams'))
      .header('Cache-Control', 'private, no-store')
      .send(file.data);
  });
  serve(app, API.physicalExams.importSheet, async (request, reply) => {
    const outcome = await service.importSheet(deps, principalOf(request), request.body);
    if ('count' in outcome) return ok({ Count: outcome.count }, importText(IMPORT_MESSAGES.success, outcome));
    reply.code(400);
    return {
      success: false as const,
      msg: importText(IMPORT_MESSAGES.failed, { count: outcome.errors.length }),
      response: { Errors: outcome.errors },
    };
  });
};

export default examSheetsRoutes;
