import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { configuredQueue } from '../jobs/configured-queue';
import { ensurePlatformData } from '../seed/platform';

/**
 * `npm run migrate`: the database migrations and the platform's built-in data, once, before
 * app instances and workers start with MIGRATE_ON_START=false (docs/deploy.md, upgrades).
 * With JOB_QUEUE=postgres the job queue's schema (pg-boss's own migrations) and queues too.
 */
async function main() {
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrate: true,
  });
  try {
    await ensurePlatformData(handle.db);
    if (config.jobs.queue === 'postgres') {
      const queue = configuredQueue(config, console);
      await queue.start();
      await queue.stop();
    }
    console.log(`[KinderGrowth] database migrated (${handle.driver})`);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
