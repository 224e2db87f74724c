import { API, NUTRITION_STANDARD_MESSAGES as M } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import * as service from './nutrition-standards.service';

/** 营养标准 (issue 20): read, save a section, restore a section's defaults. */
const nutritionStandardsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, API.nutritionStandards.get, async (request) =>
    ok(await service.schoolStandards(db, principalOf(request).schoolId)),
  );
  serve(app, API.nutritionStandards.save, async (request) => {
    await service.saveSection(db, principalOf(request), request.body);
    return ok(null, M.saved);
  });
  serve(app, API.nutritionStandards.reset, async (request) => {
    await service.resetSection(db, principalOf(request), request.body.Section);
    return ok(null, M.restored);
  });
};

export default nutritionStandardsRoutes;
