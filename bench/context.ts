import type pg from 'pg';
import { HEAVY_USER } from './dataset.ts';
import type { BenchContext, LoadSettings } from './load.ts';
import { adminLogin, login, register, type BenchServer } from './server.ts';

// Users the bench signs up are named run-…@bench.local and removed at the end of every run
// (and any left behind by an interrupted one), so the data set stays the same between runs.
const RUN_EMAIL = 'run-%@bench.local';
let runs = 0;

/** Deletes the run's users and takes their likes back off like_count, as an unswipe would. */
export async function removeRunUsers(pool: pg.Pool, heavyUserId: string) {
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

/**
 * When the load generator stops, requests it gave up on may still be queued in the server and
 * the database; the next run (or the shutdown) starts only once they are done.
 */
export function settleOn(pool: pg.Pool) {
  return async () => {
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
  };
}

/**
 * Signs in the users every scenario needs on `server`. `pool` reads ids from the same data (for
 * PGlite, from the PostgreSQL database it was copied from).
 */
export async function benchContext(
  server: BenchServer,
  load: LoadSettings,
  pool: pg.Pool,
  databaseUrl: string,
): Promise<BenchContext> {
  const tag = `run-${Date.now().toString(36)}-${++runs}`;
  let signups = 0;
  const signUp = () =>
    register(server.url, { email: `${tag}-${++signups}@bench.local`, password: 'bench-pass' });
  return {
    load: { ...load, baseUrl: server.url },
    databaseUrl,
    sql: async <T>(text: string, params?: unknown[]) =>
      (await pool.query(text, params)).rows as T[],
    newUser: await signUp(),
    heavyUser: await login(server.url, HEAVY_USER),
    admin: await adminLogin(server.url),
    signUp,
  };
}
