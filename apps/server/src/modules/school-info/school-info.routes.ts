import {
  envelope,
  Permission,
  page,
  ZClassOption,
  ZClassPageQuery,
  ZClassRow,
  ZClassSelectQuery,
  ZCycleSelectQuery,
  ZGradeSelectQuery,
  ZOption,
} from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import * as service from './school-info.service';

const tags = ['school-info'];
const options = { 200: envelope(z.array(ZOption)) };

const schoolInfoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = { access: Permission.schoolInfoRead } as const;

  app.get(
    '/api/back/SchoolInfo/GetStudyYearSelect',
    { config: read, schema: { tags, summary: 'Study year options', response: options } },
    async (request) => ok(await service.findStudyYearOptions(db, principalOf(request))),
  );

  app.get(
    '/api/back/SchoolInfo/GetCycleInfoSelectResult',
    {
      config: read,
      schema: {
        tags,
        summary: 'Cycle (term) options (C04)',
        querystring: ZCycleSelectQuery,
        response: options,
      },
    },
    async (request) => ok(await service.findCycleOptions(db, principalOf(request), request.query)),
  );

  app.get(
    '/api/back/SchoolInfo/GetGradeSelect',
    {
      config: read,
      schema: { tags, summary: 'Grade options', querystring: ZGradeSelectQuery, response: options },
    },
    async (request) => ok(await service.findGradeOptions(db, principalOf(request), request.query)),
  );

  app.get(
    '/api/back/SchoolInfo/GetClassSelect',
    {
      config: read,
      schema: {
        tags,
        summary: 'Class options (C07); 全园 first for administrators (B02)',
        querystring: ZClassSelectQuery,
        response: { 200: envelope(z.array(ZClassOption)) },
      },
    },
    async (request) => ok(await service.findClassOptions(db, principalOf(request), request.query)),
  );

  app.get(
    '/api/back/SchoolInfo/GetClassPage',
    {
      config: { access: Permission.classRead },
      schema: {
        tags,
        summary: 'Class list',
        querystring: ZClassPageQuery,
        response: { 200: envelope(page(ZClassRow)) },
      },
    },
    async (request) => ok(await service.findClassPage(db, principalOf(request), request.query)),
  );
};

export default schoolInfoRoutes;
