import { z } from 'zod';

/**
 * What a backup archive holds (issue 16), beside its `manifest.json`:
 * - `pglite/`: the PGlite data directory, taken with the server stopped (PGlite), or
 *   `database.dump`: `pg_dump --format=custom` of the database (PostgreSQL);
 * - `files/`: the uploaded files (DATA_DIR/files);
 * - `jwt-secret`: the generated signing key, when the server made one (so sessions survive).
 */
export const BACKUP_FORMAT = 'kindergrowth-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const PGLITE_ENTRY = 'pglite';
export const PG_DUMP_ENTRY = 'database.dump';
export const FILES_ENTRY = 'files';
export const JWT_SECRET_ENTRY = 'jwt-secret';

export const ZMigrationLevel = z.object({
  /** migrations applied (rows of drizzle.__drizzle_migrations) */
  count: z.number().int().min(0),
  /** the journal tag of the last one, '' when none or unknown */
  last: z.string(),
});
export type TMigrationLevel = z.infer<typeof ZMigrationLevel>;

export const ZManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  appVersion: z.string(),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  migrations: ZMigrationLevel,
  /** PostgreSQL only: the server's and pg_dump's versions */
  postgres: z.object({ server: z.string(), pgDump: z.string() }).optional(),
  files: z.object({ count: z.number().int().min(0), bytes: z.number().int().min(0) }),
  jwtSecret: z.boolean(),
  node: z.string(),
});
export type TManifest = z.infer<typeof ZManifest>;
export type TDatabaseKind = TManifest['database'];

type TJournal = { entries: ReadonlyArray<{ when: number; tag: string }> };

/** The level from the applied rows: drizzle stores each migration's journal `when` as created_at. */
export function migrationLevelOf(journal: TJournal, applied: ReadonlyArray<{ created_at: unknown }>) {
  const lastWhen = applied.reduce((max, row) => Math.max(max, Number(row.created_at)), 0);
  return {
    count: applied.length,
    last: journal.entries.find((e) => e.when === lastWhen)?.tag ?? '',
  } satisfies TMigrationLevel;
}

/** `kindergrowth-pglite-20261126-084000.tar.gz`: the kind and the UTC time, sortable by name. */
export function backupFileName(kind: TDatabaseKind, at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `kindergrowth-${kind}-${stamp}.tar.gz`;
}

/**
 * Why this archive cannot be restored here, or null. `target` is the database the restore
 * would fill; `codeMigrations` how many migrations this version of the server knows.
 */
export function restoreProblem(
  manifest: TManifest,
  target: TDatabaseKind,
  codeMigrations: number,
): string | null {
  if (manifest.database !== target) {
    return manifest.database === 'postgres'
      ? '这是 PostgreSQL 备份: 请用 DATABASE_URL (或 --database-url) 指定一个空的目标数据库。\n' +
          'This is a PostgreSQL backup: name an empty target database with DATABASE_URL (or --database-url).'
      : '这是 PGlite 备份, 但设置了 DATABASE_URL: 请去掉它, 恢复到一个新的数据目录。\n' +
          'This is a PGlite backup but DATABASE_URL is set: unset it and restore into a fresh data directory.';
  }
  if (manifest.migrations.count > codeMigrations) {
    return (
      `备份来自更新的版本 (迁移 ${manifest.migrations.count} > ${codeMigrations}): 请先升级程序。\n` +
      `The backup comes from a newer version (migration level ${manifest.migrations.count} ` +
      `${manifest.migrations.last}, this server knows ${codeMigrations}): upgrade the server first.`
    );
  }
  return null;
}

/** A connection string fit for a message: the password replaced. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(DATABASE_URL)';
  }
}

/** The major version of a `pg_dump --version` line or a server_version: "15.20 (Debian…)" → 15. */
export function majorOf(version: string): number {
  const m = /(\d+)(?:\.\d+)?/.exec(version);
  return m ? Number(m[1]) : Number.NaN;
}

/** pg_dump dumps servers of its own major version or older only: say so before it fails. */
export function pgDumpProblem(pgDumpVersion: string, serverVersion: string): string | null {
  const tool = majorOf(pgDumpVersion);
  const server = majorOf(serverVersion);
  if (!(tool >= server)) {
    return (
      `pg_dump ${pgDumpVersion} 比服务器 ${serverVersion} 旧: 请安装同一主版本的 postgresql-client。\n` +
      `pg_dump ${pgDumpVersion} is older than the server ${serverVersion}: install the postgresql-client ` +
      `of the server's major version (or put it first on PATH).`
    );
  }
  return null;
}

/** Bytes as people read them. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
