import { API } from '@kg/contracts';
import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);
/** Known to the tests so they can mint an expired token for a real session (401 → refresh). */
export const E2E_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-0123456789';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: `../.tmp/e2e-results-${E2E_PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
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
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'node e2e/server.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}${API.health.check.path}`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      KG_TEST_MODE: '1',
      JWT_SECRET: E2E_JWT_SECRET,
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      SMS_RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  },
});
