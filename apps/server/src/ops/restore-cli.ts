import { parseArgs } from 'node:util';
import { redactUrl } from './manifest';
import { findRepoRoot, opsPlaces, userPath } from './paths';
import { runRestore } from './restore';

const HELP = `npm run restore -- <archive.tar.gz> [--data-dir <dir>] [--database-url <url>] [--force]

恢复 Restores a backup of \`npm run backup\` into a fresh data directory (DATA_DIR, default
<repository>/data) and, for a PostgreSQL backup, into an empty database (DATABASE_URL).
Refuses a target that holds anything unless --force. Stop the server first.`;

/** `npm run restore`: the process entry (bundled like the server's main). */
export async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      force: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals.length !== 1) {
    console.log(HELP);
    return values.help ? 0 : 2;
  }
  const places = opsPlaces(
    env,
    { dataDir: values['data-dir'], databaseUrl: values['database-url'] },
    findRepoRoot(import.meta.dirname),
  );
  const archive = userPath(env, positionals[0]!);
  const target = places.databaseUrl
    ? `PostgreSQL ${redactUrl(places.databaseUrl)} + files in ${places.dataDir}`
    : `PGlite in ${places.dataDir}`;
  console.log(`恢复 Restoring ${archive} into ${target} …`);
  const started = Date.now();
  const { manifest } = await runRestore({
    archive,
    dataDir: places.dataDir,
    databaseUrl: places.databaseUrl,
    force: values.force,
  });
  console.log(
    [
      `恢复完成 Restored in ${((Date.now() - started) / 1000).toFixed(1)} s: the backup of ${manifest.createdAt}`,
      `  database ${manifest.database}, migration level ${manifest.migrations.count} (${manifest.migrations.last}), files ${manifest.files.count}`,
      '  Start the server on it (npm start); it applies any newer migrations itself.',
    ].join('\n'),
  );
  return 0;
}

main(process.argv.slice(2), process.env).then(
  (code) => {
    process.exitCode = code;
  },
  (err: Error) => {
    console.error(`\n恢复失败 Restore failed:\n${err.message}\n`);
    process.exitCode = 1;
  },
);
