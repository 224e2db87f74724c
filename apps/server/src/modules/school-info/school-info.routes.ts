import { API } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import * as service from './school-info.service';

/** The school's structure as options (C04, C07) and the class list (C07). */
const schoolInfoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, API.schoolInfo.studyYearSelect, async (request) =>
    ok(await service.findStudyYearOptions(db, principalOf(request))),
  );
  serve(app, API.schoolInfo.cycleSelect, async (request) =>
    ok(await service.findCycleOptions(db, principalOf(request), request.query)),
  );
  serve(app, API.schoolInfo.gradeSelect, async (request) =>
    ok(await service.findGradeOptions(db, principalOf(request), request.query)),
  );
  serve(app, API.classes.select, async (request) =>
    ok(await service.findClassOptions(db, principalOf(request), request.query)),
  );
  serve(app, API.classes.page, async (request) =>
    ok(await service.findClassPage(db, principalOf(request), request.query)),
  );
};

export default schoolInfoRoutes;
