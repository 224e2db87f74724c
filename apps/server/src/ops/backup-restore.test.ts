import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { API, pathOf, type TEndpoint, type TStudentRecords, TypeNum } from '@kg/contracts';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateDbName, templateFile, testDatabaseUrl, withDatabase } from '../../test/database';
import { queryOf, testConfig } from '../../test/harness';
import { type App, buildApp } from '../app';
import { type DbHandle, openDatabase } from '../db/client';
import { multipartOf } from '../modules/uploads/test-support';
import { DEMO_PASSWORD } from '../seed/demo';
import { runBackup, ServerRunningError } from './backup';
import { PGLITE_ENTRY } from './manifest';
import { runRestore } from './restore';

/**
 * Issue 16: a backup of a data directory holding a growth record and an uploaded picture,
 * restored into a fresh directory (and, on PostgreSQL, an empty database), serves both back
 * to the app started on it. The run's database decides which kind is tested.
 */
const serverUrl = testDatabaseUrl();
const kind = serverUrl ? 'postgres' : 'pglite';

const root = mkdtempSync(path.join(os.tmpdir(), 'kg-backup-test-'));
const sourceDir = path.join(root, 'source');
const restoredDir = path.join(root, 'restored');
const backups = path.join(root, 'backups');
const scratch = {
  source: `kg_backup_src_${randomBytes(4).toString('hex')}`,
  target: `kg_backup_dst_${randomBytes(4).toString('hex')}`,
};
const sourceUrl = serverUrl && withDatabase(serverUrl, scratch.source);
const targetUrl = serverUrl && withDatabase(serverUrl, scratch.target);

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

type Running = { app: App; handle: DbHandle; call: (e: TEndpoint, input?: unknown) => Promise<Reply> };
type Reply = Awaited<ReturnType<App['inject']>>;
const running: Running[] = [];

/** The app as main.ts starts it on a data directory (and database), signed in as the teacher. */
async function startOn(dataDir: string, databaseUrl: string | undefined) {
  const handle = await openDatabase({ dataDir, databaseUrl });
  const app = await buildApp({ config: testConfig({ dataDir, databaseUrl }), handle, logger: false });
  await app.ready();
  let token = '';
  const headers = () => (token ? { authorization: `Bearer ${token}` } : {});
  const call = (endpoint: TEndpoint, input?: unknown) => {
    const url = pathOf(endpoint, input);
    return endpoint.body
      ? app.inject({ method: endpoint.method, url, payload: input as object, headers: headers() })
      : app.inject({ method: endpoint.method, url, query: queryOf(input), headers: headers() });
  };
  const login = await call(API.auth.login, { name: 'teacher', pass: DEMO_PASSWORD, uID: 0 });
  token = login.json().response.token;
  const r: Running = { app, handle, call };
  running.push(r);
  return { ...r, token };
}

async function stop(r: Running) {
  await r.app.close();
  await r.handle.close();
  running.splice(running.indexOf(r), 1);
}

const ok = (res: Reply) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response;
};

/** What the source holds: a draft record of 王丽's with words and an uploaded picture. */
const saved = { marker: `备份测试 ${randomBytes(4).toString('hex')}`, picture: Buffer.alloc(0), fileUrl: '' };
let record: { moduleId: number; studentId: number };

beforeAll(async () => {
  mkdirSync(sourceDir, { recursive: true });
  if (serverUrl) {
    await admin(`CREATE DATABASE ${scratch.source} TEMPLATE ${templateDbName(serverUrl)}`);
    await admin(`CREATE DATABASE ${scratch.target}`);
  } else {
    // The run's migrated demo school, written out as a data directory on disk.
    const seeded = await PGlite.create(path.join(sourceDir, PGLITE_ENTRY), {
      loadDataDir: new Blob([readFileSync(templateFile)]),
    });
    await seeded.close();
  }
  const source = await startOn(sourceDir, sourceUrl);
  saved.picture = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  const form = await multipartOf({ file: { file: saved.picture, name: 'photo.png', type: 'image/png' } });
  const upload = await source.app.inject({
    method: 'POST',
    url: API.uploads.image.path,
    payload: form.payload,
    headers: { 'content-type': form.contentType, authorization: `Bearer ${source.token}` },
  });
  saved.fileUrl = ok(upload);

  const [klass] = ok(await source.call(API.growthRecords.classes)) as Array<{
    ClassId: number;
    TempId: number;
  }>;
  const { Students } = ok(
    await source.call(API.growthRecords.classStudents, { ClassId: klass!.ClassId, TempId: 0 }),
  );
  const studentId = (Students as Array<{ StudentId: number; Done: number }>).find(
    (c) => c.Done === 0,
  )!.StudentId;
  const list = ok(
    await source.call(API.growthRecords.studentRecords, { StudentId: studentId, TempId: klass!.TempId }),
  ) as TStudentRecords;
  const row = list.List.find((r) => r.Type === TypeNum.plate)!;
  ok(
    await source.call(API.growthRecords.save, {
      TempId: klass!.TempId,
      tempDetailId: row.Id,
      studentId,
      TeacherId: 0,
      type: row.Type,
      answer: JSON.stringify({
        List: [
          { Type: 'text', Content: saved.marker },
          { Type: 'image', Content: saved.fileUrl },
        ],
      }),
      Status: 0,
    }),
  );
  record = { moduleId: row.Id, studentId };
  await stop(source);
});

afterAll(async () => {
  for (const r of [...running]) await stop(r);
  if (serverUrl) {
    await admin(`DROP DATABASE IF EXISTS ${scratch.source} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${scratch.target} WITH (FORCE)`);
  }
  rmSync(root, { recursive: true, force: true });
});

// Seeding, archiving and unpacking a whole data directory twice: minutes on a loaded 2-core machine.
describe(`npm run backup / restore on ${kind} (issue 16)`, { timeout: 120_000 }, () => {
  let archive = '';

  it('restores into a fresh directory: the app started on it serves the record and the picture', async () => {
    const backup = await runBackup({ dataDir: sourceDir, databaseUrl: sourceUrl, out: backups });
    archive = backup.archive;
    expect(path.basename(archive)).toMatch(new RegExp(`^kindergrowth-${kind}-\\d{8}-\\d{6}\\.tar\\.gz$`));
    expect(statSync(archive).mode & 0o077).toBe(0);
    expect(backup.manifest).toMatchObject({ database: kind, files: { count: 1 }, jwtSecret: false });
    expect(backup.manifest.migrations.count).toBeGreaterThan(0);

    await runRestore({ archive, dataDir: restoredDir, databaseUrl: targetUrl });
    const restored = await startOn(restoredDir, targetUrl);
    const detail = ok(
      await restored.call(API.growthRecords.recordDetail, {
        Id: record.moduleId,
        StudentId: record.studentId,
      }),
    );
    expect(JSON.parse(detail.Answer).List).toMatchObject([
      { Type: 'text', Content: saved.marker },
      { Type: 'image', Content: saved.fileUrl },
    ]);
    const file = await restored.app.inject({
      method: 'GET',
      url: saved.fileUrl,
      headers: { authorization: `Bearer ${restored.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(saved.picture)).toBe(true);
    await stop(restored);
  });

  it('refuses to restore over a target that holds data, and replaces it with --force', async () => {
    writeFileSync(path.join(restoredDir, 'files', 'stray.txt'), 'not in the backup');
    await expect(runRestore({ archive, dataDir: restoredDir, databaseUrl: targetUrl })).rejects.toThrow(
      /not empty/,
    );
    await runRestore({ archive, dataDir: restoredDir, databaseUrl: targetUrl, force: true });
    expect(existsSync(path.join(restoredDir, 'files', 'stray.txt'))).toBe(false);
    const again = await startOn(restoredDir, targetUrl);
    const detail = ok(
      await again.call(API.growthRecords.recordDetail, { Id: record.moduleId, StudentId: record.studentId }),
    );
    expect(detail.Answer).toContain(saved.marker);
    await stop(again);
  });

  it.runIf(kind === 'pglite')(
    'PGlite: refuses a backup while a server holds the data directory',
    async () => {
      // A live process other than this one holds the lock: our parent.
      writeFileSync(path.join(sourceDir, 'kindergrowth.lock'), String(process.ppid));
      await expect(runBackup({ dataDir: sourceDir, out: backups })).rejects.toThrow(ServerRunningError);
      rmSync(path.join(sourceDir, 'kindergrowth.lock'));
    },
  );
});
