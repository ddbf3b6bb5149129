import os from 'node:os';
import pg from 'pg';
import { ensureDataset, HEAVY_USER } from './dataset.ts';
import { explainChecks, printPlanChecks } from './explain.ts';
import { helloBench } from './hello.bench.ts';
import { hotBench } from './hot.bench.ts';
import type { BenchContext, LoadSettings, Measurement } from './load.ts';
import { report } from './report.ts';
import { login, register, startServer, type BenchServer } from './server.ts';
import { swipeBench } from './swipe.bench.ts';
import { unseenBench } from './unseen.bench.ts';

/**
 * npm run bench [-- --fresh] [-- --strict]
 *   --fresh   rebuild the dataset even if a complete one is loaded
 *   --strict  exit 1 when a target is missed (non-2xx answers always exit 1)
 * Env: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50), BENCH_ROUNDS (1),
 * BENCH_PORT (3900), BENCH_SERVER_ROOT, BENCH_DATABASE_URL, and the dataset size
 * (BENCH_USERS, BENCH_EVENTS, BENCH_SWIPES_PER_USER, BENCH_HEAVY_SWIPES).
 */

const args = new Set(process.argv.slice(2));
const num = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number`);
  return n;
};

// Users this bench signs up are named run-…@bench.local and removed at the end of every run
// (and any left behind by an interrupted one), so the dataset stays the same between runs.
const RUN_EMAIL = 'run-%@bench.local';

/** Deletes the run's users and takes their likes back off like_count, as an unswipe would. */
async function removeRunUsers(pool: pg.Pool, heavyUserId: string) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `UPDATE events e SET like_count = e.like_count - l.n
       FROM (SELECT ue.event_id, count(*)::int AS n FROM user_events ue
             JOIN "user" u ON u.id = ue.user_id
             WHERE u.email LIKE $1 AND ue.action = 'liked' GROUP BY ue.event_id) l
       WHERE e.id = l.event_id`,
      [RUN_EMAIL],
    );
    await client.query('DELETE FROM "user" WHERE email LIKE $1', [RUN_EMAIL]);
    await client.query('DELETE FROM session WHERE user_id = $1', [heavyUserId]);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

const dataset = await ensureDataset({ fresh: args.has('--fresh') });
const pool = new pg.Pool({ connectionString: dataset.databaseUrl, max: 2 });

/**
 * When the load generator stops, requests it gave up on may still be queued in the server and
 * the database; the next run (or the shutdown) starts only once they are done.
 */
async function settle() {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND state <> 'idle' AND pid <> pg_backend_pid()`,
    );
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const load: LoadSettings = {
  baseUrl: '',
  connections: num('BENCH_CONNECTIONS', 50),
  seconds: num('BENCH_SECONDS', 10),
  warmupSeconds: num('BENCH_WARMUP_SECONDS', 2),
  settle,
};
const rounds = Math.max(1, Math.round(num('BENCH_ROUNDS', 1)));
await removeRunUsers(pool, dataset.heavyUserId);

let server: BenchServer | undefined;
const stopOnSignal = (signal: NodeJS.Signals) => {
  void (async () => {
    await server?.stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  })();
};
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);
// A throw inside the load generator's callbacks must not leave the server running.
process.once('uncaughtException', (err) => {
  console.error(err);
  void server?.stop().finally(() => process.exit(1));
});

const measurements: Measurement[] = [];
const loadAverage = os.loadavg();
try {
  console.log('\nStarting the server');
  server = await startServer(dataset.databaseUrl);
  load.baseUrl = server.url;
  const tag = `run-${Date.now().toString(36)}`;
  let signups = 0;
  const signUp = () =>
    register(server!.url, { email: `${tag}-${++signups}@bench.local`, password: 'bench-pass' });
  const ctx: BenchContext = {
    load,
    sql: async <T>(text: string, params?: unknown[]) =>
      (await pool.query(text, params)).rows as T[],
    newUser: await signUp(),
    heavyUser: await login(server.url, HEAVY_USER),
    signUp,
  };
  console.log(
    `Load: ${load.connections} connections, ${load.warmupSeconds} s warm-up + ` +
      `${load.seconds} s per scenario, ${rounds} round(s)`,
  );
  // Rounds run every scenario in turn, so a burst of outside load hits one round of each
  // scenario rather than all of one; the report takes the median over rounds.
  for (let round = 1; round <= rounds; round++) {
    console.log(`\nRound ${round}/${rounds}`);
    measurements.push(await helloBench(ctx));
    measurements.push(...(await unseenBench(ctx)));
    measurements.push(...(await swipeBench(ctx)));
    measurements.push(...(await hotBench(ctx)));
  }
} finally {
  await server?.stop();
}
const endLoadAverage = os.loadavg();

const plans = await explainChecks(dataset.databaseUrl, dataset.heavyUserId);
printPlanChecks(plans);
await removeRunUsers(pool, dataset.heavyUserId);
await pool.end();

console.log('\nDataset load (s):');
for (const [step, seconds] of dataset.loadSeconds) {
  console.log(`  ${step.padEnd(48)} ${seconds.toFixed(1).padStart(7)}`);
}
if (dataset.reused) console.log('  (reused: these are the times of the load that built it)');

const result = report({
  dataset,
  load,
  measurements,
  rounds,
  plans,
  loadAverage: { start: loadAverage, end: endLoadAverage },
});
const missed = result.targets.some((t) => !t.pass) || plans.some((p) => !p.pass);
if (result.failedRequests || (args.has('--strict') && missed)) process.exitCode = 1;
