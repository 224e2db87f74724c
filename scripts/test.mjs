// `npm test`: every check, in order — lint, types, web unit tests, web build, API tests on PGlite,
// API tests on PostgreSQL (when TEST_DATABASE_URL or DATABASE_URL is set), browser tests.
import { ensureInstalled, ensureWebBuilt, run } from './setup.mjs';

ensureInstalled();

const pgUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const steps = [
  ['lint (biome)', 'npx', ['biome', 'ci', '.']],
  ['types (tsc)', 'npm', ['run', 'typecheck']],
  ['web unit tests', 'npx', ['vitest', 'run', '--root', 'apps/web']],
  // The PDF tests print the real report pages, so the web is built before the API tests.
  ['web build', null, null],
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

let passed = 0;
for (const [name, cmd, args, env] of steps) {
  console.log(`\n━━ ${name} ━━`);
  if (cmd === null) ensureWebBuilt({ force: true });
  else run(cmd, args, { env });
  passed += 1;
}
console.log(`\nsteps: ${passed} passed, 0 failed`);
