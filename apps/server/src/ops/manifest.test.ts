import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_MIGRATIONS, pgConnection } from './database';
import {
  BACKUP_FORMAT,
  backupFileName,
  majorOf,
  migrationLevelOf,
  pgDumpProblem,
  redactUrl,
  restoreProblem,
  type TManifest,
} from './manifest';
import { contentOf, findRepoRoot, opsPlaces } from './paths';

const manifest = (over: Partial<TManifest> = {}): TManifest => ({
  format: BACKUP_FORMAT,
  formatVersion: 1,
  appVersion: '0.1.0',
  createdAt: '2026-11-26T08:40:00.000Z',
  database: 'pglite',
  migrations: { count: 3, last: '0002_c' },
  files: { count: 0, bytes: 0 },
  jwtSecret: true,
  node: 'v24.21.0',
  ...over,
});

describe('backup helpers (issue 16)', () => {
  it('names an archive by its kind and UTC time, sortable', () => {
    expect(backupFileName('pglite', new Date('2026-11-26T08:04:05.678Z'))).toBe(
      'kindergrowth-pglite-20261126-080405.tar.gz',
    );
    expect(backupFileName('postgres', new Date('2027-01-02T23:59:59Z'))).toBe(
      'kindergrowth-postgres-20270102-235959.tar.gz',
    );
  });

  it('reads the migration level from drizzle’s rows and names the last one from the journal', () => {
    const journal = {
      entries: [
        { when: 100, tag: '0000_a' },
        { when: 200, tag: '0001_b' },
        { when: 300, tag: '0002_c' },
      ],
    };
    // PostgreSQL answers bigint created_at as a string.
    expect(migrationLevelOf(journal, [{ created_at: '100' }, { created_at: '200' }])).toEqual({
      count: 2,
      last: '0001_b',
    });
    expect(migrationLevelOf(journal, [])).toEqual({ count: 0, last: '' });
    expect(CODE_MIGRATIONS).toBeGreaterThanOrEqual(8);
  });

  it('refuses a restore into the other kind of database or from a newer version', () => {
    expect(restoreProblem(manifest(), 'pglite', 3)).toBeNull();
    expect(restoreProblem(manifest(), 'pglite', 9)).toBeNull();
    expect(restoreProblem(manifest(), 'postgres', 3)).toMatch(/PGlite backup but DATABASE_URL is set/);
    expect(restoreProblem(manifest({ database: 'postgres' }), 'pglite', 3)).toMatch(
      /PostgreSQL backup: name an empty target database/,
    );
    expect(restoreProblem(manifest(), 'pglite', 2)).toMatch(/newer version .*upgrade the server first/s);
  });

  it('checks pg_dump against the server’s major version', () => {
    expect(majorOf('15.20 (Debian 15.20-0+deb12u1)')).toBe(15);
    expect(majorOf('16beta1')).toBe(16);
    expect(pgDumpProblem('15.20 (Debian 15.20-0+deb12u1)', '15.4')).toBeNull();
    expect(pgDumpProblem('17.2', '15.4')).toBeNull();
    expect(pgDumpProblem('14.9', '15.4')).toMatch(/older than the server 15\.4/);
    expect(pgDumpProblem('garbage', '15.4')).not.toBeNull();
  });

  it('keeps passwords out of messages and out of the process list', () => {
    expect(redactUrl('postgres://kg:s3cret@db:5432/kg')).toBe('postgres://kg:***@db:5432/kg');
    expect(redactUrl('postgres://kg@db/kg')).toBe('postgres://kg@db/kg');
    expect(pgConnection('postgres://kg:p%40ss@db:5432/kg')).toEqual({
      dbname: 'postgres://kg@db:5432/kg',
      env: { PGPASSWORD: 'p@ss' },
    });
    expect(pgConnection('postgres://kg@db/kg').env).toEqual({});
  });

  it('finds the places like the server and npm start: DATA_DIR from where the user typed it, else <repo>/data', () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'kg-ops-'));
    writeFileSync(path.join(repo, 'package.json'), JSON.stringify({ workspaces: ['apps/*'] }));
    mkdirSync(path.join(repo, 'apps/server/dist'), { recursive: true });
    writeFileSync(path.join(repo, 'apps/server/package.json'), JSON.stringify({ name: '@kg/server' }));
    expect(findRepoRoot(path.join(repo, 'apps/server/dist'))).toBe(repo);

    expect(opsPlaces({ INIT_CWD: '/home/u' }, {}, repo)).toEqual({
      dataDir: path.join(repo, 'data'),
      databaseUrl: undefined,
      backupsDir: path.join(repo, 'backups'),
    });
    expect(opsPlaces({ INIT_CWD: '/home/u', DATA_DIR: 'kg-data', DATABASE_URL: '' }, {}, repo).dataDir).toBe(
      '/home/u/kg-data',
    );
    const flagged = opsPlaces(
      { DATA_DIR: '/srv/a', DATABASE_URL: 'postgres://x/a' },
      { dataDir: '/srv/b', databaseUrl: 'postgres://x/b' },
      repo,
    );
    expect(flagged).toMatchObject({ dataDir: '/srv/b', databaseUrl: 'postgres://x/b' });
    expect(contentOf(path.join(repo, 'missing'))).toEqual([]);
    expect(contentOf(repo).sort()).toEqual(['apps', 'package.json']);
  });
});
