import { API, SUCCESS_MESSAGES } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import { teachersRepository } from './teachers.repository';
import * as service from './teachers.service';

/** Teacher management (C05): the list, the staff options, one teacher, create, edit, delete. */
const teachersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, API.teachers.page, async (request) =>
    ok(await service.findTeacherPage(db, principalOf(request), request.query)),
  );
  serve(app, API.teachers.select, async (request) =>
    ok(await teachersRepository(db, principalOf(request).schoolId).findOptions()),
  );
  serve(app, API.teachers.detail, async (request) =>
    ok(await service.getTeacher(db, principalOf(request), request.query.Id)),
  );
  serve(app, API.teachers.add, async (request) =>
    ok({ Id: await service.createTeacher(db, principalOf(request), request.body) }, SUCCESS_MESSAGES.add),
  );
  serve(app, API.teachers.update, async (request) => {
    await service.updateTeacher(db, principalOf(request), request.body);
    return ok(null, SUCCESS_MESSAGES.update);
  });
  serve(app, API.teachers.remove, async (request) => {
    await service.deleteTeachers(db, principalOf(request), request.body.Ids);
    return ok(null, SUCCESS_MESSAGES.delete);
  });
};

export default teachersRoutes;
