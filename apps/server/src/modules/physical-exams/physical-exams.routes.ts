import {
  envelope,
  Permission,
  PHYSICAL_EXAM_MESSAGES,
  ZAddStudentPhysicalRequest,
  ZAddStudentPhysicalResponse,
  ZPhysicalQuery,
  ZStudentPhysical,
} from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { principalOf } from '../../plugins/access';
import * as service from './physical-exams.service';

const BASE = '/api/mgd/He_Physical';
const tags = ['physical-exams'];

/** Children's physical exams (体检, G33): the health check's entry and the 体检记录 page's source. */
const physicalExamsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${BASE}/GetStudentPhysicalInfo`,
    {
      // Whoever writes the child's growth record (a teacher: only their classes).
      config: { access: Permission.growthRecordWrite },
      schema: {
        tags,
        summary:
          'A child’s latest physical exam (Source 体检), else their last finished 体检记录 page (Source 成长档案), else null (G33)',
        querystring: ZPhysicalQuery,
        response: { 200: envelope(ZStudentPhysical.nullable()) },
      },
    },
    async (request) => ok(await service.getStudentPhysical(db, principalOf(request), request.query.Id)),
  );

  app.post(
    `${BASE}/AddStudentPhysicalInfo`,
    {
      // The school's health staff: administrators who manage the children.
      config: { access: Permission.studentManage },
      schema: {
        tags,
        summary: 'Record one physical exam of a child of the school (G33)',
        body: ZAddStudentPhysicalRequest,
        response: { 200: envelope(ZAddStudentPhysicalResponse) },
      },
    },
    async (request) =>
      ok(
        await service.addStudentPhysical(db, principalOf(request), request.body),
        PHYSICAL_EXAM_MESSAGES.added,
      ),
  );
};

export default physicalExamsRoutes;
