import {
  envelope,
  GROWTH_TEMPLATE_MESSAGES as M,
  Permission,
  ZAddGrowthQuestionRequest,
  ZAddPointRequest,
  ZGrowthQuestion,
  ZLogSheet,
  ZModuleIdQuery,
  ZModuleIdQueryCap,
  ZUpdatePointRequest,
} from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import * as service from './growth-observations.service';

const BASE = '/api/mgd/Eval_Growth';
const tags = ['growth-templates'];
const done = { 200: envelope(z.null()) };
const created = { 200: envelope(z.object({ Id: z.number().int() })) };
const ZIdRequest = z.object({ id: z.number().int().min(1) });

/** Observation log sheets of type 4/5 modules and growth questions of type 12 (F40, F41). */
const growthObservationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = { access: Permission.growthTemplateManage } as const;

  app.get(
    `${BASE}/GetCycleWriteLogSheet`,
    {
      config,
      schema: {
        tags,
        summary: 'A type 4/5 module’s log sheet: dimension → element → points (F40)',
        querystring: ZModuleIdQuery,
        response: { 200: envelope(ZLogSheet) },
      },
    },
    async (request) => ok(await service.logSheet(db, principalOf(request), request.query.id)),
  );

  app.post(
    `${BASE}/AddObservationPoint`,
    {
      config,
      schema: { tags, summary: 'Add an observation point (F40)', body: ZAddPointRequest, response: created },
    },
    async (request) => ok({ Id: await service.addPoint(db, principalOf(request), request.body) }, M.added),
  );

  app.post(
    `${BASE}/UpdateObservationPoint`,
    {
      config,
      schema: {
        tags,
        summary: 'Rename an observation point (F40)',
        body: ZUpdatePointRequest,
        response: done,
      },
    },
    async (request) => {
      await service.updatePoint(db, principalOf(request), request.body);
      return ok(null, M.updated);
    },
  );

  app.post(
    `${BASE}/DeleteObservationPoint`,
    {
      config,
      schema: { tags, summary: 'Delete an observation point (F40)', body: ZIdRequest, response: done },
    },
    async (request) => {
      await service.deletePoint(db, principalOf(request), request.body.id);
      return ok(null, M.deleted);
    },
  );

  app.get(
    `${BASE}/GetGrowthQuestionList`,
    {
      config,
      schema: {
        tags,
        summary: 'A type 12 module’s growth questions in order (F41)',
        querystring: ZModuleIdQueryCap,
        response: { 200: envelope(z.array(ZGrowthQuestion)) },
      },
    },
    async (request) => ok(await service.questions(db, principalOf(request), request.query.Id)),
  );

  app.post(
    `${BASE}/AddGrowthQuestion`,
    {
      config,
      schema: {
        tags,
        summary: 'Add a growth question (F41)',
        body: ZAddGrowthQuestionRequest,
        response: created,
      },
    },
    async (request) => ok({ Id: await service.addQuestion(db, principalOf(request), request.body) }, M.added),
  );

  app.post(
    `${BASE}/DeleteGrowthQuestion`,
    {
      config,
      schema: { tags, summary: 'Delete a growth question (F41)', body: ZIdRequest, response: done },
    },
    async (request) => {
      await service.deleteQuestion(db, principalOf(request), request.body.id);
      return ok(null, M.deleted);
    },
  );
};

export default growthObservationsRoutes;
