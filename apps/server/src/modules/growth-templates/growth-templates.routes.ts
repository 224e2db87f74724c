import { API, GROWTH_TEMPLATE_MESSAGES as M } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import * as templates from './growth-templates.service';
import * as configuration from './growth-templates-config.service';
import * as modules from './growth-templates-modules.service';

const T = API.growthTemplates;

/**
 * Growth-record templates (screens 3-5, F01-F46): the template list, the module list of a
 * template and each module's configuration and preview. Administrators only.
 */
const growthTemplatesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // ── Template list ──────────────────────────────────────────────────────────────────

  serve(app, T.page, async (request) =>
    ok(await templates.listTemplates(db, principalOf(request), request.query)),
  );
  serve(app, T.add, async (request) =>
    ok({ id: await templates.addTemplate(db, principalOf(request), request.body) }, M.added),
  );
  serve(app, T.publish, async (request) => {
    await templates.publishTemplate(db, principalOf(request), request.body);
    return ok(null, M.done);
  });
  serve(app, T.remove, async (request) => {
    await templates.deleteTemplate(db, principalOf(request), request.body.id);
    return ok(null, M.deleted);
  });

  // ── Template detail: modules ───────────────────────────────────────────────────────

  serve(app, T.modules, async (request) =>
    ok(await modules.moduleList(db, principalOf(request), request.query.id)),
  );
  serve(app, T.typeOptions, async () => ok(modules.typeOptions()));
  serve(app, T.operatorOptions, async () => ok(modules.operatorOptions()));
  serve(app, T.addModule, async (request) =>
    ok({ Id: await modules.addModule(db, principalOf(request), request.body) }, M.added),
  );
  serve(app, T.updateModule, async (request) => {
    await modules.updateModule(db, principalOf(request), request.body);
    return ok(null, M.updated);
  });
  serve(app, T.removeModule, async (request) => {
    await modules.deleteModule(db, principalOf(request), request.body.id);
    return ok(null, M.deleted);
  });
  serve(app, T.sortModules, async (request) => {
    await modules.sortModules(db, principalOf(request), request.body);
    return ok(null, M.done);
  });
  serve(app, T.openClose, async (request) => {
    await modules.openClose(db, principalOf(request), request.body);
    return ok(null, M.done);
  });
  serve(app, T.reset, async (request) => {
    await templates.resetTemplate(db, principalOf(request), request.body.id);
    return ok(null, M.done);
  });
  serve(app, T.clearModule, async (request) =>
    ok({ Count: await modules.clearModule(db, principalOf(request), request.body.Id) }, M.cleared),
  );

  // ── Configuration ──────────────────────────────────────────────────────────────────

  for (const backgrounds of [T.covers, T.backgrounds]) {
    serve(app, backgrounds, async (request) => ok(await configuration.backgrounds(db, principalOf(request))));
  }
  serve(app, T.plates, async () => ok(configuration.plates()));
  serve(app, T.moduleConfig, async (request) =>
    ok(await configuration.moduleConfig(db, principalOf(request), request.query.id)),
  );
  serve(app, T.saveModule, async (request) => {
    await configuration.saveModule(db, principalOf(request), request.body);
    return ok(null, M.saved);
  });

  // ── Preview (F32) ──────────────────────────────────────────────────────────────────

  serve(app, T.moduleImages, async (request) =>
    ok(await configuration.moduleImages(db, principalOf(request), request.query.id)),
  );
  serve(app, T.catalogue, async (request) =>
    ok(await configuration.catalogue(db, principalOf(request), request.query.Id)),
  );
  serve(app, T.cycleWriteCycle, async (request) =>
    ok(await configuration.cycleWriteCycle(db, principalOf(request), request.query.Id)),
  );
  serve(app, T.cycleWrite, async (request) =>
    ok(await configuration.cycleWrite(db, principalOf(request), request.query.Id)),
  );
};

export default growthTemplatesRoutes;
