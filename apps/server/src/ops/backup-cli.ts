import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { runBackup } from './backup';
import { redactUrl, sizeText } from './manifest';
import { findRepoRoot, opsPlaces, userPath } from './paths';

const HELP = `npm run backup [-- --out <folder | file.tar.gz>] [--data-dir <dir>] [--database-url <url>]

备份 Backs up the database and the uploaded files into one dated .tar.gz archive
(default folder: <repository>/backups). Reads DATA_DIR and DATABASE_URL like the server.
  PGlite (no DATABASE_URL): a snapshot of DATA_DIR/pglite, taken with the server stopped.
  PostgreSQL: pg_dump --format=custom of the live database.`;

/** `npm run backup`: the process entry (bundled like the server's main). */
export async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      out: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const places = opsPlaces(
    env,
    { dataDir: values['data-dir'], databaseUrl: values['database-url'] },
    findRepoRoot(import.meta.dirname),
  );
  const source = places.databaseUrl
    ? `PostgreSQL ${redactUrl(places.databaseUrl)}`
    : `PGlite in ${places.dataDir}`;
  console.log(`备份 Backing up ${source} (files: ${places.dataDir}/files) …`);
  const started = Date.now();
  const { archive, manifest } = await runBackup({
    dataDir: places.dataDir,
    databaseUrl: places.databaseUrl,
    out: values.out ? userPath(env, values.out) : places.backupsDir,
  });
  console.log(
    [
      `备份完成 Backup written in ${((Date.now() - started) / 1000).toFixed(1)} s: ${archive}`,
      `  database ${manifest.database}, migration level ${manifest.migrations.count} (${manifest.migrations.last})`,
      `  files ${manifest.files.count} (${sizeText(manifest.files.bytes)}), archive ${sizeText((await stat(archive)).size)}`,
      '  The archive holds all the school data and the signing key: keep it as safe as the server.',
      '  归档包含全部数据和签名密钥, 请妥善保管。',
    ].join('\n'),
  );
  // With S3_ settings the uploads live in the bucket, not in DATA_DIR/files (issue 21).
  if (env.S3_BUCKET)
    console.log(
      `注意 The uploaded files are in bucket ${env.S3_BUCKET} (S3_ settings), not in this archive: keep them with the bucket's own versioning or replication.`,
    );
  return 0;
}

main(process.argv.slice(2), process.env).then(
  (code) => {
    process.exitCode = code;
  },
  (err: Error) => {
    console.error(`\n备份失败 Backup failed:\n${err.message}\n`);
    process.exitCode = 1;
  },
);
