import { envelope, Permission, page, ZStudentPageQuery, ZStudentRow } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import { findStudentPage } from './students.service';

const studentsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/back/Student/GetStudentPage',
    {
      config: { access: Permission.studentRead },
      schema: {
        tags: ['students'],
        summary: 'Children by class (ClassId 0 = all visible classes)',
        querystring: ZStudentPageQuery,
        response: { 200: envelope(page(ZStudentRow)) },
      },
    },
    async (request) => ok(await findStudentPage(db, principalOf(request), request.query)),
  );
};

export default studentsRoutes;
