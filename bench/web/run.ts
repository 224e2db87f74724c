/**
 * bench/web: how much JavaScript the first screens load (issue 16). Builds the web app, serves
 * it from the real server (PGlite, demo school) and opens it in headless Chromium:
 *
 * 1. login (cold)   — a new browser opens /login; every script requested until the login form
 *                     shows is counted. Budget: 150 kB gzip.
 * 2. login → 首页   — signing in as admin on that page, until 首页 shows (what the login adds).
 * 3. 首页 (cold)    — a new browser with the saved session opens /indexHome; every script
 *                     requested until the shell and 首页 show. Budget: 350 kB gzip.
 *
 * Not a test: it prints the figures beside the budgets and exits 1 when one is over.
 *
 *   npm run web -w @kg/bench                 # build, then measure
 *   npm run web -w @kg/bench -- --no-build   # measure the existing apps/web/dist
 *   npm run web -w @kg/bench -- --list       # also list every script of each screen
 *   npm run web -w @kg/bench -- --shots DIR  # also screenshot both screens, laptop and phone
 *   npm run web -w @kg/bench -- --dist DIR   # build into (or measure) DIR instead of apps/web/dist
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '@kg/server/src/seed/demo';
import { type Browser, chromium } from 'playwright-core';
import { cleanup, defer, onInterrupt, removeOnExit } from '../pdf/lifecycle';
import { startServer } from './app';
import { recordScripts, type Script, totalGzip } from './scripts';
import { screenshots } from './shots';

const here = import.meta.dirname;
const repoRoot = path.resolve(here, '../..');
/** kB as Vite's build report counts them (1000 bytes). */
const KB = 1000;
const BUDGET = { login: 150 * KB, home: 350 * KB };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const VIEWPORT = { width: 1440, height: 900 };

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
    shots: { type: 'string' },
    dist: { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_WEB_PORT ?? '8121' },
  },
});

type Screen = { name: string; scripts: Script[]; budget?: number };

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** Where the build is: apps/web/dist, or --dist (so a journey run on apps/web/dist is not disturbed). */
const dist = args.dist ? path.resolve(args.dist) : path.join(repoRoot, 'apps/web/dist');

function build() {
  console.log(`building the web app into ${path.relative(repoRoot, dist)} ...`);
  execFileSync('npm', ['run', 'build', '-w', '@kg/web', '--', '--outDir', dist, '--emptyOutDir'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function measure(browser: Browser, base: string): Promise<Screen[]> {
  // 1. A new visitor opens the login page.
  const first = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN' });
  const page = await first.newPage();
  // A build that fails in the browser says why, instead of only timing out.
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  const onLogin = recordScripts(page, dist);
  await page.goto(`${base}/login`);
  await page.getByTestId('login-account').waitFor({ state: 'visible' });
  const login = onLogin.take();

  // 2. ... and signs in; everything requested until 首页 shows is what the login step adds.
  await page.getByTestId('login-account').fill('admin');
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('page-index-home').waitFor({ state: 'visible' });
  const afterLogin = onLogin.take();
  const session = await first.storageState();
  await first.close();

  // 3. A returning person (session stored) opens 首页 in a fresh browser (empty cache).
  const second = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN', storageState: session });
  const again = await second.newPage();
  again.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  const onHome = recordScripts(again, dist);
  await again.goto(`${base}/indexHome`);
  await again.getByTestId('app-shell').waitFor({ state: 'visible' });
  await again.getByTestId('page-index-home').waitFor({ state: 'visible' });
  const home = onHome.take();
  await second.close();

  return [
    { name: 'login page (cold)', scripts: login, budget: BUDGET.login },
    { name: 'shell + 首页 (cold, signed in)', scripts: home, budget: BUDGET.home },
    { name: 'login → 首页 (added by signing in)', scripts: afterLogin },
    { name: 'login page, then 首页 (both steps)', scripts: [...login, ...afterLogin] },
  ];
}

function report(screens: Screen[]): { text: string; over: Screen[] } {
  const lines = [
    '| screen | scripts | raw | gzip | budget (gzip) | |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
  ];
  const over: Screen[] = [];
  for (const s of screens) {
    const gzip = totalGzip(s.scripts);
    const raw = s.scripts.reduce((sum, x) => sum + x.bytes, 0);
    const verdict = s.budget === undefined ? '' : gzip <= s.budget ? 'ok' : '**OVER BUDGET**';
    if (s.budget !== undefined && gzip > s.budget) over.push(s);
    lines.push(
      `| ${s.name} | ${s.scripts.length} | ${kb(raw)} | ${kb(gzip)} | ${s.budget ? kb(s.budget) : '-'} | ${verdict} |`,
    );
  }
  return { text: lines.join('\n'), over };
}

function listing(screens: Screen[]): string {
  return screens
    .slice(0, 3)
    .map((s) => {
      const rows = [...s.scripts]
        .sort((a, b) => b.gzip - a.gzip)
        .map((x) => `  ${kb(x.gzip).padStart(9)}  ${x.file}`);
      return `${s.name}:\n${rows.join('\n')}`;
    })
    .join('\n\n');
}

async function main() {
  onInterrupt();
  if (!args['no-build']) build();
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`no build in ${dist}: run without --no-build`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kg-bench-web-'));
  removeOnExit(dataDir);
  const base = await startServer(dataDir, dist, Number(args.port));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  defer('browser', () => browser.close());

  const screens = await measure(browser, base);
  if (args.shots) await screenshots(browser, base, path.resolve(args.shots));
  const { text, over } = report(screens);
  const note = `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} CPU, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; gzip level 9 of each built file`;
  console.log(`\n${note}\n\n${text}\n`);
  if (args.list) console.log(`${listing(screens)}\n`);
  writeFileSync(path.join(here, 'results.md'), `${note}\n\n${text}\n\n\`\`\`\n${listing(screens)}\n\`\`\`\n`);
  writeFileSync(
    path.join(here, 'results.json'),
    `${JSON.stringify({ note, screens: screens.map((s) => ({ ...s, gzip: totalGzip(s.scripts) })) }, null, 2)}\n`,
  );

  if (over.length > 0) {
    for (const s of over) {
      console.error(`OVER BUDGET: ${s.name} loads ${kb(totalGzip(s.scripts))} gzip, budget ${kb(s.budget!)}`);
    }
    process.exitCode = 1;
  } else {
    console.log('Within budget.');
  }
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
