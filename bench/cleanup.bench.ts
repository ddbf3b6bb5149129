import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '#server/db/client.ts';
import { cleanup } from '#server/jobs/cleanup.ts';
import type { CleanupResult } from '#shared/schemas/admin-operations.ts';
import { adminQuery } from './admin-query.ts';
import { settleOn } from './context.ts';
import { HEAVY_USER, type Dataset } from './dataset.ts';
import { measureAlone, measureWhile, type LoadSettings, type Measurement } from './load.ts';
import { login, startServer } from './server.ts';

export const EXPIRED_EVENTS = 100_000;

export interface CleanupMeasurement {
  quiet: Measurement;
  during: Measurement;
  cleanupSeconds: number;
  deleted: CleanupResult;
}

/**
 * The heavy user's deck at one connection, quiet and while the hourly cleanup deletes 100,000
 * expired events with their swipes. It runs on a copy of the bench database (a file copy, made
 * and dropped here), with the cleanup's clock set to the moment the 100,000th event started, so
 * the shared data set keeps every event. The copy must be made while nothing else is connected
 * to the bench database.
 */
export async function cleanupBench(
  dataset: Dataset,
  settings: LoadSettings,
): Promise<CleanupMeasurement> {
  const source = new URL(dataset.databaseUrl).pathname.slice(1);
  const scratch = `${source}_cleanup`;
  const scratchUrl = new URL(dataset.databaseUrl);
  scratchUrl.pathname = `/${scratch}`;
  await adminQuery(dataset.databaseUrl, `DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`);
  const copying = performance.now();
  await adminQuery(
    dataset.databaseUrl,
    `CREATE DATABASE "${scratch}" TEMPLATE "${source}" STRATEGY FILE_COPY`,
  );
  console.log(`  copied ${source} in ${((performance.now() - copying) / 1000).toFixed(1)} s`);
  const database = await openDatabase({ databaseUrl: scratchUrl.toString(), dataDir: null });
  const pool = new pg.Pool({ connectionString: scratchUrl.toString(), max: 1 });
  const server = await startServer(scratchUrl.toString());
  try {
    const [edge] = await queryRows<{ at: string | Date }>(
      database.db,
      sql`SELECT starts_at AS at FROM events WHERE NOT is_movie
          ORDER BY starts_at OFFSET ${EXPIRED_EVENTS - 1} LIMIT 1`,
    );
    if (!edge) throw new Error(`The data set has fewer than ${EXPIRED_EVENTS} events`);
    const heavy = await login(server.url, HEAVY_USER);
    const load = { ...settings, baseUrl: server.url, settle: settleOn(pool) };
    const deck = {
      name: 'unseen-heavy',
      path: '/api/events/unseen',
      headers: { cookie: heavy.cookie },
    };
    await measureAlone({ ...load, seconds: load.warmupSeconds }, { ...deck, name: 'warm-up' });
    const quiet = await measureAlone(load, { ...deck, name: 'unseen-heavy/quiet' });
    let cleanupSeconds = 0;
    const { measurement: during, result: deleted } = await measureWhile(
      load,
      { ...deck, name: 'unseen-heavy/cleanup/1conn' },
      1,
      async () => {
        const started = performance.now();
        const result = await cleanup(database.db, {
          now: new Date(new Date(edge.at).getTime() + 1),
        });
        cleanupSeconds = Math.round((performance.now() - started) / 10) / 100;
        return result;
      },
    );
    console.log(
      `  cleanup deleted ${deleted.expiredEvents} expired and ${deleted.passedEvents} passed ` +
        `events, ${deleted.expiredUserEvents} swipes, in ${cleanupSeconds} s`,
    );
    return { quiet, during, cleanupSeconds, deleted };
  } finally {
    await server.stop();
    await pool.end();
    await database.close();
    await adminQuery(dataset.databaseUrl, `DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`);
  }
}
