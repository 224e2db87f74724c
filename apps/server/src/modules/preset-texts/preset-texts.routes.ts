import {
  envelope,
  PRESET_TEXT_MESSAGES as M,
  Permission,
  page,
  ZAddPresetTextRequest,
  ZDeletePresetTextRequest,
  ZPresetText,
  ZPresetTextQuery,
} from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import * as service from './preset-texts.service';

const BASE = '/api/mgd/GrowthMessage';
const tags = ['preset-texts'];

/** Preset texts (文字模板, E44-E51): the picker's and the editor's list, add and delete. */
const presetTextsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const manage = { access: Permission.presetTextManage } as const;

  app.get(
    `${BASE}/GetGrowthMessagePage`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'A page of the caller’s own texts, then the school’s system texts (E45)',
        querystring: ZPresetTextQuery,
        response: { 200: envelope(page(ZPresetText)) },
      },
    },
    async (request) => ok(await service.findPresetTextPage(db, principalOf(request), request.query)),
  );

  app.post(
    `${BASE}/AddGrowthMessage`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Keep a text of one’s own, at most 15 per message type (E47, E48)',
        body: ZAddPresetTextRequest,
        response: { 200: envelope(z.object({ Id: z.number().int() })) },
      },
    },
    async (request) =>
      ok({ Id: await service.addPresetText(db, principalOf(request), request.body) }, M.added),
  );

  app.post(
    `${BASE}/DeleteGrowthMessage`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Delete one’s own texts together; system texts are kept (E44, E49)',
        body: ZDeletePresetTextRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await service.deletePresetTexts(db, principalOf(request), request.body.ids);
      return ok(null, M.deleted);
    },
  );
};

export default presetTextsRoutes;
