import {
  envelope,
  Permission,
  REPORT_DATA_PATHS,
  ReportKey,
  ZClassRosterQuery,
  ZClassRosterReport,
} from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import { getClassRoster } from './class-roster.service';

/**
 * The data calls of printable reports. Each declares its report key: a render token for that
 * report may call it (with the token's own query), and nothing else.
 */
const reportsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    REPORT_DATA_PATHS.classRoster,
    {
      config: { access: Permission.studentRead, report: ReportKey.classRoster },
      schema: {
        tags: ['reports'],
        summary: '班级幼儿名册: the class, its staff and its children (a teacher: own classes only)',
        querystring: ZClassRosterQuery,
        response: { 200: envelope(ZClassRosterReport) },
      },
    },
    async (request) => ok(await getClassRoster(db, principalOf(request), request.query.ClassId)),
  );
};

export default reportsRoutes;
