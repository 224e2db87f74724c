import {
  envelope,
  GROWTH_TEMPLATE_MESSAGES as M,
  Permission,
  ZAddTemplateRequest,
  ZBackground,
  ZCatalogueEntry,
  ZClearModuleRequest,
  ZGrowthTemplate,
  ZLogSheet,
  ZModuleConfig,
  ZModuleForm,
  ZModuleIdQuery,
  ZModuleIdQueryCap,
  ZModuleIdRequest,
  ZModuleImages,
  ZModuleList,
  ZModuleListQuery,
  ZOpenCloseRequest,
  ZPlateOption,
  ZPublishTemplateRequest,
  ZSaveModuleRequest,
  ZSortModulesRequest,
  ZTemplateIdRequest,
  ZTemplatePageQuery,
} from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import * as templates from './growth-templates.service';
import * as configuration from './growth-templates-config.service';
import * as modules from './growth-templates-modules.service';

const BASE = '/api/mgd/Eval_Growth';
const tags = ['growth-templates'];
const done = { 200: envelope(z.null()) };
const ZOption = z.object({ Value: z.number().int(), Name: z.string() });
const ZUpdateModuleForm = ZModuleForm.extend({ id: z.coerce.number().int().min(1) });
const ZCycleWriteCycle = z.object({
  Title: z.string(),
  CycleName: z.string(),
  LogSheet: ZLogSheet,
  CycleWrites: z.array(z.object({ Title: z.string(), Desc: z.string() })),
});
const ZCycleWrite = z.object({ Title: z.string(), TimeCopy: z.string(), LogSheet: ZLogSheet });

/**
 * Growth-record templates (screens 3-5, F01-F46): the template list, the module list of a
 * template and each module's configuration and preview. Administrators only.
 */
const growthTemplatesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = { access: Permission.growthTemplateManage } as const;

  // ── Template list ──────────────────────────────────────────────────────────────────

  app.get(
    `${BASE}/GetTenantTempPage`,
    {
      config,
      schema: {
        tags,
        summary: 'The school’s templates: newest study year first, then grade, then term (0 = any)',
        querystring: ZTemplatePageQuery,
        response: { 200: envelope(z.array(ZGrowthTemplate)) },
      },
    },
    async (request) => ok(await templates.listTemplates(db, principalOf(request), request.query)),
  );

  app.post(
    `${BASE}/AddTenantTempInfo`,
    {
      config,
      schema: {
        tags,
        summary: 'A template from the grade’s default set (sourceId 0) or a copy of another template',
        body: ZAddTemplateRequest,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) =>
      ok({ id: await templates.addTemplate(db, principalOf(request), request.body) }, M.added),
  );

  app.post(
    `${BASE}/PublishTenantTempInfo`,
    {
      config,
      schema: {
        tags,
        summary: 'Publish (1) or back to draft (0)',
        body: ZPublishTemplateRequest,
        response: done,
      },
    },
    async (request) => {
      await templates.publishTemplate(db, principalOf(request), request.body);
      return ok(null, M.done);
    },
  );

  app.post(
    `${BASE}/DeleteTenantTempInfo`,
    {
      config,
      schema: {
        tags,
        summary: 'Delete a template without records',
        body: ZTemplateIdRequest,
        response: done,
      },
    },
    async (request) => {
      await templates.deleteTemplate(db, principalOf(request), request.body.id);
      return ok(null, M.deleted);
    },
  );

  // ── Template detail: modules ───────────────────────────────────────────────────────

  app.get(
    `${BASE}/GetTenantTempDetailInfoWeb`,
    {
      config,
      schema: {
        tags,
        summary: 'A template and its modules in order (F02, F34)',
        querystring: ZModuleListQuery,
        response: { 200: envelope(ZModuleList) },
      },
    },
    async (request) => ok(await modules.moduleList(db, principalOf(request), request.query.id)),
  );

  app.get(
    `${BASE}/GetTenantTempTypeInfo`,
    {
      config,
      schema: {
        tags,
        summary: 'Module types the add dialog offers (F27)',
        response: { 200: envelope(z.array(ZOption)) },
      },
    },
    async () => ok(modules.typeOptions()),
  );

  app.get(
    `${BASE}/GetTenantTempOperatorInfo`,
    {
      config,
      schema: { tags, summary: 'Who fills a module (F27)', response: { 200: envelope(z.array(ZOption)) } },
    },
    async () => ok(modules.operatorOptions()),
  );

  app.post(
    `${BASE}/AddTenantTempDetailOneInfo`,
    {
      config,
      schema: {
        tags,
        summary: 'Add a module: end of the middle list (cover, catalogue: the front), orders renumbered',
        body: ZModuleForm,
        response: { 200: envelope(z.object({ Id: z.number().int() })) },
      },
    },
    async (request) => ok({ Id: await modules.addModule(db, principalOf(request), request.body) }, M.added),
  );

  app.post(
    `${BASE}/UpdateTenantTempDetailOneInfo`,
    {
      config,
      schema: { tags, summary: 'Edit a module (F19, F23)', body: ZUpdateModuleForm, response: done },
    },
    async (request) => {
      await modules.updateModule(db, principalOf(request), request.body);
      return ok(null, M.updated);
    },
  );

  app.post(
    `${BASE}/DeleteTenantTempDetailOneInfo`,
    {
      config,
      schema: {
        tags,
        summary: 'Delete a module without records; never the closing page (F28)',
        body: ZModuleIdRequest,
        response: done,
      },
    },
    async (request) => {
      await modules.deleteModule(db, principalOf(request), request.body.id);
      return ok(null, M.deleted);
    },
  );

  app.post(
    `${BASE}/SortGrowDetailInfo`,
    {
      config,
      schema: {
        tags,
        summary: 'Order the middle list of one template (1-based), in one transaction (F05)',
        body: ZSortModulesRequest,
        response: done,
      },
    },
    async (request) => {
      await modules.sortModules(db, principalOf(request), request.body);
      return ok(null, M.done);
    },
  );

  app.post(
    `${BASE}/OpenCloseTenantTempDetailOneInfo`,
    {
      config,
      schema: {
        tags,
        summary: 'Open or close a module {id, status}; open all of a template {tempId, status: 1} (F11, F12)',
        body: ZOpenCloseRequest,
        response: done,
      },
    },
    async (request) => {
      await modules.openClose(db, principalOf(request), request.body);
      return ok(null, M.done);
    },
  );

  app.post(
    `${BASE}/ResetTempInfo`,
    {
      config,
      schema: {
        tags,
        summary: 'Replace the modules by the grade’s default set; status 2 (F16, F17)',
        body: ZTemplateIdRequest,
        response: done,
      },
    },
    async (request) => {
      await templates.resetTemplate(db, principalOf(request), request.body.id);
      return ok(null, M.done);
    },
  );

  app.post(
    `${BASE}/ClearTenantTempDetailData`,
    {
      config,
      schema: {
        tags,
        summary: 'Delete the growth records written against a module (F15)',
        body: ZClearModuleRequest,
        response: { 200: envelope(z.object({ Count: z.number().int() })) },
      },
    },
    async (request) =>
      ok({ Count: await modules.clearModule(db, principalOf(request), request.body.Id) }, M.cleared),
  );

  // ── Configuration ──────────────────────────────────────────────────────────────────

  for (const [path, summary] of [
    ['GetBackCoverImgList', 'Covers: the library, then the school’s uploaded backgrounds (F29)'],
    ['GetBackgroundList', 'Backgrounds: the library, then the school’s uploaded backgrounds (F36)'],
  ] as const) {
    app.get(
      `${BASE}/${path}`,
      { config, schema: { tags, summary, response: { 200: envelope(z.array(ZBackground)) } } },
      async (request) => ok(await configuration.backgrounds(db, principalOf(request))),
    );
  }

  app.get(
    `${BASE}/GetPlateList`,
    {
      config,
      schema: {
        tags,
        summary: 'The 13 plate layouts (F36, F46)',
        response: { 200: envelope(z.array(ZPlateOption)) },
      },
    },
    async () => ok(configuration.plates()),
  );

  app.get(
    `${BASE}/GetTenantTempDetailOneInfo`,
    {
      config,
      schema: {
        tags,
        summary: 'A module’s configuration (F37)',
        querystring: ZModuleIdQuery,
        response: { 200: envelope(ZModuleConfig) },
      },
    },
    async (request) => ok(await configuration.moduleConfig(db, principalOf(request), request.query.id)),
  );

  app.post(
    `${BASE}/SaveTenantTempDetailOneInfo`,
    {
      config,
      schema: {
        tags,
        summary: 'Save a module’s background, plate (type 6) or content (7, 8) (F29, F37-F39)',
        body: ZSaveModuleRequest,
        response: done,
      },
    },
    async (request) => {
      await configuration.saveModule(db, principalOf(request), request.body);
      return ok(null, M.saved);
    },
  );

  // ── Preview (F32) ──────────────────────────────────────────────────────────────────

  app.get(
    `${BASE}/GetTenantTempDetailOneInfoByImgTextRecord`,
    {
      config,
      schema: {
        tags,
        summary: 'A module’s background and plate picture',
        querystring: ZModuleIdQuery,
        response: { 200: envelope(ZModuleImages) },
      },
    },
    async (request) => ok(await configuration.moduleImages(db, principalOf(request), request.query.id)),
  );

  app.get(
    `${BASE}/GetTenantTempDetailCatalogueInfo`,
    {
      config,
      schema: {
        tags,
        summary: 'The catalogue: the open printed modules after it with their first pages',
        querystring: ZModuleIdQueryCap,
        response: { 200: envelope(z.array(ZCatalogueEntry)) },
      },
    },
    async (request) => ok(await configuration.catalogue(db, principalOf(request), request.query.Id)),
  );

  app.get(
    `${BASE}/GoTenantTempDetailOneInfoByCycleWriteCycle`,
    {
      config,
      schema: {
        tags,
        summary: 'A term observation page: term, log sheet and the three writing boxes',
        querystring: ZModuleIdQueryCap,
        response: { 200: envelope(ZCycleWriteCycle) },
      },
    },
    async (request) => ok(await configuration.cycleWriteCycle(db, principalOf(request), request.query.Id)),
  );

  app.get(
    `${BASE}/GoTenantTempDetailOneInfoByCycleWrite`,
    {
      config,
      schema: {
        tags,
        summary: 'A monthly observation page: month and log sheet',
        querystring: ZModuleIdQueryCap,
        response: { 200: envelope(ZCycleWrite) },
      },
    },
    async (request) => ok(await configuration.cycleWrite(db, principalOf(request), request.query.Id)),
  );
};

export default growthTemplatesRoutes;
