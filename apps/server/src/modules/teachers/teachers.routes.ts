import { envelope, Permission, page, ZOption, ZTeacherPageQuery, ZTeacherRow } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import { teachersRepository } from './teachers.repository';
import { findTeacherPage } from './teachers.service';

const teachersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/back/TeacherInfo/GetTeacherPage',
    {
      config: { access: Permission.teacherRead },
      schema: {
        tags: ['teachers'],
        summary: 'Teacher list',
        querystring: ZTeacherPageQuery,
        response: { 200: envelope(page(ZTeacherRow)) },
      },
    },
    async (request) => ok(await findTeacherPage(db, principalOf(request), request.query)),
  );

  app.get(
    '/api/back/TeacherInfo/GetTeacherSelect',
    {
      config: { access: Permission.teacherRead },
      schema: {
        tags: ['teachers'],
        summary: 'Teacher options (class staff forms)',
        response: { 200: envelope(z.array(ZOption)) },
      },
    },
    async (request) => ok(await teachersRepository(db, principalOf(request).schoolId).findOptions()),
  );
};

export default teachersRoutes;
