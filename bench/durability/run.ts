/**
 * Durability bench (issue 16; not a test): the real server as a child process on a fresh data
 * directory (PGlite, then PostgreSQL when reachable), 100 concurrent growth-record saves by the
 * demo teacher, SIGKILL once a share of them has been answered 200, a restart on the same data,
 * and every save answered 200 read back. Prints the counts and the restart time, writes
 * durability/results.md and durability/results.json, and exits 1 if a save answered 200 is lost.
 *
 *   npm run durability -w @kg/bench
 *   npm run durability -w @kg/bench -- --rounds 1 --saves 50 --kill-after 10   # quick trial
 *   npm run durability -w @kg/bench -- --server tsx      # TypeScript even when dist/ is built
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a fresh
 * database kg_durability_<random> is created and dropped. Ports: --port (PGlite) and the next
 * one (PostgreSQL), default 8141 and 8142.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API } from '@kg/contracts';
import { DEMO_PASSWORD } from '@kg/server/src/seed/demo';
import pg from 'pg';
import { cleanup, defer, onInterrupt, removeOnExit } from '../pdf/lifecycle';
import { markerOf, pickSlots, saveOf, signIn, storedMarker, type TSlot } from './saves';
import {
  serverEntry,
  startServer,
  stopServer,
  type TRunningServer,
  type TServerEntry,
  type TServerPlace,
} from './server';

const here = import.meta.dirname;
const repoRoot = path.resolve(here, '../..');
const { values: args } = parseArgs({
  options: {
    saves: { type: 'string', default: '100' },
    'kill-after': { type: 'string', default: '30' },
    rounds: { type: 'string', default: '3' },
    server: { type: 'string', default: 'auto' },
    port: { type: 'string', default: '8141' },
  },
});
const SAVES = Number(args.saves);
const KILL_AFTER = Number(args['kill-after']);
const ROUNDS = Number(args.rounds);
const PORT = Number(args.port);
const FIRST_START_MS = 600_000;
const RESTART_LIMIT_MS = 120_000;
const pgUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

type TOutcome = 'ok' | 'no answer' | `http ${number}`;

type TRound = {
  round: number;
  saves: number;
  answered200: number;
  /** answered 200 but not there after the restart: must be 0 */
  lost: number;
  /** the connection closed without an answer (the kill) */
  noAnswer: number;
  /** … of which the restarted server has the save all the same (committed, answer not sent) */
  committedUnanswered: number;
  /** an HTTP error other than the kill */
  httpErrors: number;
  /** ms from the first save sent to the SIGKILL */
  killAtMs: number;
  /** ms from spawn to the first healthy answer on the same data after the kill */
  restartMs: number;
  lostSaves: string[];
};

type TTargetResult = {
  database: string;
  firstStartMs: number;
  rounds: TRound[];
  /** the same start after a clean stop (SIGTERM), beside the restarts after SIGKILL */
  cleanRestartMs: number;
};

/** Fires every save at once; SIGKILLs the server once `killAfter` of them were answered 200. */
async function fireAndKill(server: TRunningServer, token: string, slots: TSlot[], round: string) {
  const outcomes: TOutcome[] = new Array(slots.length);
  let answered = 0;
  let killAtMs = -1;
  const t0 = performance.now();
  const kill = () => {
    if (killAtMs >= 0) return;
    killAtMs = performance.now() - t0;
    server.child.kill('SIGKILL');
  };
  await Promise.all(
    slots.map(async (slot, i) => {
      try {
        const res = await fetch(`${server.base}${API.growthRecords.save.path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(saveOf(slot, markerOf(round, i))),
        });
        // The status line is the server's answer: a 200 counts even if the kill cuts the body.
        outcomes[i] = res.status === 200 ? 'ok' : `http ${res.status}`;
        if (res.status === 200 && ++answered >= KILL_AFTER) kill();
        await res.text().catch(() => '');
      } catch {
        outcomes[i] = 'no answer';
      }
    }),
  );
  // Fewer answers than the threshold (or all of them first): the kill still comes, after.
  kill();
  await server.exited;
  return { outcomes, killAtMs };
}

async function runTarget(
  entry: TServerEntry,
  database: string,
  place: TServerPlace,
  rounds: number,
): Promise<TTargetResult> {
  console.log(`\n› ${database}: first start on a fresh data directory (migrates, seeds the demo school)…`);
  let server = await startServer(entry, place, FIRST_START_MS);
  const stopLast = defer(`${database} server`, () => stopServer(server));
  const firstStartMs = server.readyMs;
  console.log(`  ready after ${(firstStartMs / 1000).toFixed(1)} s`);
  const teacher = await signIn(server.base, 'teacher', DEMO_PASSWORD);
  const slots = await pickSlots(teacher, SAVES);
  const result: TTargetResult = { database, firstStartMs, rounds: [], cleanRestartMs: 0 };
  for (let r = 1; r <= rounds; r++) {
    const round = `${randomBytes(3).toString('hex')}-r${r}`;
    const signedIn = await signIn(server.base, 'teacher', DEMO_PASSWORD);
    const { outcomes, killAtMs } = await fireAndKill(server, signedIn.token, slots, round);
    server = await startServer(entry, place, RESTART_LIMIT_MS);
    const reader = await signIn(server.base, 'teacher', DEMO_PASSWORD);
    const row: TRound = {
      round: r,
      saves: slots.length,
      answered200: 0,
      lost: 0,
      noAnswer: 0,
      committedUnanswered: 0,
      httpErrors: 0,
      killAtMs,
      restartMs: server.readyMs,
      lostSaves: [],
    };
    for (const [i, slot] of slots.entries()) {
      const present = (await storedMarker(reader, slot)) === markerOf(round, i);
      const outcome = outcomes[i]!;
      if (outcome === 'ok') {
        row.answered200++;
        if (!present) {
          row.lost++;
          row.lostSaves.push(`#${i} (child ${slot.studentId}, page ${slot.moduleId})`);
        }
      } else if (outcome === 'no answer') {
        row.noAnswer++;
        if (present) row.committedUnanswered++;
      } else row.httpErrors++;
    }
    console.log(
      `  round ${r}: ${row.answered200} answered 200, SIGKILL after ${killAtMs.toFixed(0)} ms, ` +
        `${row.noAnswer} without answer (${row.committedUnanswered} of them saved all the same), ` +
        `${row.httpErrors} HTTP errors; restart ${(row.restartMs / 1000).toFixed(2)} s; ` +
        `${row.lost === 0 ? 'every 200 save found' : `LOST ${row.lost}: ${row.lostSaves.join(', ')}`}`,
    );
    result.rounds.push(row);
  }
  await stopServer(server);
  server = await startServer(entry, place, RESTART_LIMIT_MS);
  result.cleanRestartMs = server.readyMs;
  console.log(`  start after a clean stop (SIGTERM): ${(result.cleanRestartMs / 1000).toFixed(2)} s`);
  await stopLast();
  return result;
}

/** A fresh database for the PostgreSQL run, dropped at the end; a note when unreachable. */
async function scratchDatabase(): Promise<{ url: string; version: string } | { note: string }> {
  const admin = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    await admin.end().catch(() => {});
    return { note: `PostgreSQL not reachable (${(err as Error).message}): skipped` };
  }
  try {
    const version = (await admin.query<{ v: string }>("SELECT current_setting('server_version') AS v"))
      .rows[0]!.v;
    const name = `kg_durability_${randomBytes(5).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    defer(`drop ${name}`, async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => c.end());
    });
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    return { url: url.toString(), version };
  } finally {
    await admin.end();
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

function table(results: TTargetResult[]): string {
  const lines = [
    '| database | round | saves | answered 200 | lost | no answer (kill) | of them saved | other HTTP errors | SIGKILL after ms | restart s |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const t of results) {
    for (const r of t.rounds) {
      lines.push(
        `| ${t.database} | ${r.round} | ${r.saves} | ${r.answered200} | ${r.lost} | ${r.noAnswer} | ${r.committedUnanswered} | ${r.httpErrors} | ${r.killAtMs.toFixed(0)} | ${seconds(r.restartMs)} |`,
      );
    }
  }
  return lines.join('\n');
}

async function main() {
  if (![SAVES, KILL_AFTER, ROUNDS, PORT].every((n) => Number.isInteger(n) && n > 0) || KILL_AFTER > SAVES) {
    console.error(
      'usage: tsx durability/run.ts [--saves 100] [--kill-after 30] [--rounds 3] [--server auto|dist|tsx]',
    );
    process.exit(2);
  }
  onInterrupt();
  const entry = serverEntry(repoRoot, args.server as 'auto' | 'dist' | 'tsx');
  const date = new Date().toISOString();
  const loadStart = os.loadavg();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'kg-bench-durability-'));
  removeOnExit(tmp);
  console.log(
    `Durability bench: ${SAVES} concurrent saves, SIGKILL after ${KILL_AFTER} answered 200, ${ROUNDS} rounds; ` +
      `server ${entry.label} on Node ${process.version}`,
  );
  const results: TTargetResult[] = [];
  const notes: string[] = [];
  const log = (name: string) => path.join(tmp, `${name}.log`);
  try {
    results.push(
      await runTarget(
        entry,
        'PGlite',
        { port: PORT, dataDir: path.join(tmp, 'pglite-data'), logFile: log('pglite') },
        ROUNDS,
      ),
    );
    const scratch = await scratchDatabase();
    if ('note' in scratch) notes.push(scratch.note);
    else
      results.push(
        await runTarget(
          entry,
          `PostgreSQL ${scratch.version.split(' ')[0]}`,
          {
            port: PORT + 1,
            dataDir: path.join(tmp, 'pg-data'),
            databaseUrl: scratch.url,
            logFile: log('pg'),
          },
          ROUNDS,
        ),
      );
  } catch (err) {
    for (const name of ['pglite', 'pg']) {
      try {
        console.error(`--- ${name} server log (tail) ---\n${readFileSync(log(name), 'utf8').slice(-3000)}`);
      } catch {
        // that server never started
      }
    }
    throw err;
  } finally {
    await cleanup();
  }
  const loadEnd = os.loadavg();
  const lost = results.flatMap((t) => t.rounds).reduce((n, r) => n + r.lost, 0);
  const cpus = os.cpus();
  const header = [
    `${date}, Node ${process.version} (${process.platform} ${process.arch}), ${cpus.length} × ${cpus[0]?.model.trim()}`,
    `server: ${entry.label}; load average ${loadStart.map((l) => l.toFixed(2)).join(' / ')} at start, ` +
      `${loadEnd.map((l) => l.toFixed(2)).join(' / ')} at end`,
    `first start (fresh data, migrations + demo seed): ${results.map((t) => `${t.database} ${seconds(t.firstStartMs)} s`).join(', ')}`,
    `start after a clean stop (SIGTERM), for comparison with the restarts after SIGKILL: ${results.map((t) => `${t.database} ${seconds(t.cleanRestartMs)} s`).join(', ')}`,
    ...notes,
  ];
  const md = [...header.map((l) => `${l}  `), '', table(results), ''].join('\n');
  console.log(`\n${md}`);
  writeFileSync(path.join(here, 'results.md'), md);
  writeFileSync(
    path.join(here, 'results.json'),
    `${JSON.stringify({ date, node: process.version, server: entry.label, loadStart, loadEnd, saves: SAVES, killAfter: KILL_AFTER, results, notes }, null, 2)}\n`,
  );
  if (lost > 0) {
    console.error(`\n✗ FAILED: ${lost} save(s) answered 200 were lost after SIGKILL and restart.`);
    process.exit(1);
  }
  console.log(`✓ every save answered 200 was found after SIGKILL and restart.`);
}

main().catch(async (err) => {
  console.error(err);
  await cleanup();
  process.exit(1);
});
