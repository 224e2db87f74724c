import { API, GROWTH_RECORD_MESSAGES as M } from '@kg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve';
import { principalOf } from '../../plugins/access';
import { deleteChildPage, saveChildPage } from './child-pages.service';
import { autoSummary, epilogueTexts, questionDefaults } from './editor-helpers.service';
import { footprint, unfinishedPages } from './footprint.service';
import { growthClasses, growthClassStudents, growthTerms } from './growth-entry.service';
import { recordDetail, saveRecord, studentRecords } from './growth-records.service';

const api = API.growthRecords;

/**
 * Growth records (screens 10, 12, 18; G01-G54): the classes and children to record, a child's
 * record list and records, the editor's helpers and the growing footprint report's data.
 */
const growthRecordsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, api.terms, async (request) => ok(await growthTerms(db, principalOf(request))));
  serve(app, api.classes, async (request) =>
    ok(await growthClasses(db, principalOf(request), request.query)),
  );
  serve(app, api.classStudents, async (request) =>
    ok(await growthClassStudents(db, principalOf(request), request.query)),
  );
  serve(app, api.studentRecords, async (request) =>
    ok(await studentRecords(db, principalOf(request), request.query)),
  );
  serve(app, api.recordDetail, async (request) =>
    ok(await recordDetail(db, principalOf(request), request.query)),
  );
  serve(app, api.save, async (request) =>
    ok(await saveRecord(db, principalOf(request), request.body), M.saved),
  );
  serve(app, api.saveChildPage, async (request) =>
    ok(
      { Id: await saveChildPage(db, principalOf(request), request.body) },
      request.body.id ? M.updated : M.added,
    ),
  );
  serve(app, api.deleteChildPage, async (request) => {
    await deleteChildPage(db, principalOf(request), request.body);
    return ok(null, M.deleted);
  });
  serve(app, api.autoSummary, async (request) =>
    ok(await autoSummary(db, principalOf(request), request.body)),
  );
  serve(app, api.questionDefaults, async (request) =>
    ok(await questionDefaults(db, principalOf(request), request.query.Id)),
  );
  serve(app, api.epilogueTexts, async (request) =>
    ok(await epilogueTexts(db, principalOf(request), request.query)),
  );
  serve(app, api.unfinishedPages, async (request) =>
    ok(await unfinishedPages(db, principalOf(request), request.query)),
  );
  serve(app, api.footprint, async (request) => ok(await footprint(db, principalOf(request), request.query)));
};

export default growthRecordsRoutes;
