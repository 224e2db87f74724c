import { API, SUCCESS_MESSAGES } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import * as service from './students.service';

/** Children (C08, C09): the list by class, one child, create, edit, move class, leave school. */
const studentsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, API.students.page, async (request) =>
    ok(await service.findStudentPage(db, principalOf(request), request.query)),
  );
  serve(app, API.students.detail, async (request) =>
    ok(await service.getStudent(db, principalOf(request), request.query.Id)),
  );
  serve(app, API.students.add, async (request) =>
    ok({ Id: await service.createStudent(db, principalOf(request), request.body) }, SUCCESS_MESSAGES.add),
  );
  serve(app, API.students.update, async (request) => {
    await service.updateStudent(db, principalOf(request), request.body);
    return ok(null, SUCCESS_MESSAGES.update);
  });
  serve(app, API.students.moveClass, async (request) => {
    await service.moveStudents(db, principalOf(request), request.body.Ids, request.body.ClassId);
    return ok(null, SUCCESS_MESSAGES.operate);
  });
  serve(app, API.students.leave, async (request) => {
    await service.leaveSchool(db, principalOf(request), request.body.Ids);
    return ok(null, SUCCESS_MESSAGES.operate);
  });
};

export default studentsRoutes;
