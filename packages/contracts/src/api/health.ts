import { z } from 'zod';
import { endpoint } from '../endpoint';

const ZHealth = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

/** Liveness (the browser tests' web server waits on it). */
export const healthApi = {
  check: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Liveness and database check',
    response: ZHealth,
  }),
};
