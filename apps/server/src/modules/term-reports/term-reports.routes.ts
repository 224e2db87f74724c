import { API, SUCCESS_MESSAGES } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import { adviceLibrary, saveAdvice } from './advice-library.service';
import { parentHandbook, saveParentMessage } from './parent-handbook.service';
import { reportHub } from './report-hub.service';
import * as service from './term-report.service';

/** The term report (学期评价报告): its data call, 老师寄语 and a child's 教育建议. */
const termReportsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const E = API.termReports;
  serve(app, E.hub, async (request) => ok(await reportHub(db, principalOf(request), request.query)));
  serve(app, E.report, async (request) =>
    ok(await service.termReport(db, principalOf(request), request.query)),
  );
  serve(app, E.saveMessage, async (request) =>
    ok(await service.saveTeacherMessage(db, principalOf(request), request.body), SUCCESS_MESSAGES.save),
  );
  serve(app, E.saveChildAdvice, async (request) =>
    ok(await service.saveChildAdvice(db, principalOf(request), request.body), SUCCESS_MESSAGES.save),
  );
  serve(app, E.parentHandbook, async (request) =>
    ok(await parentHandbook(db, principalOf(request), request.query)),
  );
  serve(app, E.saveParentMessage, async (request) =>
    ok(await saveParentMessage(db, principalOf(request), request.body), SUCCESS_MESSAGES.save),
  );
  serve(app, E.adviceLibrary, async (request) =>
    ok(await adviceLibrary(db, principalOf(request), request.query.Level)),
  );
  serve(app, E.saveAdvice, async (request) =>
    ok(await saveAdvice(db, principalOf(request), request.body), SUCCESS_MESSAGES.save),
  );
};

export default termReportsRoutes;
