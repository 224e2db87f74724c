import path from 'node:path';

/**
 * Which server a journey talks to. Read by the config (to start them) and by the journeys
 * (support/fixtures.ts: `baseURL`, `serverURL`), so both agree.
 * - E2E_PORT (default 8090): the school journeys' server (one for all workers), E2E_PORT + 1:
 *   the platform journeys' own server.
 * - E2E_SERVER_PER_WORKER=1: one server per worker instead (E2E_PORT + its index), and the
 *   platform's on E2E_PORT + E2E_WORKERS.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
export const SERVER_PER_WORKER = process.env.E2E_SERVER_PER_WORKER === '1';

/**
 * The platform's journeys read and change what every school shares (the school list, the menus,
 * 彩虹's name and zone, put back after each): they run one file at a time on a server of their
 * own, where no journey makes copies of the demo school, beside the school journeys.
 */
export const PLATFORM_SPECS = [
  'menus-manage.spec.ts',
  'phone-lists.spec.ts',
  'school-sight.spec.ts',
  'school-time-zone.spec.ts',
  'schools.spec.ts',
];

const PLATFORM_PORT = E2E_PORT + (SERVER_PER_WORKER ? WORKERS : 1);

/** Every server to start. */
export const serverPorts = (): number[] =>
  SERVER_PER_WORKER
    ? [...Array.from({ length: WORKERS }, (_, index) => E2E_PORT + index), PLATFORM_PORT]
    : [E2E_PORT, PLATFORM_PORT];

/** The server of a spec file's journeys in the worker `parallelIndex`. */
export function serverURL(specFile: string, parallelIndex: number): string {
  const port = PLATFORM_SPECS.includes(path.basename(specFile))
    ? PLATFORM_PORT
    : E2E_PORT + (SERVER_PER_WORKER ? parallelIndex : 0);
  return `http://127.0.0.1:${port}`;
}
