import { API, SUCCESS_MESSAGES } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import * as service from './attendance.service';

/** 晨检出勤 (issue 20): a class's day sheet and its save, the month summary, today's totals. */
const attendanceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const E = API.attendance;
  serve(app, E.sheet, async (request) => ok(await service.classDay(db, principalOf(request), request.query)));
  serve(app, E.save, async (request) =>
    ok(await service.saveClassDay(db, principalOf(request), request.body), SUCCESS_MESSAGES.save),
  );
  serve(app, E.month, async (request) =>
    ok(await service.monthSummary(db, principalOf(request), request.query)),
  );
  serve(app, E.today, async (request) => ok(await service.todayTotals(db, principalOf(request))));
};

export default attendanceRoutes;
