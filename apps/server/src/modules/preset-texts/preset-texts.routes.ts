import { API, PRESET_TEXT_MESSAGES as M } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import * as service from './preset-texts.service';

/** Preset texts (文字模板, E44-E51): the picker's and the editor's list, add and delete. */
const presetTextsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, API.presetTexts.page, async (request) =>
    ok(await service.findPresetTextPage(db, principalOf(request), request.query)),
  );
  serve(app, API.presetTexts.add, async (request) =>
    ok({ Id: await service.addPresetText(db, principalOf(request), request.body) }, M.added),
  );
  serve(app, API.presetTexts.remove, async (request) => {
    await service.deletePresetTexts(db, principalOf(request), request.body.ids);
    return ok(null, M.deleted);
  });
};

export default presetTextsRoutes;
