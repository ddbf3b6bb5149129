import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { openDatabase, pgliteExtensions } from '#server/db/client.ts';
import { benchContext, removeRunUsers, settleOn } from './context.ts';
import { generateDataset, type Dataset } from './dataset.ts';
import { helloBench } from './hello.bench.ts';
import { hotBench } from './hot.bench.ts';
import type { LoadSettings, Measurement } from './load.ts';
import { repoRoot, startServer } from './server.ts';
import { swipeBench } from './swipe.bench.ts';
import { unseenBench } from './unseen.bench.ts';

/** The scaled-down set both databases hold for the comparison. */
export const PGLITE_SCALE = { events: 50_000, users: 1_000, swipes: 100_000 };

export interface PgliteMeasurement {
  scale: typeof PGLITE_SCALE;
  postgres: Measurement[];
  pglite: Measurement[];
  /** Build of the web app plus the first start on an empty data directory. */
  firstStartSeconds: number;
  buildSeconds: number;
  /** A restart on the 50k-event data directory, the client already built. */
  warmStartSeconds: number;
}

const tables = ['"user"', 'account', 'events', 'user_events'];

/** Copies the loaded tables from PostgreSQL into a migrated PGlite directory, row for row. */
async function copyIntoPglite(databaseUrl: string, dataDir: string) {
  const migrated = await openDatabase({ databaseUrl: undefined, dataDir });
  await migrated.close();
  const lite = await PGlite.create(path.join(dataDir, 'db'), { extensions: pgliteExtensions });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Foreign keys are checked by the source already; rows go in table by table.
    await lite.exec(`SET session_replication_role = replica`);
    for (const table of tables) {
      const { rows } = await client.query<{ name: string }>(
        `SELECT quote_ident(column_name) AS name FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER'
         ORDER BY ordinal_position`,
        [table.replaceAll('"', '')],
      );
      const columns = rows.map((r) => r.name).join(', ');
      const chunks: Buffer[] = [];
      for await (const chunk of client.query(copyTo(`COPY ${table} (${columns}) TO STDOUT`))) {
        chunks.push(chunk as Buffer);
      }
      await lite.query(`COPY ${table} (${columns}) FROM '/dev/blob'`, [], {
        blob: new Blob([new Uint8Array(Buffer.concat(chunks))]),
      });
    }
    for (const table of ['events', 'user_events']) {
      await lite.exec(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), max(id)) FROM ${table}`,
      );
    }
    await lite.exec('VACUUM (ANALYZE)');
  } finally {
    await client.end();
    await lite.close();
  }
}

/** `vite build` into a directory of its own, so the checkout's dist/ stays as it is. */
async function timedBuild() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'swipenyc-bench-build-'));
  const started = performance.now();
  try {
    await promisify(execFile)(
      'npx',
      ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: repoRoot },
    );
    return (performance.now() - started) / 1000;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The core scenarios, one database at a time, at the load settings of the main run. */
async function coreScenarios(
  server: Awaited<ReturnType<typeof startServer>>,
  load: LoadSettings,
  pool: pg.Pool,
  dataset: Dataset,
): Promise<Measurement[]> {
  const ctx = await benchContext(server, load, pool, dataset.databaseUrl);
  return [
    await helloBench(ctx),
    ...(await unseenBench(ctx, { alone: false })),
    ...(await swipeBench(ctx, { alone: false })),
    ...(await hotBench(ctx)),
  ];
}

const tagged = (where: string, list: Measurement[]) =>
  list.map((m) => ({ ...m, name: `${where}/${m.name}` }));

/**
 * The core scenarios on embedded PGlite against native PostgreSQL, both holding the same 50k
 * events (PostgreSQL's copy lives in `<bench database>_small` and is kept between runs), plus
 * PGlite's first start (the build included) and warm start.
 */
export async function pgliteBench(mainUrl: string, load: LoadSettings): Promise<PgliteMeasurement> {
  const smallUrl = new URL(mainUrl);
  smallUrl.pathname = `${smallUrl.pathname}_small`;
  const dataset = await generateDataset({ databaseUrl: smallUrl.toString(), ...PGLITE_SCALE });
  const pool = new pg.Pool({ connectionString: dataset.databaseUrl, max: 2 });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'swipenyc-bench-pglite-'));
  const emptyDir = mkdtempSync(path.join(tmpdir(), 'swipenyc-bench-first-'));
  try {
    await removeRunUsers(pool, dataset.heavyUserId);
    console.log('\nPostgreSQL, 50k events');
    let server = await startServer(dataset.databaseUrl);
    let postgres: Measurement[];
    try {
      postgres = await coreScenarios(server, { ...load, settle: settleOn(pool) }, pool, dataset);
    } finally {
      await server.stop();
    }
    await removeRunUsers(pool, dataset.heavyUserId);

    console.log('\nPGlite, 50k events');
    await copyIntoPglite(dataset.databaseUrl, dataDir);
    // The first start after the copy opens the files cold; the measured warm start is the next.
    await (await startServer(null, { dataDir })).stop();
    server = await startServer(null, { dataDir });
    const warmStartSeconds = server.startSeconds;
    const pause = async () => new Promise<void>((resolve) => setTimeout(resolve, 1_000));
    let pglite: Measurement[];
    try {
      pglite = await coreScenarios(server, { ...load, settle: pause }, pool, dataset);
    } finally {
      await server.stop();
    }

    const buildSeconds = await timedBuild();
    const first = await startServer(null, { dataDir: emptyDir, env: { SEED_DEMO: 'on' } });
    await first.stop();
    const firstStartSeconds = buildSeconds + first.startSeconds;
    console.log(
      `  PGlite warm start ${warmStartSeconds.toFixed(2)} s; first start ` +
        `${firstStartSeconds.toFixed(1)} s (build ${buildSeconds.toFixed(1)} s)`,
    );
    return {
      scale: PGLITE_SCALE,
      postgres: tagged('postgres-50k', postgres),
      pglite: tagged('pglite-50k', pglite),
      firstStartSeconds: Math.round(firstStartSeconds * 10) / 10,
      buildSeconds: Math.round(buildSeconds * 10) / 10,
      warmStartSeconds: Math.round(warmStartSeconds * 100) / 100,
    };
  } finally {
    await pool.end();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(emptyDir, { recursive: true, force: true });
  }
}
