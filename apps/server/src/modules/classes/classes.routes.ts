import { API, SUCCESS_MESSAGES } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import { promoteClass } from './class-promotion.service';
import * as service from './classes.service';

/** Class management (C06): one class, create, edit, delete (disable), promote. */
const classesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, API.classes.detail, async (request) =>
    ok(await service.getClass(db, principalOf(request), request.query.Id)),
  );
  serve(app, API.classes.add, async (request) =>
    ok({ Id: await service.createClass(db, principalOf(request), request.body) }, SUCCESS_MESSAGES.add),
  );
  serve(app, API.classes.update, async (request) => {
    await service.updateClass(db, principalOf(request), request.body);
    return ok(null, SUCCESS_MESSAGES.update);
  });
  serve(app, API.classes.remove, async (request) => {
    await service.deleteClasses(db, principalOf(request), request.body.Ids);
    return ok(null, SUCCESS_MESSAGES.delete);
  });
  serve(app, API.classes.promote, async (request) =>
    ok(await promoteClass(db, principalOf(request), request.body), SUCCESS_MESSAGES.operate),
  );
};

export default classesRoutes;
