// Builds the server into apps/server/dist: one ES module per entry point, with @kg/contracts
// bundled in (it ships TypeScript sources) and every npm dependency left as an import, so the
// serving process runs plain JavaScript — no TypeScript compiler or esbuild service at run time.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = import.meta.dirname;
const dist = path.join(serverDir, 'dist');
const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
/**
 * Bundled: the workspace contracts (TypeScript sources) and drizzle-orm, whose 448 small ES
 * modules cost about 2 s and 150 MB of heap at every start when loaded one by one. Every other
 * dependency stays an import from node_modules: native addons and WebAssembly load files beside
 * their modules, CommonJS packages (fastify, pino's transport) read files by __dirname, and zod
 * must stay one instance shared with fastify-type-provider-zod.
 */
const BUNDLED = ['@kg/contracts', 'drizzle-orm'];
const external = Object.keys(pkg.dependencies).filter((name) => !BUNDLED.includes(name));

/** Entry points: the server, the print worker (`npm run worker`), and the operations run beside it (`npm run migrate` / `backup` / `restore` / `files:to-s3`). */
export const SERVER_ENTRIES = [
  'src/main.ts',
  'src/worker.ts',
  'src/ops/migrate-cli.ts',
  'src/ops/backup-cli.ts',
  'src/ops/restore-cli.ts',
  'src/ops/files-to-s3-cli.ts',
];
/**
 * Worker threads, built to the root of dist: the bundles and chunks that start them all sit
 * there too, so `new URL('./x.worker.js', import.meta.url)` finds them.
 */
const WORKER_ENTRIES = [{ in: 'src/modules/pdf/pdf-bundle.worker.ts', out: 'pdf-bundle.worker' }];

export async function buildServer() {
  rmSync(dist, { recursive: true, force: true });
  await build({
    entryPoints: [
      ...SERVER_ENTRIES.map((entry) => path.join(serverDir, entry)),
      ...WORKER_ENTRIES.map((entry) => ({ in: path.join(serverDir, entry.in), out: entry.out })),
    ],
    outdir: dist,
    outbase: path.join(serverDir, 'src'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    // Subpath imports of an external package (drizzle-kit/…, @fastify/…/…) are external too.
    external: [...external, ...external.map((name) => `${name}/*`)],
    sourcemap: true,
    logLevel: 'warning',
  });
  // The migrator reads the SQL files and their journal at run time, beside the bundle
  // (db/client.ts resolves them from its own folder, which is dist/ once bundled).
  cpSync(path.join(serverDir, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
  // The seed's data files (the food composition table), read beside the bundle like the migrations.
  cpSync(path.join(serverDir, 'src/seed/reference'), path.join(dist, 'reference'), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
