import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** Runs `task` while no other server runs start-up work on the same database. */
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
}

/** pg_advisory_lock key shared by every server's migrations and seeding ("swipenyc" in hex). */
const STARTUP_LOCK = 0x7377697065;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite (on disk, or in memory for
 * `dataDir: null`), and brings the schema up to date.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  onError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 20 });
    // An idle client losing its connection (server restart, dropped database) must not crash
    // the process; the pool replaces it and the next query reports any lasting problem.
    pool.on('error', (err) => opts.onError?.(err));
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
    await exclusive(() => migratePg(drizzlePg(pool), { migrationsFolder }));
    return { db, kind: 'postgres', exclusive, close: () => pool.end() };
  }
  let dataDir: string | undefined;
  if (opts.dataDir) {
    dataDir = path.join(opts.dataDir, 'db');
    mkdirSync(dataDir, { recursive: true });
  }
  // Search's typo tolerance needs pg_trgm; PGlite bundles it but loads only what is asked for.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const pgliteDb = drizzlePglite(client);
  await migratePglite(pgliteDb, { migrationsFolder });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    // One process owns an embedded database, so there is nobody to wait for.
    exclusive: (task) => task(),
    close: () => client.close(),
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
