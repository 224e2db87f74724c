import { readdirSync } from 'node:fs';
import path from 'node:path';
import { API } from '@kg/contracts';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { ensureServerBuilt } from '../scripts/setup.mjs';
import { E2E_PORT, PLATFORM_SPECS, serverPorts, WORKERS } from './support/servers';

export { E2E_PORT };

/** Known to the tests so they can mint an expired token for a real session (401 → refresh). */
export const E2E_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-0123456789';

// The servers run the compiled server (as `npm start` does): built here once, in the runner,
// before Playwright starts them (a worker loads this file too, but never needs to build).
if (process.env.TEST_WORKER_INDEX === undefined) ensureServerBuilt();

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * E2E_ORDER=reverse runs the spec files in reverse order, to show that no journey depends on
 * what an earlier file left behind: one project per file, and Playwright starts projects in the
 * order listed (with E2E_WORKERS=1 strictly one after the other; with 2, two at a time from the
 * end). The platform's files, on their own server, each wait for the one before.
 */
const REVERSE = process.env.E2E_ORDER === 'reverse';
const testDir = path.join(import.meta.dirname, 'tests');
const schoolSpecs = readdirSync(testDir)
  .filter((file) => file.endsWith('.spec.ts') && !PLATFORM_SPECS.includes(file))
  .sort();
const platformReversed = [...PLATFORM_SPECS].reverse();
const projects: PlaywrightTestConfig['projects'] = REVERSE
  ? [
      ...platformReversed.map((file, i) => ({
        name: file,
        testMatch: file,
        dependencies: i ? [platformReversed[i - 1] as string] : [],
      })),
      ...[...schoolSpecs].reverse().map((file) => ({ name: file, testMatch: file })),
    ]
  : [
      { name: 'platform', testMatch: PLATFORM_SPECS, workers: 1 },
      { name: 'schools', testMatch: schoolSpecs },
    ];

const server = (port: number) => ({
  command: 'node e2e/server.mjs',
  cwd: '..',
  url: `http://127.0.0.1:${port}${API.health.check.path}`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    KG_TEST_MODE: '1',
    JWT_SECRET: E2E_JWT_SECRET,
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    SMS_RATE_LIMIT_PER_MINUTE: '1000',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
});

/**
 * Spec files run in parallel (E2E_WORKERS, default 2); the journeys of one file run in order in
 * one worker. A file that changes school data works in its own copy of the demo school
 * (support/fixtures.ts), so no file depends on another's data or on the order of the files.
 * Servers: support/servers.ts.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: `../.tmp/e2e-results-${E2E_PORT}`,
  fullyParallel: false,
  workers: WORKERS,
  projects,
  // One retry, only to record the failed journey's trace; a pass on the retry still fails the run.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    // The app then switches antd's motion off: a click never lands on a dialog, popconfirm or
    // submenu that is still zooming in (a flake seen in CI), and screenshots need no fade wait.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // Tracing every journey (DOM snapshots at each action) cost about 30 % of the run's time
    // (two heavy files on one worker: 228 s traced, 160 s not). A failed journey is run once
    // more with the trace on; failOnFlakyTests keeps a journey that passes only then a failure.
    // E2E_TRACE=on traces every journey when one is being studied.
    trace: process.env.E2E_TRACE === 'on' ? 'on' : 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: serverPorts().map(server),
});
