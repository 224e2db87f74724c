import {
  envelope,
  Permission,
  page,
  SUCCESS_MESSAGES,
  ZDeleteTeachersRequest,
  ZIdQuery,
  ZOption,
  ZTeacherDetail,
  ZTeacherForm,
  ZTeacherPageQuery,
  ZTeacherRow,
  ZUpdateTeacherRequest,
} from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import { teachersRepository } from './teachers.repository';
import * as service from './teachers.service';

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
    async (request) => ok(await service.findTeacherPage(db, principalOf(request), request.query)),
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

  const manage = { access: Permission.teacherManage } as const;
  const tags = ['teachers'];
  app.get(
    '/api/back/TeacherInfo/GetTeacherDetail',
    {
      config: manage,
      schema: {
        tags,
        summary: 'A teacher for the edit form',
        querystring: ZIdQuery,
        response: { 200: envelope(ZTeacherDetail) },
      },
    },
    async (request) => ok(await service.getTeacher(db, principalOf(request), request.query.Id)),
  );
  app.post(
    '/api/back/TeacherInfo/AddTeacher',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Add a teacher',
        body: ZTeacherForm,
        response: { 200: envelope(z.object({ Id: z.number().int() })) },
      },
    },
    async (request) =>
      ok({ Id: await service.createTeacher(db, principalOf(request), request.body) }, SUCCESS_MESSAGES.add),
  );
  app.post(
    '/api/back/TeacherInfo/UpdateTeacher',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Edit a teacher and the login bound to them',
        body: ZUpdateTeacherRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await service.updateTeacher(db, principalOf(request), request.body);
      return ok(null, SUCCESS_MESSAGES.update);
    },
  );
  app.post(
    '/api/back/TeacherInfo/DeleteTeacher',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Take teachers out of service',
        body: ZDeleteTeachersRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await service.deleteTeachers(db, principalOf(request), request.body.Ids);
      return ok(null, SUCCESS_MESSAGES.delete);
    },
  );
};

export default teachersRoutes;
