/**
 * The real app for the PDF benchmark: buildApp on PGlite in a temp data dir with the demo
 * school, its drawn portraits, and the benchmark's own classes, listening on a free port.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buildApp } from '@kg/server/src/app';
import { loadConfig } from '@kg/server/src/config';
import { openDatabase } from '@kg/server/src/db/client';
import { classes, schools, students } from '@kg/server/src/db/schema';
import { diskFileStore } from '@kg/server/src/modules/uploads/file-store';
import { DEMO_PASSWORD, DEMO_SCHOOL, seedDemo } from '@kg/server/src/seed/demo';
import { seedDemoPhotos } from '@kg/server/src/seed/demo-photos';
import { factories } from '@kg/server/src/seed/factories';
import { childName, dateBetween, prng } from '@kg/server/src/seed/names';
import { and, eq, inArray } from 'drizzle-orm';
import { defer } from './lifecycle';

const HOST = '127.0.0.1';
/** 大班 birthdays, as the demo seeds them */
const BORN = ['2020-09-01', '2021-08-31'] as const;

export type BenchApp = Awaited<ReturnType<typeof startApp>>;

/** Seeds, builds and starts the app; every step registers its own undo. */
export async function startApp(dataDir: string, webDist: string) {
  const handle = await openDatabase({ dataDir });
  defer('PGlite', () => handle.close());
  const db = handle.db;
  await seedDemo(db);
  const store = diskFileStore(dataDir);

  const [school] = await db.select().from(schools).where(eq(schools.name, DEMO_SCHOOL));
  const [model] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.schoolId, school!.id), eq(classes.name, '大一班')));
  const f = factories(db);
  const rand = prng(20261121);
  let sort = 100;

  /** A class of 大班 in the demo school's current year. */
  const addClass = (name: string) =>
    f.klass({
      schoolId: school!.id,
      studyYearId: model!.studyYearId,
      gradeId: model!.gradeId,
      name,
      sort: ++sort,
    });

  /** `count` children in a class, each given a drawn portrait JPEG in the file store. */
  async function addChildren(classId: number, count: number) {
    await f.students(
      Array.from({ length: count }, () => {
        const gender = (rand() < 0.5 ? 1 : 2) as 1 | 2;
        return {
          schoolId: school!.id,
          classId,
          name: childName(rand, gender),
          gender,
          birthday: dateBetween(rand, BORN[0], BORN[1]),
        };
      }),
    );
    // Only children without a photo get one: the demo's own already have theirs.
    await seedDemoPhotos(db, store);
  }

  /** Moves the class's last `count` children to `spareClassId` (no deletes: other rows may point at them). */
  async function moveChildren(classId: number, spareClassId: number, count: number) {
    const rows = await db.select({ id: students.id }).from(students).where(eq(students.classId, classId));
    const ids = rows.map((r) => r.id).slice(-count);
    if (ids.length) await db.update(students).set({ classId: spareClassId }).where(inArray(students.id, ids));
  }

  /** The children's names of a class, as the report prints them. */
  async function childNames(classId: number): Promise<string[]> {
    const rows = await db.select({ name: students.name }).from(students).where(eq(students.classId, classId));
    return rows.map((r) => r.name);
  }

  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
    }),
    host: HOST,
    port: 0,
    loginRateLimitPerMinute: 10_000,
    webDist,
  };
  const app = await buildApp({ config, handle, logger: false });
  defer('app', () => app.close());
  await app.listen({ host: HOST, port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  const base = `http://${HOST}:${address.port}`;

  return { app, base, db, config, addClass, addChildren, moveChildren, childNames };
}

export type Envelope<T> = { success: boolean; msg: string; response: T };

/** The API as a signed-in person: JSON calls through the envelope, and file downloads. */
export async function signIn(base: string, name = 'admin') {
  const res = await fetch(`${base}/api/Login/JWTToken5.0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, pass: DEMO_PASSWORD, Code: '', Type: 1, uID: 0 }),
  });
  const body = (await res.json()) as Envelope<{ token: string }>;
  if (!res.ok || !body.success) throw new Error(`login failed: ${res.status} ${body.msg}`);
  const headers = { authorization: `Bearer ${body.response.token}` };

  async function call<T>(method: 'GET' | 'POST', pathAndQuery: string, data?: unknown): Promise<T> {
    const r = await fetch(`${base}${pathAndQuery}`, {
      method,
      headers: data === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: data === undefined ? undefined : JSON.stringify(data),
    });
    const b = (await r.json()) as Envelope<T>;
    if (!r.ok || !b.success) throw new Error(`${method} ${pathAndQuery}: ${r.status} ${b.msg}`);
    return b.response;
  }
  async function download(filePath: string): Promise<Buffer> {
    const r = await fetch(`${base}${filePath}`, { headers });
    if (!r.ok) throw new Error(`GET ${filePath}: ${r.status}`);
    return Buffer.from(await r.arrayBuffer());
  }
  return { call, download, token: body.response.token };
}

export const webDistOf = (repoRoot: string) => path.join(repoRoot, 'apps/web/dist');
