import os from 'node:os';
import pg from 'pg';
import { cleanupBench } from './cleanup.bench.ts';
import { benchContext, removeRunUsers, settleOn } from './context.ts';
import { csvImportBench } from './csv-import.bench.ts';
import { FULL_SCALE } from './dataset-rows.ts';
import { generateDataset, loadedDataset } from './dataset.ts';
import { eventDatabaseBench } from './event-database.bench.ts';
import { explainChecks, printPlanChecks } from './explain.ts';
import { helloBench } from './hello.bench.ts';
import { hotBench } from './hot.bench.ts';
import { measure, type LoadSettings, type Measurement } from './load.ts';
import { pgliteBench } from './pglite.bench.ts';
import { report, type BenchResults } from './report.ts';
import { searchBench } from './search.bench.ts';
import { BENCH_PORT, startNodeHello, startServer, type BenchServer } from './server.ts';
import { swipeBench } from './swipe.bench.ts';
import { unseenBench } from './unseen.bench.ts';

/**
 * npm run bench [-- --fresh] [--strict] [--skip csv,cleanup,pglite,hello,unseen,swipe,hot,search,event-database]
 *   --fresh   reload the full-scale data set first (npm run bench:data loads other sizes)
 *   --strict  exit 1 when a target is missed or not measured (non-2xx answers always exit 1)
 *   --skip    leave out the named scenario groups while iterating
 * Env: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50), BENCH_ROUNDS (1),
 * BENCH_PORT (3900, and the next port for the bare node:http hello), BENCH_SERVER_ROOT,
 * BENCH_DATABASE_URL.
 */

const runStarted = performance.now();
const argv = process.argv.slice(2);
const args = new Set(argv);
const skip = new Set((argv[argv.indexOf('--skip') + 1] ?? '').split(','));
if (!args.has('--skip')) skip.clear();
const num = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number`);
  return n;
};

// The loaded set is used whatever its size; only --fresh (or nothing loaded) loads one.
const dataset = args.has('--fresh')
  ? await generateDataset({ ...FULL_SCALE, fresh: true })
  : ((await loadedDataset()) ?? (await generateDataset(FULL_SCALE)));
const pool = new pg.Pool({ connectionString: dataset.databaseUrl, max: 2 });

const load: LoadSettings = {
  baseUrl: '',
  connections: num('BENCH_CONNECTIONS', 50),
  seconds: num('BENCH_SECONDS', 10),
  warmupSeconds: num('BENCH_WARMUP_SECONDS', 2),
  settle: settleOn(pool),
};
const rounds = Math.max(1, Math.round(num('BENCH_ROUNDS', 1)));
await removeRunUsers(pool, dataset.heavyUserId);

let server: BenchServer | undefined;
let bare: BenchServer | undefined;
const stopAll = async () => {
  await server?.stop();
  await bare?.stop();
};
const stopOnSignal = (signal: NodeJS.Signals) => {
  void stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
};
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);
// A throw inside the load generator's callbacks must not leave the servers running.
process.once('uncaughtException', (err) => {
  console.error(err);
  void stopAll().finally(() => process.exit(1));
});

const results: Omit<BenchResults, 'plans' | 'loadAverage'> = {
  dataset,
  load,
  measurements: [],
  rounds,
  skipped: Object.fromEntries([...skip].filter(Boolean).map((g) => [g, 'left out (--skip)'])),
  partial: [...skip].some(Boolean),
};
/** A failed group is reported and the run goes on: one broken scenario keeps the others. */
async function group<T>(name: string, run: () => Promise<T>): Promise<T | undefined> {
  if (skip.has(name)) return undefined;
  try {
    return await run();
  } catch (err) {
    console.error(`\n${name} failed:`, err);
    results.skipped[name] = err instanceof Error ? err.message.split('\n')[0]! : String(err);
    return undefined;
  }
}

const measurements: Measurement[] = results.measurements;
const startLoad = os.loadavg();
try {
  console.log('\nStarting the server and the bare node:http hello');
  server = await startServer(dataset.databaseUrl);
  bare = await startNodeHello(BENCH_PORT + 1);
  const ctx = await benchContext(server, load, pool, dataset.databaseUrl);
  console.log(
    `Load: ${load.connections} connections, ${load.warmupSeconds} s warm-up + ` +
      `${load.seconds} s per scenario, ${rounds} round(s)`,
  );
  // Rounds run every scenario in turn, so a burst of outside load hits one round of each
  // scenario rather than all of one; the report takes the median over rounds.
  for (let round = 1; round <= rounds; round++) {
    console.log(`\nRound ${round}/${rounds}`);
    measurements.push(
      await measure({ ...ctx.load, baseUrl: bare.url }, { name: 'node-hello', path: '/' }),
    );
    if (!skip.has('hello')) measurements.push(await helloBench(ctx));
    for (const [name, bench] of [
      ['unseen', unseenBench],
      ['swipe', swipeBench],
      ['hot', hotBench],
      ['search', searchBench],
      ['event-database', eventDatabaseBench],
    ] as const) {
      if (!skip.has(name)) measurements.push(...(await bench(ctx)));
    }
  }
  results.csv = await group('csv', () => csvImportBench(ctx));
} finally {
  await stopAll();
}

const plans = await explainChecks(dataset.databaseUrl, dataset.heavyUserId);
printPlanChecks(plans);
await removeRunUsers(pool, dataset.heavyUserId);
// The cleanup copies the bench database, which needs every connection to it closed.
await pool.end();
console.log('\nCleanup on a copy of the data set');
results.cleanup = await group('cleanup', () => cleanupBench(dataset, load));
results.pglite = await group('pglite', () => pgliteBench(dataset.databaseUrl, load));
const endLoad = os.loadavg();

console.log('\nData set load (s):');
for (const [step, seconds] of dataset.loadSeconds) {
  console.log(`  ${step.padEnd(48)} ${seconds.toFixed(1).padStart(7)}`);
}
if (dataset.reused) console.log('  (reused: these are the times of the load that built it)');

const outcome = report({ ...results, plans, loadAverage: { start: startLoad, end: endLoad } });
console.log(`The run took ${((performance.now() - runStarted) / 60_000).toFixed(1)} minutes`);
const missed = outcome.targets.some((t) => t.pass !== true) || plans.some((p) => !p.pass);
if (outcome.failedRequests || (args.has('--strict') && missed)) process.exitCode = 1;
