import { envelope, Permission, page, ZTeacherPageQuery, ZTeacherRow } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
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
};

export default teachersRoutes;
