import { API, THEME_SCORING_MESSAGES as M } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import * as report from './theme-class-report.service';
import * as grid from './theme-grid.service';
import * as service from './theme-scoring.service';

/** Scoring children in a theme (screen 17) and a class's results (/SubjectResult/index). */
const themeScoringRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, API.themeScoring.child, async (request) =>
    ok(await service.childDetail(db, principalOf(request), request.query)),
  );
  serve(app, API.themeScoring.save, async (request) =>
    ok(await service.saveEvaluation(db, principalOf(request), request.body), M.saved),
  );
  serve(app, API.themeScoring.batchSave, async (request) =>
    ok(await service.batchSave(db, principalOf(request), request.body), M.saved),
  );
  serve(app, API.themeScoring.grid, async (request) =>
    ok(await grid.grid(db, principalOf(request), request.query.ThemeMapId)),
  );
  serve(app, API.themeScoring.saveGrid, async (request) =>
    ok(await grid.saveGrid(db, principalOf(request), request.body), M.saved),
  );
  serve(app, API.themeScoring.classReport, async (request) =>
    ok(await report.classReport(db, principalOf(request), request.query)),
  );
  serve(app, API.themeScoring.classResult, async (request) =>
    ok(await service.classResult(db, principalOf(request), request.query.ThemeMapId)),
  );
};

export default themeScoringRoutes;
