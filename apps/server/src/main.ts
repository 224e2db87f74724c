import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { exitOnSignals } from './lib/shutdown';
import { exitUnlessBucketAnswers } from './lib/startup-checks';
import { configuredFileStore } from './modules/uploads/configured-file-store';
import { seedDemo } from './seed/demo';
import { seedDemoPhotos } from './seed/demo-photos';
import { ensurePlatformData } from './seed/platform';
import { seedDemoProcess } from './seed/process-demo';
import { seedDemoThemePhotos } from './seed/theme-demo-photos';

/** Process entry: config -> database (migrated) -> demo seed -> app -> listen. */
async function main() {
  const config = loadConfig();
  await exitUnlessBucketAnswers(config);
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  try {
    handle = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      migrate: config.migrateOnStart,
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`\n[KinderGrowth] ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp({
    config,
    handle,
    logger: config.logPretty
      ? {
          level: config.logLevel,
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : { level: config.logLevel },
  });
  if (config.seedDemo) {
    const result = await seedDemo(handle.db);
    app.log.info(result, result.created ? 'demo school seeded' : 'demo school already present');
    if (result.created) {
      const store = configuredFileStore(config);
      const photos = await seedDemoPhotos(handle.db, store);
      const themePhotos = await seedDemoThemePhotos(handle.db, store);
      const processDemo = await seedDemoProcess(handle.db, store);
      app.log.info(
        { photos, themePhotos, albumPhotos: processDemo.photos, processEvaluations: processDemo.evaluations },
        'demo portraits, theme photos, album and process evaluations drawn',
      );
    }
  } else {
    await ensurePlatformData(handle.db);
  }

  exitOnSignals(
    app.log,
    async () => {
      await app.close();
      await handle.close();
    },
    { forceMs: 10_000, message: 'shutting down' },
  );

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  console.log(
    [
      '',
      '  KinderGrowth 幼儿成长评价平台 is running',
      `  Open ${url}/login   (API docs: ${url}/api/docs)`,
      `  Node ${process.version}`,
      `  Database: ${handle.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
      `  Jobs: ${config.jobs.queue === 'postgres' ? 'shared queue in PostgreSQL (print workers: npm run worker)' : 'in this process'}`,
      `  Files: ${config.files.store === 's3' ? `bucket ${config.files.s3.bucket} (S3_ settings)` : `${config.dataDir}/files`}`,
      '  Demo accounts (password Kinder@2026): admin, teacher, multi, doctor, district, platform, rainbow',
      '',
    ].join('\n'),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
