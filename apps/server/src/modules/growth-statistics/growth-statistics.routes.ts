import { API } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import { contentDisposition } from '../uploads/content-disposition';
import { EXCEL_MIME } from '../uploads/sniff';
import * as service from './growth-statistics.service';

/** Typical-behaviour observation statistics of a monthly observation module (screen 6, F47-F51). */
const growthStatisticsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, API.growthStatistics.table, async (request) =>
    ok(await service.observationTable(db, principalOf(request), request.query)),
  );
  serve(app, API.growthStatistics.exportTable, async (request, reply) => {
    const file = await service.observationExport(db, principalOf(request), request.query);
    return reply
      .header('Content-Type', EXCEL_MIME.xlsx)
      .header('Content-Disposition', contentDisposition('attachment', file.name, 'observation-statistics'))
      .header('Cache-Control', 'private, no-store')
      .send(file.data);
  });
};

export default growthStatisticsRoutes;
