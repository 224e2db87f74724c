/**
 * The scaled-out installation on loopback: a database of its own on the machine's PostgreSQL,
 * s3rver, `npm run migrate` once, 2 app instances and 2 print workers (JOB_QUEUE=postgres).
 */
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { startS3Server } from '../../apps/server/test/s3-server-start';
import { freePort, logDir, type Proc, spawnEntry, stopAll, waitReady } from './processes';
import { check } from './results';

export type TCluster = Awaited<ReturnType<typeof startCluster>>;

export async function startCluster(opts: { pgUrl: string; leaseSeconds: number; loginLimit: number }) {
  const admin = new pg.Client({ connectionString: opts.pgUrl });
  await admin.connect();
  const dbName = `kg_bench_scale_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(opts.pgUrl);
  dbUrl.pathname = `/${dbName}`;
  const s3 = await startS3Server();
  // s3rver's one account, as the test server's config names it.
  const credentials = s3.config.credentials ?? { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  const close = async () => {
    await stopAll();
    await db.end().catch(() => {});
    await s3.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    console.log(`logs: ${logDir}`);
  };

  const base1 = `http://127.0.0.1:${await freePort()}`;
  const base2 = `http://127.0.0.1:${await freePort()}`;
  const dataDir = path.join(logDir, 'data');
  const shared = {
    DATABASE_URL: dbUrl.toString(),
    JOB_QUEUE: 'postgres',
    JOB_LEASE_SECONDS: String(opts.leaseSeconds),
    JWT_SECRET: 'bench-scale-secret-bench-scale-secret-0123',
    S3_ENDPOINT: s3.config.endpoint ?? '',
    S3_BUCKET: s3.config.bucket,
    S3_REGION: s3.config.region,
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    LOGIN_RATE_LIMIT_PER_MINUTE: String(opts.loginLimit),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    MIGRATE_ON_START: 'false',
  };
  const app = (n: 1 | 2, base: string, env: Record<string, string> = {}) =>
    spawnEntry(`app${n}`, 'main.js', { ...shared, PORT: new URL(base).port, INSTANCE_ID: `app${n}`, ...env });
  // Each worker's print browser opens its pages at one instance: either can check the other's tokens.
  const worker = (name: string, origin: string): Proc =>
    spawnEntry(name, 'worker.js', {
      ...shared,
      INSTANCE_ID: name.replace(/\d+$/, ''),
      PDF_RENDER_ORIGIN: origin,
      PDF_CONCURRENCY: '2',
    });

  const bucket = new S3Client({
    endpoint: s3.config.endpoint,
    region: s3.config.region,
    credentials,
    forcePathStyle: true,
  });
  const inBucket = async (key: string) => {
    try {
      await bucket.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key }));
      return true;
    } catch {
      return false;
    }
  };

  try {
    // Migrations once, then instance 1 seeds the demo school; instance 2 and the workers join it.
    let t = performance.now();
    const migrate = spawnEntry('migrate', 'ops/migrate-cli.js', shared);
    await migrate.exited;
    check('npm run migrate applies the migrations once and exits 0', migrate.child.exitCode === 0);
    const migrateMs = performance.now() - t;
    t = performance.now();
    const app1ReadyMs = await waitReady(base1, app(1, base1));
    const app2ReadyMs = await waitReady(base2, app(2, base2, { SEED_DEMO: '0' }));
    const workerA = worker('worker-a', base1);
    worker('worker-b', base2);
    await db.connect();
    return {
      base1,
      base2,
      db,
      dataDir,
      inBucket,
      workerA,
      /** starts worker-a again (after its SIGKILL) */
      restartWorkerA: () => worker('worker-a2', base1),
      times: { migrateMs, app1ReadyMs, app2ReadyMs },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
