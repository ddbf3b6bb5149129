import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase } from '#server/db/client.ts';
import {
  EVENT_COLUMNS,
  SWIPE_COLUMNS,
  USER_COLUMNS,
  datasetSize,
  eventRows,
  FULL_SCALE,
  swipeRows,
  totalSwipes,
  userRows,
  type DatasetSize,
} from './dataset-rows.ts';
import { register, startServer } from './server.ts';

export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/swipenyc_bench';

/** The user with 100k swipes; signed up through the API so it can sign in like anyone else. */
export const HEAVY_USER = { email: 'heavy@bench.local', password: 'bench-heavy-pass' };

/** Written last: a database without it is a partial load and gets rebuilt. */
const MARKER_TABLE = 'bench_dataset';

export interface Dataset {
  databaseUrl: string;
  size: DatasetSize;
  heavyUserId: string;
  reused: boolean;
  /** Seconds per load step, in order (of the load that built this database). */
  loadSeconds: [step: string, seconds: number][];
}

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function withClient<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function readMarker(url: string) {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{
      size: DatasetSize;
      heavy_user_id: string;
      load: [string, number][];
    }>(`SELECT size, heavy_user_id, load_seconds AS load FROM ${MARKER_TABLE} WHERE id = 1`);
    return rows[0];
  }).catch(() => undefined);
}

const sameSize = (a: DatasetSize, b: DatasetSize) =>
  (Object.keys(b) as (keyof DatasetSize)[]).every((k) => a[k] === b[k]);

async function copyIn(client: pg.Client, table: string, columns: string, rows: Iterable<string>) {
  const stream = client.query(copyFrom(`COPY ${table} (${columns}) FROM STDIN`));
  await pipeline(Readable.from(rows), stream);
  return stream.rowCount;
}

/**
 * Secondary indexes and constraints of the loaded tables, read from the catalog of the freshly
 * migrated database (so they are exactly the migrations' definitions). Loading into bare
 * tables and building these afterwards is several times faster than maintaining them per row.
 */
async function secondaryDdl(c: pg.Client) {
  const { rows: indexes } = await c.query<{ name: string; def: string }>(`
    SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
    FROM pg_index i
    WHERE i.indrelid IN ('events'::regclass, 'user_events'::regclass)
      AND NOT i.indisprimary
      AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`);
  // The (user_id, event_id) unique constraint is rebuilt too: the generator never repeats a pair,
  // and rebuilding it would fail loudly if it did.
  const { rows: constraints } = await c.query<{ name: string; def: string; type: string }>(`
    SELECT conname AS name, pg_get_constraintdef(oid) AS def, contype AS type
    FROM pg_constraint
    WHERE conrelid = 'user_events'::regclass AND contype IN ('u', 'f')
    ORDER BY contype DESC`);
  return { indexes, constraints };
}

async function timed<T>(times: [string, number][], step: string, run: () => Promise<T>) {
  const started = performance.now();
  const result = await run();
  const seconds = (performance.now() - started) / 1000;
  times.push([step, Math.round(seconds * 10) / 10]);
  console.log(`  ${step.padEnd(48)} ${seconds.toFixed(1).padStart(7)} s`);
  return result;
}

async function load(databaseUrl: string, size: DatasetSize): Promise<Dataset> {
  const times: [string, number][] = [];
  const adminUrl = withDatabase(databaseUrl, 'postgres');
  const dbName = new URL(databaseUrl).pathname.slice(1);
  console.log(
    `Building ${dbName}: ${size.users} users, ${size.events} events, ` +
      `${totalSwipes(size)} swipes (heavy user: ${size.heavySwipes})`,
  );
  await timed(times, 'create database', () =>
    withClient(adminUrl, async (c) => {
      await c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await c.query(`CREATE DATABASE "${dbName}"`);
    }),
  );
  await timed(times, 'migrate (openDatabase)', async () => {
    const database = await openDatabase({ databaseUrl, dataDir: null });
    await database.close();
  });
  const heavyUserId = await timed(times, 'sign up heavy user via the API', async () => {
    const server = await startServer(databaseUrl);
    try {
      await register(server.url, { ...HEAVY_USER, firstName: 'Heavy', lastName: 'Swiper' });
    } finally {
      await server.stop();
    }
    return withClient(databaseUrl, async (c) => {
      const { rows } = await c.query<{ id: string }>('SELECT id FROM "user" WHERE email = $1', [
        HEAVY_USER.email,
      ]);
      if (!rows[0]) throw new Error('The heavy user was not created');
      return rows[0].id;
    });
  });

  await withClient(databaseUrl, async (c) => {
    await c.query(`SET synchronous_commit = off; SET maintenance_work_mem = '1GB'`);
    const ddl = await secondaryDdl(c);
    await timed(times, 'drop secondary indexes', async () => {
      for (const k of ddl.constraints) {
        await c.query(`ALTER TABLE user_events DROP CONSTRAINT "${k.name}"`);
      }
      for (const i of ddl.indexes) await c.query(`DROP INDEX "${i.name}"`);
    });
    const now = new Date();
    await timed(times, `COPY user (${size.users})`, () =>
      copyIn(c, '"user"', USER_COLUMNS, userRows(size)),
    );
    await timed(times, `COPY events (${size.events})`, () =>
      copyIn(c, 'events', EVENT_COLUMNS, eventRows(size, now)),
    );
    await timed(times, `COPY user_events (${totalSwipes(size)})`, () =>
      copyIn(c, 'user_events', SWIPE_COLUMNS, swipeRows(size, heavyUserId, now)),
    );
    await c.query(`SELECT setval(pg_get_serial_sequence('events', 'id'), max(id)) FROM events`);
    await c.query(
      `SELECT setval(pg_get_serial_sequence('user_events', 'id'), max(id)) FROM user_events`,
    );
    await timed(times, 'set like_count and swipe_count', () =>
      c.query(`
        UPDATE events e SET like_count = l.liked, swipe_count = l.n
        FROM (SELECT event_id, count(*) FILTER (WHERE action = 'liked')::int AS liked,
                     count(*)::int AS n
              FROM user_events GROUP BY event_id) l
        WHERE e.id = l.event_id`),
    );
    for (const i of ddl.indexes) {
      await timed(times, `index ${i.name}`, () => c.query(i.def));
    }
    for (const k of ddl.constraints) {
      await timed(times, `constraint ${k.name}`, () =>
        c.query(`ALTER TABLE user_events ADD CONSTRAINT "${k.name}" ${k.def}`),
      );
    }
    // VACUUM as well as ANALYZE: it sets the visibility map, as on a long-lived table, so the
    // anti-join can use index-only scans.
    await timed(times, 'vacuum analyze', () =>
      c.query('VACUUM (ANALYZE) "user", events, user_events'),
    );
    const total = times.reduce((a, [, seconds]) => a + seconds, 0);
    times.push(['total', Math.round(total * 10) / 10]);
    await c.query(`
      CREATE TABLE ${MARKER_TABLE} (
        id int PRIMARY KEY, size jsonb NOT NULL, heavy_user_id text NOT NULL,
        load_seconds jsonb NOT NULL, loaded_at timestamptz NOT NULL DEFAULT now())`);
    await c.query(
      `INSERT INTO ${MARKER_TABLE} (id, size, heavy_user_id, load_seconds) VALUES (1, $1, $2, $3)`,
      [JSON.stringify(size), heavyUserId, JSON.stringify(times)],
    );
    console.log(`  ${'total'.padEnd(48)} ${total.toFixed(1).padStart(7)} s`);
  });
  return { databaseUrl, size, heavyUserId, reused: false, loadSeconds: times };
}

/** The data set a complete earlier load left in `databaseUrl`, brought up to the latest schema. */
export async function loadedDataset(
  databaseUrl = BENCH_DATABASE_URL,
): Promise<Dataset | undefined> {
  const marker = await readMarker(databaseUrl);
  if (!marker) return undefined;
  // Later migrations apply to the kept data, as they would in production.
  const database = await openDatabase({ databaseUrl, dataDir: null });
  await database.close();
  return {
    databaseUrl,
    size: marker.size,
    heavyUserId: marker.heavy_user_id,
    reused: true,
    loadSeconds: marker.load,
  };
}

/**
 * Loads `events` events, `users` users and about `swipes` swipes into `databaseUrl` (dropped and
 * created afresh). A complete load of the same size is kept unless `fresh` is set.
 */
export async function generateDataset(opts: {
  databaseUrl?: string;
  events: number;
  users: number;
  swipes: number;
  fresh?: boolean;
}): Promise<Dataset> {
  const databaseUrl = opts.databaseUrl ?? BENCH_DATABASE_URL;
  const size = datasetSize(opts);
  if (!opts.fresh) {
    const kept = await loadedDataset(databaseUrl);
    if (kept && sameSize(kept.size, size)) {
      console.log(`${new URL(databaseUrl).pathname.slice(1)} holds this data set already`);
      return kept;
    }
  }
  return load(databaseUrl, size);
}

/** `--name N` from the command line, else `fallback`. */
function countArg(args: string[], name: string, fallback: number) {
  const at = args.indexOf(`--${name}`);
  return at < 0 ? fallback : Number(args[at + 1]);
}

/** npm run bench:data [-- --events N] [--users N] [--swipes N] [--fresh] */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  await generateDataset({
    events: countArg(args, 'events', FULL_SCALE.events),
    users: countArg(args, 'users', FULL_SCALE.users),
    swipes: countArg(args, 'swipes', FULL_SCALE.swipes),
    fresh: args.includes('--fresh'),
  });
}
