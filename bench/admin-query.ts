import pg from 'pg';

/**
 * One statement on the `postgres` database of the server `databaseUrl` names: creating and
 * dropping the scratch databases a bench runs on.
 */
export async function adminQuery(databaseUrl: string, statement: string) {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
