import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PEOPLE_EMAIL_PATTERN } from '#server/auth/demo-people.ts';
import { queryRows } from '#server/db/client.ts';
import { DEMO_PEOPLE_COUNT } from '#server/seed/demo-people.ts';
import { sharedSessionSecret } from '#server/lib/session-secret.ts';
import { as, createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';
import { createThrowawayDatabase, openTestDatabase } from '#test/support/server/test-database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('several servers on one PostgreSQL (PostgreSQL only)', () => {
  let shared: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  const opened: TestApp[] = [];
  beforeAll(async () => {
    shared = await createThrowawayDatabase(serverUrl!);
  });
  afterAll(async () => {
    await Promise.all(opened.map((t) => t.close()));
    await shared.drop();
  });

  it('seed once when they start together', async () => {
    // No SESSION_SECRET and separate data directories, as on separate machines.
    const env = { SEED_DEMO: 'on' as const, SESSION_SECRET: '' };
    const servers = await Promise.all(
      [1, 2, 3].map(() => createTestApp(env, { databaseUrl: shared.url })),
    );
    opened.push(...servers);
    const db = servers[0]!.database.db;
    const [events] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM events`);
    const users = await queryRows<{ username: string }>(
      db,
      sql`SELECT username FROM "user" WHERE email NOT LIKE ${DEMO_PEOPLE_EMAIL_PATTERN} ORDER BY username`,
    );
    const [demoPeople] = await queryRows<{ n: number; swipers: number }>(
      db,
      sql`SELECT count(*)::int AS n, count(DISTINCT ue.user_id)::int AS swipers
        FROM "user" u LEFT JOIN user_events ue ON ue.user_id = u.id
        WHERE u.email LIKE ${DEMO_PEOPLE_EMAIL_PATTERN}`,
    );
    expect(events!.n).toBeGreaterThan(200);
    expect(events!.n).toBeLessThan(400);
    expect(users.map((u) => u.username)).toEqual(['admin', 'demo']);
    // One round of swipes, made by one of the three servers.
    expect(demoPeople!.swipers).toBe(DEMO_PEOPLE_COUNT);
    expect(demoPeople!.n).toBe(DEMO_PEOPLE_COUNT * 30);
  });

  it('read each other’s sessions with the generated secret', async () => {
    const [a, b] = opened;
    const { cookie } = await signUp(a!.app);
    const me = await b!.app.inject(as(cookie, { method: 'GET', url: '/api/auth/user' }));
    expect(me.statusCode).toBe(200);
    expect(a!.config.sessionSecret).toBe(b!.config.sessionSecret);
  });
});

describe('the generated session secret', () => {
  it('is created once and kept in the database', async () => {
    const database = await openTestDatabase();
    try {
      const dir = () => mkdtempSync(path.join(tmpdir(), 'swipenyc-secret-'));
      const first = await sharedSessionSecret(database.db, dir());
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(await sharedSessionSecret(database.db, dir())).toBe(first);
    } finally {
      await database.close();
    }
  });

  it('adopts the secret an earlier version kept in DATA_DIR, so sessions survive', async () => {
    const database = await openTestDatabase();
    try {
      const dir = mkdtempSync(path.join(tmpdir(), 'swipenyc-secret-'));
      writeFileSync(path.join(dir, 'session-secret'), `${'ab'.repeat(32)}\n`);
      expect(await sharedSessionSecret(database.db, dir)).toBe('ab'.repeat(32));
    } finally {
      await database.close();
    }
  });
});
