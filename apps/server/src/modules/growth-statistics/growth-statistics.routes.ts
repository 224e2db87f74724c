import {
  envelope,
  Permission,
  ZObservationExportQuery,
  ZObservationTable,
  ZObservationTableQuery,
} from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import { contentDisposition } from '../uploads/content-disposition';
import { EXCEL_MIME } from '../uploads/sniff';
import * as service from './growth-statistics.service';

const BASE = '/api/mgd/Eval_Growth';
const tags = ['growth-templates'];

/** Typical-behaviour observation statistics of a monthly observation module (screen 6, F47-F51). */
const growthStatisticsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = { access: Permission.growthTemplateManage } as const;

  app.get(
    `${BASE}/GetTableByGrowDetail`,
    {
      config,
      schema: {
        tags,
        summary: 'Often / sometimes / never per observation point of a type 5 module (F47, F50)',
        querystring: ZObservationTableQuery,
        response: { 200: envelope(ZObservationTable) },
      },
    },
    async (request) => ok(await service.observationTable(db, principalOf(request), request.query)),
  );

  app.get(
    `${BASE}/Export_GetTableByGrowDetail`,
    {
      config,
      schema: {
        tags,
        summary: 'The same statistics as .xlsx, 维度 and 要素 merged (F48, F51)',
        querystring: ZObservationExportQuery,
      },
    },
    async (request, reply) => {
      const file = await service.observationExport(db, principalOf(request), request.query);
      return reply
        .header('Content-Type', EXCEL_MIME.xlsx)
        .header('Content-Disposition', contentDisposition('attachment', file.name, 'observation-statistics'))
        .header('Cache-Control', 'private, no-store')
        .send(file.data);
    },
  );
};

export default growthStatisticsRoutes;
