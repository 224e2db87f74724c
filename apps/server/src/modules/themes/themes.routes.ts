import { API, THEME_MESSAGES as M } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import * as service from './themes.service';

/** The term's themes (/semesterTopic): list, library, copy sources, add, edit, delete, classes. */
const themesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, API.themes.list, async (request) =>
    ok(await service.listThemes(db, principalOf(request), request.query)),
  );
  serve(app, API.themes.one, async (request) =>
    ok(await service.getTheme(db, principalOf(request), request.query.Id)),
  );
  serve(app, API.themes.library, async (request) =>
    ok(await service.libraryFor(db, principalOf(request), request.query.GradeId, request.query.CycleId)),
  );
  serve(app, API.themes.copySources, async (request) =>
    ok(await service.copySourcesFor(db, principalOf(request), request.query.GradeId, request.query.CycleId)),
  );
  serve(app, API.themes.add, async (request) =>
    ok({ Id: await service.addTheme(db, principalOf(request), request.body) }, M.added),
  );
  serve(app, API.themes.update, async (request) => {
    await service.updateTheme(db, principalOf(request), request.body);
    return ok(null, M.updated);
  });
  serve(app, API.themes.remove, async (request) => {
    await service.deleteTheme(db, principalOf(request), request.body.Id);
    return ok(null, M.deleted);
  });
  serve(app, API.themes.setClasses, async (request) => {
    await service.setThemeClasses(db, principalOf(request), request.body.Id, request.body.ClassIds);
    return ok(null, M.assigned);
  });
};

export default themesRoutes;
