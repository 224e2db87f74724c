import pino from 'pino';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { exitOnSignals } from './lib/shutdown';
import { exitUnlessBucketAnswers } from './lib/startup-checks';
import { startPrintWorker } from './modules/pdf/print-worker';

/** `npm run worker`: config -> database -> the shared queue's print jobs, until SIGTERM. */
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: { instance: config.instanceId } });
  if (config.jobs.queue !== 'postgres') {
    console.error(
      '\n[KinderGrowth] npm run worker takes jobs from the shared queue: set JOB_QUEUE=postgres and DATABASE_URL.\n' +
        'The embedded default (PGlite) prints in the app itself and needs no worker.\n',
    );
    process.exit(1);
  }
  await exitUnlessBucketAnswers(config);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, migrate: config.migrateOnStart });
  const worker = await startPrintWorker({ config, handle, log }).catch(async (err) => {
    console.error(`\n[KinderGrowth] ${(err as Error).message}\n`);
    await handle.close();
    process.exit(1);
  });
  // The reports in hand are finished (up to 20 s, then back on the queue) before the exit.
  exitOnSignals(
    log,
    async () => {
      await worker.stop();
      await handle.close();
    },
    { forceMs: 30_000, message: 'print worker stopping: finishing the reports in hand' },
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
