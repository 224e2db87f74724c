import {
  envelope,
  Permission,
  SUCCESS_MESSAGES,
  ZCreateStudyYearRequest,
  ZOpenCycleRequest,
  ZStudyYearRow,
  ZUpdateCycleRequest,
} from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import * as service from './study-years.service';

const tags = ['study-years'];
const manage = { access: Permission.studyYearManage } as const;
const done = { 200: envelope(z.null()) };

/** Study years and terms (C02, C03): list, create with two terms, open a term, edit a term. */
const studyYearsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/back/SchoolInfo/GetStudyYearList',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Study years with terms',
        response: { 200: envelope(z.array(ZStudyYearRow)) },
      },
    },
    async (request) => ok(await service.findStudyYears(db, principalOf(request))),
  );

  app.post(
    '/api/back/SchoolInfo/AddStudyYear',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Create a study year with its two terms and four grades',
        body: ZCreateStudyYearRequest,
        response: { 200: envelope(z.object({ Id: z.number().int() })) },
      },
    },
    async (request) =>
      ok({ Id: await service.createStudyYear(db, principalOf(request), request.body) }, SUCCESS_MESSAGES.add),
  );

  app.post(
    '/api/back/Bs_Tenants/OpenCycleInfo',
    {
      config: manage,
      schema: { tags, summary: 'Open a term for the school', body: ZOpenCycleRequest, response: done },
    },
    async (request) => {
      await service.openCycle(db, principalOf(request), request.body.CycleId);
      return ok(null, SUCCESS_MESSAGES.operate);
    },
  );

  app.post(
    '/api/back/Bs_Tenants/UpdateCycleInfo',
    {
      config: manage,
      schema: { tags, summary: "Edit a term's name and dates", body: ZUpdateCycleRequest, response: done },
    },
    async (request) => {
      await service.updateCycle(db, principalOf(request), request.body);
      return ok(null, SUCCESS_MESSAGES.update);
    },
  );
};

export default studyYearsRoutes;
