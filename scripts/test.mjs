// `npm test`: every check, in order — lint, types, web unit tests, web build, API tests on PGlite,
// API tests on PostgreSQL (when TEST_DATABASE_URL or DATABASE_URL is set), browser tests.
import { ensureInstalled, ensureProjectNode, ensureServerBuilt, ensureWebBuilt, run } from './setup.mjs';

await ensureProjectNode();
const installStarted = Date.now();
ensureInstalled();
const installMs = Date.now() - installStarted;

const pgUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const steps = [
  ['lint (biome)', 'npx', ['biome', 'ci', '.']],
  ['types (tsc)', 'npm', ['run', 'typecheck']],
  ['web unit tests', 'npx', ['vitest', 'run', '--root', 'apps/web']],
  // The PDF tests print the real report pages, so the web is built before the API tests.
  ['web build', () => ensureWebBuilt({ force: true })],
  // The browser tests run the compiled server, as `npm start` does.
  ['server build', () => ensureServerBuilt({ force: true })],
  [
    'API tests on PGlite',
    'npx',
    ['vitest', 'run', '--root', 'apps/server'],
    { TEST_DATABASE_URL: '', DATABASE_URL: '' },
  ],
];
if (pgUrl) {
  steps.push([
    'API tests on PostgreSQL',
    'npx',
    ['vitest', 'run', '--root', 'apps/server'],
    { TEST_DATABASE_URL: pgUrl },
  ]);
} else {
  console.log('› TEST_DATABASE_URL is not set: API tests run on PGlite only.');
}
steps.push([
  'browser tests (Chromium)',
  'npx',
  ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
  { DATABASE_URL: '' },
]);

// Each stage's wall time is printed as it ends and again in a table at the end, so a slow
// stage shows in the CI log (issue 16: the whole run must stay under 25 minutes).
const started = Date.now();
const times = [['install (when needed)', installMs]];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const printTimes = () => {
  console.log('\nstage times:');
  for (const [name, ms] of times) console.log(`  ${seconds(ms).padStart(8)}  ${name}`);
  console.log(`  ${seconds(Date.now() - started).padStart(8)}  total (node ${process.version})`);
};
process.on('exit', (code) => {
  if (code !== 0) printTimes();
});

for (const [name, cmd, args, env] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const t0 = Date.now();
  if (typeof cmd === 'function') cmd();
  else run(cmd, args, { env });
  times.push([name, Date.now() - t0]);
  console.log(`━━ ${name}: ${seconds(Date.now() - t0)}`);
}
printTimes();
console.log(`\nsteps: ${times.length - 1} passed, 0 failed`);
