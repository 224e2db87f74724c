import { API, FOOD_FILE_NAMES, IMPORT_MESSAGES, importText, FOOD_MESSAGES as M } from '@kg/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import { contentDisposition } from '../uploads/content-disposition';
import type { FileStore } from '../uploads/file-store';
import { EXCEL_MIME } from '../uploads/sniff';
import * as service from './foods.service';

function sendWorkbook(reply: FastifyReply, data: Buffer, name: string, fallback: string) {
  return reply
    .header('Content-Type', EXCEL_MIME.xlsx)
    .header('Content-Disposition', contentDisposition('attachment', name, fallback))
    .header('Cache-Control', 'private, no-store')
    .send(data);
}

/** 食材库 (issue 20): list, detail, add, edit, seasoning and retire flags, delete, Excel. */
const foodsRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore }> = async (app, { db, store }) => {
  serve(app, API.foods.page, async (request) =>
    ok(await service.page(db, principalOf(request), request.query)),
  );
  serve(app, API.foods.detail, async (request) =>
    ok(await service.detail(db, principalOf(request), request.query.Id)),
  );
  serve(app, API.foods.add, async (request) =>
    ok({ Id: await service.add(db, principalOf(request), request.body) }, M.added),
  );
  serve(app, API.foods.update, async (request) => {
    await service.update(db, principalOf(request), request.body);
    return ok(null, M.saved);
  });
  serve(app, API.foods.setSeasoning, async (request) => {
    await service.setSeasoning(db, principalOf(request), request.body.Id, request.body.Value);
    return ok(null, request.body.Value ? M.seasoningMarked : M.seasoningUnmarked);
  });
  serve(app, API.foods.setRetired, async (request) => {
    await service.setRetired(db, principalOf(request), request.body.Id, request.body.Value);
    return ok(null, request.body.Value ? M.retired : M.restored);
  });
  serve(app, API.foods.remove, async (request) => {
    await service.remove(db, principalOf(request), request.body.Id);
    return ok(null, M.deleted);
  });
  serve(app, API.foods.template, async (_request, reply) =>
    sendWorkbook(reply, await service.template(), FOOD_FILE_NAMES.template, 'food-template.xlsx'),
  );
  serve(app, API.foods.export, async (request, reply) =>
    sendWorkbook(
      reply,
      await service.exportList(db, principalOf(request), request.query),
      FOOD_FILE_NAMES.export,
      'foods.xlsx',
    ),
  );
  serve(app, API.foods.import, async (request, reply) => {
    const outcome = await service.importFoods({ db, store }, principalOf(request), request.body.fileName);
    if ('count' in outcome) return ok({ Count: outcome.count }, importText(IMPORT_MESSAGES.success, outcome));
    reply.code(400);
    return {
      success: false,
      msg: importText(IMPORT_MESSAGES.failed, { count: outcome.errors.length }),
      response: { Errors: outcome.errors },
    };
  });
};

export default foodsRoutes;
