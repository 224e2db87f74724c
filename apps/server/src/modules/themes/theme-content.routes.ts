import { API, THEME_CONTENT_MESSAGES as M } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import * as service from './theme-content.service';

/** A theme's content set-up (screens 4 and 5): 主题说明 and each entry's questions. */
const themeContentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, API.themeContent.editInfo, async (request) =>
    ok(await service.editInfo(db, principalOf(request), request.query.ThemeId)),
  );
  serve(app, API.themeContent.descriptions, async (request) =>
    ok(await service.descriptions(db, principalOf(request), request.query.ThemeId)),
  );
  serve(app, API.themeContent.saveDescriptions, async (request) => {
    await service.saveDescriptions(db, principalOf(request), request.body);
    return ok(null, M.saved);
  });
  serve(app, API.themeContent.questions, async (request) =>
    ok(await service.questions(db, principalOf(request), request.query.Id, request.query.ThemeId)),
  );
  serve(app, API.themeContent.keywords, async (request) => ok(service.keywords(request.query.Id)));
  serve(app, API.themeContent.saveQuestion, async (request) => {
    const Id = await service.saveQuestion(db, principalOf(request), request.body);
    return ok({ Id }, request.body.themeQuestionId ? M.updated : M.added);
  });
  serve(app, API.themeContent.deleteQuestion, async (request) => {
    await service.deleteQuestion(db, principalOf(request), request.body.id);
    return ok(null, M.deleted);
  });
};

export default themeContentRoutes;
