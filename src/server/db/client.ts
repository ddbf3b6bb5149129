import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { appRoot } from '#server/app-root.ts';

export type Db = PgDatabase<PgQueryResultHKT>;
export type DbKind = 'pglite' | 'postgres';

export type TryExclusiveResult<T> = { ran: true; value: T } | { ran: false };

/** A connection pool's use right now. */
export interface ConnectionUse {
  total: number;
  idle: number;
  /** Queries waiting for a connection because every one is in use. */
  waiting: number;
}

export interface Database {
  db: Db;
  kind: DbKind;
  /** Runs `task` while no other server runs start-up work on the same database. */
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  /**
   * Runs `task` unless another server (or caller) holds the lock named `key`, in which case it
   * answers `{ ran: false }` at once instead of waiting. Scheduled jobs take one lock each.
   */
  tryExclusive: <T>(key: string, task: () => Promise<T>) => Promise<TryExclusiveResult<T>>;
  /** PostgreSQL's pool use; PGlite has no pool (one connection, its queries queue in-process). */
  connections?: () => ConnectionUse;
  close: () => Promise<void>;
}

// Search's typo tolerance needs pg_trgm and its combined text-and-filter index btree_gin; PGlite
// bundles both but loads only what is asked for.
export const pgliteExtensions = { btree_gin, pg_trgm };

/** pg_advisory_lock key shared by every server's migrations and seeding ("swipenyc" in hex). */
const STARTUP_LOCK = 0x7377697065;
/**
 * First half of the two-integer advisory lock keys of `tryExclusive` ("swip" in hex); the second
 * is hashtext(key). Two-integer keys never collide with the single-bigint STARTUP_LOCK.
 */
const NAMED_LOCK_SPACE = 0x73776970;

/** How long a request waits for a database connection before it is refused with 503. */
const DB_CONNECT_TIMEOUT_MS = 2_000;

export const migrationsFolder = fileURLToPath(new URL('src/server/db/migrations', appRoot));

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite (on disk, or in memory for
 * `dataDir: null`), and brings the schema up to date.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  onError?: (err: Error) => void;
  /** An embedded database to start from (see `migratedPgliteDump`); tests open many. */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const database = connectPostgres(opts.databaseUrl, opts.onError);
    await database.exclusive(() => migratePg(database.db as NodePgDatabase, { migrationsFolder }));
    return database;
  }
  let dataDir: string | undefined;
  if (opts.dataDir) {
    dataDir = path.join(opts.dataDir, 'db');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir, {
    extensions: pgliteExtensions,
    loadDataDir: opts.loadDataDir,
  });
  const pgliteDb = drizzlePglite(client);
  await migratePglite(pgliteDb, { migrationsFolder });
  const held = new Set<string>();
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    // One process owns an embedded database, so there is nobody to wait for.
    exclusive: (task) => task(),
    // The same answers as PostgreSQL's locks, kept in this process, which is the only one.
    tryExclusive: async (key, task) => {
      if (held.has(key)) return { ran: false };
      held.add(key);
      try {
        return { ran: true, value: await task() };
      } finally {
        held.delete(key);
      }
    },
    close: () => client.close(),
  };
}

/**
 * A pool on the PostgreSQL server at `databaseUrl`, not yet migrated. Nothing connects until the
 * first query, so it opens even while the database is down.
 */
export function connectPostgres(databaseUrl: string, onError?: (err: Error) => void): Database {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 20,
    // With the database down, a request waiting for a connection fails soon with 503 rather
    // than hanging until the client gives up.
    connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
    // Every statement here is a short indexed read or write. The planner's cost estimates for
    // some (walks with many branches) pass JIT's threshold, and compiling them took 2–2.4 s of a
    // 2.9 s deck page at a million events (docs/performance.md#the-deck-at-a-million-events).
    options: '-c jit=off',
  });
  // An idle client losing its connection (server restart, dropped database) must not crash
  // the process; the pool replaces it and the next query reports any lasting problem.
  pool.on('error', (err) => onError?.(err));
  // The pool listens only while a client is idle. One checked out but between queries (a
  // transaction, a held advisory lock) would emit an unhandled 'error' and end the process;
  // its next query reports the failure instead, and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool) as unknown as Db;
  const exclusive = async <T>(task: () => Promise<T>): Promise<T> => {
    // A session-level lock lives on one connection; the task itself may use any of the pool.
    const holder = await pool.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
      return await task();
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
      holder.release();
    }
  };
  const tryExclusive = async <T>(
    key: string,
    task: () => Promise<T>,
  ): Promise<TryExclusiveResult<T>> => {
    const holder = await pool.connect();
    // A connection that might still hold the lock must not go back to the pool.
    let holdsLock = true;
    try {
      const locked = await holder.query<{ ok: boolean }>(
        'SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok',
        [NAMED_LOCK_SPACE, key],
      );
      if (!locked.rows[0]?.ok) {
        holdsLock = false;
        return { ran: false };
      }
      try {
        return { ran: true, value: await task() };
      } finally {
        const unlocked = await holder
          .query<{ ok: boolean }>('SELECT pg_advisory_unlock($1, hashtext($2)) AS ok', [
            NAMED_LOCK_SPACE,
            key,
          ])
          .catch(() => undefined);
        holdsLock = unlocked?.rows[0]?.ok !== true;
      }
    } finally {
      holder.release(holdsLock);
    }
  };
  const connections = () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  });
  return { db, kind: 'postgres', exclusive, tryExclusive, connections, close: () => pool.end() };
}

/**
 * A migrated, empty embedded database as a tarball. Loading one takes a fraction of a second;
 * creating and migrating a database takes several, which adds up over a test run.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * `queryRows` as a named prepared statement: each connection parses it once, then only binds
 * the values, and PostgreSQL keeps one plan for it once that plan looks as good as planning each
 * call anew. Only for statements whose text takes a few shapes and whose plan must not depend on
 * the values: every LIMIT a literal (a plan made without its limits reads whole ranges). The
 * name comes from the text, so two shapes never share one. PGlite ignores the name.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(built.sql).digest('base64url')}`;
  const prepared = db._.session.prepareQuery(built, undefined, name, false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}
