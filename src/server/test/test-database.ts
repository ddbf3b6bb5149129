import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '#server/db/client.ts';

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

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, or a throwaway
 * database on the server named by TEST_DATABASE_URL. With `sharedUrl`, another connection to a
 * database someone else created (and drops), as a second server would have.
 */
export async function openTestDatabase(sharedUrl?: string): Promise<Database> {
  if (sharedUrl) return openDatabase({ databaseUrl: sharedUrl, dataDir: null });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: null });
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
