import {
  envelope,
  Permission,
  SUCCESS_MESSAGES,
  ZClassDetail,
  ZClassForm,
  ZDeleteClassesRequest,
  ZIdQuery,
  ZPromoteClassRequest,
  ZPromoteClassResult,
  ZUpdateClassRequest,
} from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import { promoteClass } from './class-promotion.service';
import * as service from './classes.service';

const tags = ['classes'];
const manage = { access: Permission.classManage } as const;

/** Class management (C06): one class, create, edit, delete (disable). */
const classesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/back/SchoolInfo/GetClassDetail',
    {
      config: manage,
      schema: {
        tags,
        summary: 'A class for its edit form',
        querystring: ZIdQuery,
        response: { 200: envelope(ZClassDetail) },
      },
    },
    async (request) => ok(await service.getClass(db, principalOf(request), request.query.Id)),
  );

  app.post(
    '/api/back/SchoolInfo/AddClass',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Create a class with its staff',
        body: ZClassForm,
        response: { 200: envelope(z.object({ Id: z.number().int() })) },
      },
    },
    async (request) =>
      ok({ Id: await service.createClass(db, principalOf(request), request.body) }, SUCCESS_MESSAGES.add),
  );

  app.post(
    '/api/back/SchoolInfo/UpdateClass',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Edit a class and its staff',
        body: ZUpdateClassRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await service.updateClass(db, principalOf(request), request.body);
      return ok(null, SUCCESS_MESSAGES.update);
    },
  );

  app.post(
    '/api/back/SchoolInfo/DeleteClass',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Delete empty classes',
        body: ZDeleteClassesRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await service.deleteClasses(db, principalOf(request), request.body.Ids);
      return ok(null, SUCCESS_MESSAGES.delete);
    },
  );

  app.post(
    '/api/back/SchoolInfo/PromoteClass',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Promote a class one grade up into a later study year, with its children',
        body: ZPromoteClassRequest,
        response: { 200: envelope(ZPromoteClassResult) },
      },
    },
    async (request) =>
      ok(await promoteClass(db, principalOf(request), request.body), SUCCESS_MESSAGES.operate),
  );
};

export default classesRoutes;
