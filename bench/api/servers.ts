import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buildApp } from '@kg/server/src/app';
import { type AppConfig, loadConfig } from '@kg/server/src/config';
import type { DbHandle } from '@kg/server/src/db/client';
import { classes, students } from '@kg/server/src/db/schema';
import { DEMO_PASSWORD } from '@kg/server/src/seed/demo';
import { eq } from 'drizzle-orm';
import fastify, { type FastifyInstance } from 'fastify';
import { defer } from './cleanups';
import type { Target } from './rows';

export const HOST = '127.0.0.1';

/** Listens on a free port of 127.0.0.1 and returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: HOST, port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://${HOST}:${address.port}`;
}

export function appConfig(dataDir: string): AppConfig {
  return {
    ...loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
    }),
    host: HOST,
    port: 0,
    loginRateLimitPerMinute: 10_000,
    webDist: path.join(dataDir, 'no-web-build'),
  };
}

/**
 * The ceiling of a database: a bare Fastify app (no plugins, no auth, no schemas) whose one
 * route reads one child by primary key through the same drizzle handle the app uses and
 * answers it as JSON. No app route can do less than this.
 */
export async function startCeiling(
  handle: DbHandle,
  database: string,
  studentId: number,
): Promise<{ target: Target; close: () => Promise<void> }> {
  const bare = fastify({ logger: false });
  bare.get<{ Params: { id: string } }>('/student/:id', async (request) => {
    const [row] = await handle.db
      .select({
        id: students.id,
        name: students.name,
        classId: students.classId,
        birthday: students.birthday,
      })
      .from(students)
      .where(eq(students.id, Number(request.params.id)))
      .limit(1);
    return row ?? null;
  });
  const close = defer(`${database} ceiling app`, () => bare.close());
  const base = await listen(bare);
  const target = {
    name: 'GET /student/:id (bare Fastify, 1 SELECT by id)',
    database,
    url: `${base}/student/${studentId}`,
    ceiling: true,
  };
  const res = await fetch(target.url);
  if (!res.ok || !((await res.json()) as { id?: number } | null)?.id)
    throw new Error(`the ceiling route on ${database} answered ${res.status}`);
  return { target, close };
}

/** 小一班 (the demo's first class, 15 children with records) and one of its children. */
export async function benchSubjects(handle: DbHandle) {
  const [klass] = await handle.db.select({ id: classes.id }).from(classes).where(eq(classes.name, '小一班'));
  if (!klass) throw new Error('the demo school has no 小一班');
  const [child] = await handle.db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.classId, klass.id))
    .limit(1);
  if (!child) throw new Error('小一班 has no children');
  return { classId: klass.id, studentId: child.id };
}

/** Seeds the demo school, starts the real app, logs in as admin; returns the app's targets. */
export async function startRealApp(
  handle: DbHandle,
  database: string,
  dataDir: string,
  classId: number,
): Promise<{ targets: Target[]; close: () => Promise<void> }> {
  const app = await buildApp({ config: appConfig(dataDir), handle, logger: false });
  const close = defer(`${database} app`, () => app.close());
  const base = await listen(app);

  const res = await fetch(`${base}/api/Login/JWTToken5.0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'admin', pass: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { success?: boolean; msg?: string; response?: { token?: string } };
  const token = body.response?.token;
  if (!res.ok || !body.success || !token)
    throw new Error(`login on ${database} failed: ${res.status} ${body.msg}`);
  const headers = { authorization: `Bearer ${token}` };

  const targets: Target[] = [
    { name: 'GET /api/user/getInfoByToken', database, url: `${base}/api/user/getInfoByToken`, headers },
    {
      name: 'GET /api/permission/GetNavigationBar',
      database,
      url: `${base}/api/permission/GetNavigationBar`,
      headers,
    },
    {
      name: "GET GetStudentPage (a class's children, 20 a page)",
      database,
      url: `${base}/api/back/Student/GetStudentPage?ClassId=${classId}&PageIndex=1&PageSize=20`,
      headers,
    },
    {
      name: 'GET GetGrowthClassStudents (growth-record list)',
      database,
      url: `${base}/api/mgd/Eval_Growth/GetGrowthClassStudents?ClassId=${classId}`,
      headers,
    },
  ];
  for (const t of targets) {
    const r = await fetch(t.url, { headers });
    const b = (await r.json()) as { success?: boolean };
    if (!r.ok || !b.success) throw new Error(`${t.name} on ${database} answered ${r.status}`);
  }
  return { targets, close };
}
