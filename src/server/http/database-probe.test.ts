import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { databaseProbe } from '#server/http/database-probe.ts';

describe('databaseProbe', () => {
  const client = new PGlite();
  const statements: string[] = [];
  const db = drizzle(client, {
    logger: { logQuery: (query) => statements.push(query) },
  }) as unknown as Db;
  // Starting the embedded database compiles it, which takes seconds on a busy machine: done
  // before the tests, with its own allowance, so no test's time includes it.
  beforeAll(() => client.waitReady, 120_000);
  afterAll(() => client.close());

  it('asks the database once however many callers wait within its age', async () => {
    const probe = databaseProbe(db, 60_000);
    for (let i = 0; i < 5; i++) await probe();
    await Promise.all([probe(), probe(), probe()]);
    expect(statements).toEqual(['SELECT 1']);
  });

  it('asks again once its answer is older than the age', async () => {
    statements.length = 0;
    const probe = databaseProbe(db, 0);
    await probe();
    await probe();
    expect(statements).toEqual(['SELECT 1', 'SELECT 1']);
  });
});
