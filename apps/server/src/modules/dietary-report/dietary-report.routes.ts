import { API } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import * as service from './dietary-report.service';

/** 膳食营养分析 (K01) and the dashboard's 健康保育 feeds (L07, L12). */
const dietaryReportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const E = API.dietaryReport;
  serve(app, E.report, async (request) =>
    ok(await service.dietaryReport(db, principalOf(request), request.query)),
  );
  serve(app, E.day, async (request) => ok(await service.dietaryDay(db, principalOf(request), request.query)));
  serve(app, E.health, async (request) => ok(await service.healthInfo(db, principalOf(request))));
};

export default dietaryReportRoutes;
