import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { openTestDatabase } from '#test/support/server/test-database.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('the server’s PostgreSQL connections', () => {
  it('run without JIT compilation, which cost seconds per deck page at a million events', async () => {
    const database = await openTestDatabase();
    try {
      const [row] = await queryRows<{ jit: string }>(database.db, sql`SHOW jit`);
      expect(row?.jit).toBe('off');
    } finally {
      await database.close();
    }
  });
});
