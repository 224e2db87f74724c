import {
  envelope,
  Permission,
  page,
  SUCCESS_MESSAGES,
  ZIdQuery,
  ZLeaveStudentsRequest,
  ZMoveStudentsRequest,
  ZStudentDetail,
  ZStudentForm,
  ZStudentPageQuery,
  ZStudentRow,
  ZUpdateStudentRequest,
} from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import * as service from './students.service';

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
    async (request) => ok(await service.findStudentPage(db, principalOf(request), request.query)),
  );

  const manage = { access: Permission.studentManage } as const;
  const tags = ['students'];
  const done = { 200: envelope(z.null()) };
  app.get(
    '/api/back/Student/GetStudentDetail',
    {
      config: manage,
      schema: {
        tags,
        summary: 'A child for the edit form',
        querystring: ZIdQuery,
        response: { 200: envelope(ZStudentDetail) },
      },
    },
    async (request) => ok(await service.getStudent(db, principalOf(request), request.query.Id)),
  );
  app.post(
    '/api/back/Student/AddStudent',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Add a child to a class',
        body: ZStudentForm,
        response: { 200: envelope(z.object({ Id: z.number().int() })) },
      },
    },
    async (request) =>
      ok({ Id: await service.createStudent(db, principalOf(request), request.body) }, SUCCESS_MESSAGES.add),
  );
  app.post(
    '/api/back/Student/UpdateStudent',
    {
      config: manage,
      schema: { tags, summary: 'Edit a child', body: ZUpdateStudentRequest, response: done },
    },
    async (request) => {
      await service.updateStudent(db, principalOf(request), request.body);
      return ok(null, SUCCESS_MESSAGES.update);
    },
  );
  app.post(
    '/api/back/Student/MoveClass',
    {
      config: manage,
      schema: { tags, summary: 'Move children to another class', body: ZMoveStudentsRequest, response: done },
    },
    async (request) => {
      await service.moveStudents(db, principalOf(request), request.body.Ids, request.body.ClassId);
      return ok(null, SUCCESS_MESSAGES.operate);
    },
  );
  app.post(
    '/api/back/Student/LeaveSchool',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Children leave the school (kept, with their records)',
        body: ZLeaveStudentsRequest,
        response: done,
      },
    },
    async (request) => {
      await service.leaveSchool(db, principalOf(request), request.body.Ids);
      return ok(null, SUCCESS_MESSAGES.operate);
    },
  );
};

export default studentsRoutes;
