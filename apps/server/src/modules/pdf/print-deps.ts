import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { PoolLog } from '../../pdf/browser-pool';
import { PdfEngine } from '../../pdf/pdf-engine';
import { filesNamedIn, RenderSessions } from '../../pdf/render-sessions';
import { printEntryOf, webBuildId } from '../../pdf/web-build';
import type { AuthService } from '../auth/auth.service';
import { reportForKey } from '../reports/report-definitions';
import type { FileStore } from '../uploads/file-store';
import type { BatchWorkerDeps } from './batch.jobs';

/**
 * Render tokens any instance can check: signed, the requester re-read at each use, revocations
 * in the database. The app and the print workers make the same, from the same secret.
 */
export function renderSessionsFor(config: AppConfig, db: Db, auth: AuthService) {
  return new RenderSessions({
    secret: config.jwtSecret,
    db,
    principal: (claims) => auth.principalOf(claims),
    filesOf: async (p, report, params) => filesNamedIn(await reportForKey(report).load(db, p, params)),
  });
}

/** Everything that prints batches, in an app instance (embedded) or a print worker. */
export function printDeps(v: {
  config: AppConfig;
  db: Db;
  store: FileStore;
  auth: AuthService;
  renders: RenderSessions;
  queue: JobQueue;
  log: PoolLog;
  /** where the print browser opens report pages */
  origin: () => string;
}): BatchWorkerDeps {
  const engine = new PdfEngine({
    ...v.config.pdf,
    origin: v.origin,
    printEntry: () => printEntryOf(v.config.webDist),
    log: v.log,
  });
  return {
    db: v.db,
    store: v.store,
    engine,
    renders: v.renders,
    queue: v.queue,
    buildId: webBuildId(v.config.webDist),
    principalOf: (claims) => v.auth.principalOf(claims),
    instanceId: v.config.instanceId,
  };
}
