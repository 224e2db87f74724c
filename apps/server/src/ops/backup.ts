import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import pkg from '../../package.json' with { type: 'json' };
import { acquireDataDirLock, DataDirLockedError } from '../db/lock';
import { migrationLevel, pgConnection, pgTool, settlePglite, withPg } from './database';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  backupFileName,
  FILES_ENTRY,
  JWT_SECRET_ENTRY,
  MANIFEST_NAME,
  PG_DUMP_ENTRY,
  PGLITE_ENTRY,
  pgDumpProblem,
  type TManifest,
} from './manifest';

export type TBackupOptions = {
  dataDir: string;
  /** PostgreSQL: dumped with pg_dump; without it, the PGlite under dataDir */
  databaseUrl?: string;
  /** a folder (the archive gets a dated name in it) or an archive path ending in .tar.gz */
  out: string;
  now?: Date;
};

/** Said when a live server holds a PGlite data directory. */
export class ServerRunningError extends Error {
  constructor(cause: DataDirLockedError) {
    super(
      '服务器正在使用这个数据目录。PGlite 一次只允许一个进程打开数据, 备份需要先停止服务 (几秒钟), 之后再启动;\n' +
        '不停机的备份请使用 PostgreSQL (DATABASE_URL, pg_dump)。\n' +
        'The server is running on this data directory. PGlite lets one process open its files at a time, so a\n' +
        'PGlite backup is taken with the server stopped: stop it, run the backup, start it again (a few seconds).\n' +
        'For backups without stopping, run on PostgreSQL (DATABASE_URL), which is dumped live with pg_dump.\n' +
        `(${cause.message})`,
    );
    this.name = 'ServerRunningError';
  }
}

/** Files under a folder and their total size (none when it does not exist). */
function filesSummary(dir: string): { count: number; bytes: number } {
  if (!existsSync(dir)) return { count: 0, bytes: 0 };
  let count = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    count++;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { count, bytes };
}

function archivePathOf(out: string, kind: TManifest['database'], now: Date): string {
  return /\.(tar\.gz|tgz)$/.test(out) ? out : path.join(out, backupFileName(kind, now));
}

/**
 * Writes one archive with the database, the uploaded files and a manifest (see manifest.ts).
 * PGlite: refuses while a server holds the data directory, and holds its lock itself while
 * it copies, so the server cannot start half-way. PostgreSQL: pg_dump's snapshot of the
 * live database, then the files (a file is written before the row that points at it, so
 * every file the dump names is complete).
 */
export async function runBackup(o: TBackupOptions): Promise<{ archive: string; manifest: TManifest }> {
  const kind = o.databaseUrl ? 'postgres' : 'pglite';
  const now = o.now ?? new Date();
  const archive = archivePathOf(o.out, kind, now);
  if (existsSync(archive)) throw new Error(`备份文件已存在 The archive already exists: ${archive}`);
  const filesDir = path.join(o.dataDir, FILES_ENTRY);
  const secretFile = path.join(o.dataDir, JWT_SECRET_ENTRY);
  const stage = await mkdtemp(path.join(os.tmpdir(), 'kg-backup-'));
  let release = () => {};
  try {
    let manifestDb: Pick<TManifest, 'database' | 'migrations' | 'postgres'>;
    if (o.databaseUrl) {
      const url = o.databaseUrl;
      const { server, migrations } = await withPg(url, async (q) => ({
        server: String((await q('SHOW server_version')).rows[0]?.server_version ?? ''),
        migrations: await migrationLevel(q),
      }));
      const pgDump = (await pgTool('pg_dump', ['--version'])).trim().replace(/^pg_dump \(PostgreSQL\) /, '');
      const problem = pgDumpProblem(pgDump, server);
      if (problem) throw new Error(problem);
      const conn = pgConnection(url);
      await pgTool(
        'pg_dump',
        ['--format=custom', `--file=${path.join(stage, PG_DUMP_ENTRY)}`, `--dbname=${conn.dbname}`],
        conn.env,
      );
      manifestDb = { database: 'postgres', migrations, postgres: { server, pgDump } };
    } else {
      const pgliteDir = path.join(o.dataDir, PGLITE_ENTRY);
      if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
        throw new Error(`这里没有 PGlite 数据库 No PGlite database in ${o.dataDir} (expected ${pgliteDir})`);
      }
      try {
        release = acquireDataDirLock(o.dataDir);
      } catch (err) {
        if (err instanceof DataDirLockedError) throw new ServerRunningError(err);
        throw err;
      }
      const migrations = await settlePglite(pgliteDir);
      await symlink(pgliteDir, path.join(stage, PGLITE_ENTRY));
      manifestDb = { database: 'pglite', migrations };
    }
    const entries = [MANIFEST_NAME, manifestDb.database === 'pglite' ? PGLITE_ENTRY : PG_DUMP_ENTRY];
    if (existsSync(filesDir)) {
      await symlink(filesDir, path.join(stage, FILES_ENTRY));
      entries.push(FILES_ENTRY);
    }
    const jwtSecret = existsSync(secretFile);
    if (jwtSecret) {
      await symlink(secretFile, path.join(stage, JWT_SECRET_ENTRY));
      entries.push(JWT_SECRET_ENTRY);
    }
    const manifest: TManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: pkg.version,
      createdAt: now.toISOString(),
      ...manifestDb,
      files: filesSummary(filesDir),
      jwtSecret,
      node: process.version,
    };
    await writeFile(path.join(stage, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(path.dirname(archive), { recursive: true });
    // Written under another name first: an interrupted backup never looks like a finished one.
    const partial = `${archive}.partial`;
    // Only the owner may read it: it holds the school's data and the signing key.
    await writeFile(partial, '', { mode: 0o600 });
    // follow: the stage links to the data; the archive holds the files themselves.
    try {
      await tar.c({ gzip: true, file: partial, cwd: stage, follow: true, portable: true }, entries);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
    await rename(partial, archive);
    return { archive, manifest };
  } finally {
    release();
    await rm(stage, { recursive: true, force: true });
  }
}
