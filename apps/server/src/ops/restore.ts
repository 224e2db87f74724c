import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { acquireDataDirLock, DataDirLockedError } from '../db/lock';
import {
  CODE_MIGRATIONS,
  migrationLevel,
  pgConnection,
  pgTool,
  settlePglite,
  userRelationCount,
  withPg,
} from './database';
import {
  FILES_ENTRY,
  JWT_SECRET_ENTRY,
  MANIFEST_NAME,
  PG_DUMP_ENTRY,
  PGLITE_ENTRY,
  redactUrl,
  restoreProblem,
  type TManifest,
  type TMigrationLevel,
  ZManifest,
} from './manifest';
import { contentOf } from './paths';

export type TRestoreOptions = {
  archive: string;
  /** the data directory to fill (the PGlite database and the uploaded files go here) */
  dataDir: string;
  /** PostgreSQL: the (empty) database pg_restore fills */
  databaseUrl?: string;
  /** replace what the target holds instead of refusing */
  force?: boolean;
};

const FORCE_HINT = 'Add --force to replace it (加 --force 覆盖).';

/** Refuses a target that holds something, unless --force. */
async function checkTarget(o: TRestoreOptions) {
  const present = contentOf(o.dataDir);
  if (present.length && !o.force) {
    throw new Error(
      `目标数据目录不是空的 The target data directory is not empty: ${o.dataDir} ` +
        `(${present.slice(0, 5).join(', ')}${present.length > 5 ? ', …' : ''}). ${FORCE_HINT}`,
    );
  }
  if (o.databaseUrl && !o.force) {
    const n = await withPg(o.databaseUrl, userRelationCount);
    if (n > 0) {
      throw new Error(
        `目标数据库不是空的 The target database is not empty: ${redactUrl(o.databaseUrl)} ` +
          `(${n} tables, sequences or views). Restore into a new, empty database. ${FORCE_HINT}`,
      );
    }
  }
}

function manifestOf(text: string | undefined): TManifest {
  let parsed: ReturnType<typeof ZManifest.safeParse> | undefined;
  try {
    parsed = text === undefined ? undefined : ZManifest.safeParse(JSON.parse(text));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success) {
    throw new Error(`这不是 KinderGrowth 备份 Not a KinderGrowth backup (no valid ${MANIFEST_NAME})`);
  }
  return parsed.data;
}

/** The manifest read from the archive without unpacking it: the checks come before any work. */
async function peekManifest(archive: string): Promise<TManifest> {
  const chunks: Buffer[] = [];
  let found = false;
  await tar.t({
    file: archive,
    filter: (p) => p === MANIFEST_NAME,
    onReadEntry: (entry) => {
      found = true;
      entry.on('data', (c: Buffer) => chunks.push(c));
    },
  });
  return manifestOf(found ? Buffer.concat(chunks).toString('utf8') : undefined);
}

function sameLevel(found: TMigrationLevel, manifest: TManifest) {
  if (found.count !== manifest.migrations.count) {
    throw new Error(
      `恢复的数据库与清单不符 The restored database does not match the manifest: migration level ` +
        `${found.count}, the manifest says ${manifest.migrations.count}`,
    );
  }
}

/**
 * Restores an archive of runBackup: the database (PGlite: into <dataDir>/pglite; PostgreSQL:
 * pg_restore into the empty database) and the uploaded files into <dataDir>/files. Everything
 * is unpacked beside the target and checked first (the manifest, the migration level, that
 * the database opens), then moved into place, so a failed restore leaves the target as it was.
 */
export async function runRestore(o: TRestoreOptions): Promise<{ manifest: TManifest }> {
  if (!existsSync(o.archive)) throw new Error(`找不到备份文件 No such archive: ${o.archive}`);
  const manifest = await peekManifest(o.archive);
  const problem = restoreProblem(manifest, o.databaseUrl ? 'postgres' : 'pglite', CODE_MIGRATIONS);
  if (problem) throw new Error(problem);
  await checkTarget(o);
  let release = () => {};
  try {
    release = acquireDataDirLock(o.dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      throw new Error(
        `服务器正在使用目标目录, 请先停止 The server is running on the target: stop it first.\n${err.message}`,
      );
    }
    throw err;
  }
  const parent = path.dirname(path.resolve(o.dataDir));
  await mkdir(parent, { recursive: true });
  // Beside the target, so the final moves are renames on one file system.
  const stage = await mkdtemp(path.join(parent, `.${path.basename(o.dataDir)}.restore-`));
  try {
    await tar.x({ file: o.archive, cwd: stage, strict: true });

    const moves = [FILES_ENTRY, JWT_SECRET_ENTRY];
    if (o.databaseUrl) {
      const conn = pgConnection(o.databaseUrl);
      await pgTool(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          ...(o.force ? ['--clean', '--if-exists'] : []),
          `--dbname=${conn.dbname}`,
          path.join(stage, PG_DUMP_ENTRY),
        ],
        conn.env,
      );
      sameLevel(await withPg(o.databaseUrl, migrationLevel), manifest);
    } else {
      sameLevel(await settlePglite(path.join(stage, PGLITE_ENTRY)), manifest);
      moves.unshift(PGLITE_ENTRY);
    }
    for (const entry of moves) {
      const target = path.join(o.dataDir, entry);
      // The restored state is the backup's: with --force, what it does not hold goes too.
      if (o.force) await rm(target, { recursive: true, force: true });
      if (existsSync(path.join(stage, entry))) await rename(path.join(stage, entry), target);
    }
    return { manifest };
  } finally {
    await rm(stage, { recursive: true, force: true });
    release();
  }
}
