import { API, PHYSICAL_EXAM_MESSAGES } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import * as service from './physical-exams.service';

/** Children's physical exams (体检, G33): the health check's entry and the 体检记录 page's source. */
const physicalExamsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, API.physicalExams.student, async (request) =>
    ok(await service.getStudentPhysical(db, principalOf(request), request.query.Id)),
  );
  serve(app, API.physicalExams.add, async (request) =>
    ok(
      await service.addStudentPhysical(db, principalOf(request), request.body),
      PHYSICAL_EXAM_MESSAGES.added,
    ),
  );
};

export default physicalExamsRoutes;
