import { z } from 'zod';
import { endpoint } from '../endpoint';

const ZDatabase = z.enum(['pglite', 'postgres']);

const ZHealth = z.object({
  status: z.literal('ok'),
  database: ZDatabase,
  version: z.string(),
  /** which app instance answered (INSTANCE_ID, else host:pid): several may run behind one proxy */
  instance: z.string(),
});

const ZReadiness = z.object({
  status: z.literal('ready'),
  database: ZDatabase,
  version: z.string(),
  instance: z.string(),
});

/** Liveness (the browser tests' web server waits on it) and readiness (issue 21). */
export const healthApi = {
  check: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Liveness and database check',
    response: ZHealth,
  }),
  /**
   * 200 when this instance can serve: the database answers, its migrations are all applied, the
   * file store answers. Otherwise 503 with READINESS_MESSAGES naming the instance and the reason.
   */
  ready: endpoint({
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    summary: 'Readiness: database reachable and migrated, file store reachable',
    response: ZReadiness,
  }),
};
