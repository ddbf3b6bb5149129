import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  migratedPgliteDump,
  migrationsFolder,
  openDatabase,
  type Database,
} from '#server/db/client.ts';

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An empty database on the PostgreSQL server at `serverUrl`, dropped again by `drop`. */
export async function createThrowawayDatabase(serverUrl: string) {
  const name = `swipenyc_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The migrations' fingerprint: a changed migration makes a new template. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder).sort()) {
    if (name.endsWith('.sql'))
      hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, empty embedded database, made once per set of migrations and kept in the temp
 * directory, so every test file loads it instead of migrating a database of its own. Written
 * under a unique name and renamed, so parallel workers never read half a file.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `swipenyc-pglite-${migrationsHash()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const dump = await migratedPgliteDump();
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, or a throwaway
 * database on the server named by TEST_DATABASE_URL. With `sharedUrl`, another connection to a
 * database someone else created (and drops), as a second server would have.
 */
export async function openTestDatabase(sharedUrl?: string): Promise<Database> {
  if (sharedUrl) return openDatabase({ databaseUrl: sharedUrl, dataDir: null });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: null, loadDataDir: await pgliteTemplate() });
  const throwaway = await createThrowawayDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: throwaway.url, dataDir: null });
  return {
    ...database,
    close: async () => {
      await database.close();
      await throwaway.drop();
    },
  };
}
