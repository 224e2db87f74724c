import { API, SCHOOL_LEVELS, SCHOOL_TYPES, SUCCESS_MESSAGES } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import * as service from './schools.service';

/** Schools for the platform administrator (C01), 本园设置, and the branded login's school. */
const schoolsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, API.schools.page, async (request) => ok(await service.findSchoolPage(db, request.query)));
  serve(app, API.schools.types, async () => ok(SCHOOL_TYPES.map((o) => ({ ...o }))));
  serve(app, API.schools.levels, async () => ok(SCHOOL_LEVELS.map((o) => ({ ...o }))));
  serve(app, API.schools.regions, async () => ok(await service.findRegions(db)));
  serve(app, API.schools.detail, async (request) => ok(await service.getSchool(db, request.query.Id)));
  serve(app, API.schools.add, async (request) =>
    ok(await service.createSchool(db, request.body), SUCCESS_MESSAGES.add),
  );
  serve(app, API.schools.update, async (request) => {
    await service.updateSchool(db, request.body);
    return ok(null, SUCCESS_MESSAGES.update);
  });
  serve(app, API.schools.addDays, async (request) =>
    ok(await service.addServiceDays(db, request.body), SUCCESS_MESSAGES.operate),
  );
  serve(app, API.schools.setStatus, async (request) => {
    await service.setSchoolStatus(db, principalOf(request), request.body);
    return ok(null, SUCCESS_MESSAGES.operate);
  });
  serve(app, API.schools.createAdmin, async (request) =>
    ok(await service.createSchoolAdmin(db, request.body), SUCCESS_MESSAGES.add),
  );

  serve(app, API.schools.settings, async (request) =>
    ok(await service.getSettings(db, principalOf(request))),
  );
  serve(app, API.schools.saveSettings, async (request) => {
    await service.updateSettings(db, principalOf(request), request.body);
    return ok(null, SUCCESS_MESSAGES.save);
  });

  serve(app, API.schools.loginBrand, async (request) =>
    ok(await service.getLoginBrand(db, request.query.Id)),
  );
};

export default schoolsRoutes;
