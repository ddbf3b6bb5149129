import { createHmac, randomBytes } from 'node:crypto';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { connectPostgres, queryRows, type Database } from '#server/db/client.ts';
import { isDatabaseUnavailable } from '#server/lib/errors.ts';
import { openTestDatabase } from '#test/support/server/test-database.ts';

// The real server and connection pool, aimed at a database that is not there: a port nobody
// listens on (refused at once) and one that accepts connections but never answers (a stalled
// host, where only the pool's connect timeout ends the wait).

const SESSION_SECRET = randomBytes(32).toString('hex');

async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const silentSockets: net.Socket[] = [];
const silent = net.createServer((socket) => silentSockets.push(socket));

async function appOn(databaseUrl: string) {
  const config = {
    ...loadConfig({
      DATA_DIR: `/tmp/swipenyc-db-down-${randomBytes(4).toString('hex')}`,
      SEED_DEMO: 'off',
      JOBS: 'off',
      PUBLIC_URL: 'http://localhost:3000',
      ALLOWED_ORIGINS: 'http://localhost',
    }),
    sessionSecret: SESSION_SECRET,
  };
  const database: Database = connectPostgres(databaseUrl);
  const { app } = await buildApp({ config, database, logger: false });
  await app.ready();
  return { app, close: () => app.close().then(() => database.close()) };
}

/** A correctly signed session cookie, so the guard goes to the database to look it up. */
function signedSessionCookie() {
  const token = randomBytes(16).toString('hex');
  const signature = createHmac('sha256', SESSION_SECRET).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

type Opened = Awaited<ReturnType<typeof appOn>>;
const targets: { name: string; url: () => Promise<string>; opened?: Opened }[] = [
  {
    name: 'refusing connections',
    url: async () => `postgres://postgres@127.0.0.1:${await closedPort()}/swipenyc`,
  },
  {
    name: 'accepting connections but never answering',
    url: async () => {
      silent.listen(0, '127.0.0.1');
      await new Promise((resolve) => silent.once('listening', resolve));
      return `postgres://postgres@127.0.0.1:${(silent.address() as net.AddressInfo).port}/swipenyc`;
    },
  },
];

beforeAll(async () => {
  for (const target of targets) target.opened = await appOn(await target.url());
});
afterAll(async () => {
  for (const target of targets) await target.opened?.close();
  for (const socket of silentSockets) socket.destroy();
  silent.close();
});

describe.each(targets)('with the database $name', (target) => {
  const app = () => target.opened!.app;

  it('answers health with 503 saying the database is unavailable', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'error',
      database: 'unavailable',
      message: expect.stringMatching(/database is unavailable/),
      code: 'DATABASE_UNAVAILABLE',
    });
  });

  it('answers a public read with 503 DATABASE_UNAVAILABLE, not 500', async () => {
    const feed = `/api/calendar/feed/${'a'.repeat(43)}.ics`;
    const res = await app().inject({ method: 'GET', url: feed });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      message: expect.stringMatching(/database is unavailable/),
      code: 'DATABASE_UNAVAILABLE',
    });
  });

  it('answers a sign-in with 503, not as a wrong password', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'someone@example.com', password: 'secret123' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
  });

  it('answers a signed-in swipe with 503 while looking up the session', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/user-events',
      headers: { cookie: signedSessionCookie() },
      payload: { eventId: 1, action: 'liked' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
  });
});

describe('isDatabaseUnavailable', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it('recognises lost and refused connections, also when wrapped', () => {
    const cases = [
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connect ECONNREFUSED 127.0.0.1:5439', 'ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Failed query: select 1', { cause: withCode('admin shutdown', '57P01') }),
    ];
    expect(cases.map(isDatabaseUnavailable)).toEqual(cases.map(() => true));
  });

  it('leaves query errors alone', () => {
    const cases = [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('canceling statement due to statement timeout', '57014'),
      new Error('Failed query: select 1', { cause: withCode('syntax error', '42601') }),
      new Error('Something else'),
    ];
    expect(cases.map(isDatabaseUnavailable)).toEqual(cases.map(() => false));
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a connection lost while checked out', () => {
  it('does not crash the process, and the pool carries on with fresh connections', async () => {
    const database = await openTestDatabase();
    try {
      const [current] = await queryRows<{ name: string }>(
        database.db,
        sql`SELECT current_database() AS name`,
      );
      const outcome = await database.tryExclusive('lost-connection', async () => {
        // The lock's connection sits idle, checked out, while the job runs; the server ends it.
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
          [current!.name],
        );
        await admin.end();
        // Let the termination notice reach the idle connection (an 'error' event, no query).
        await sleep(500);
        return 'done';
      });
      expect(outcome).toEqual({ ran: true, value: 'done' });
      const [row] = await queryRows<{ ok: number }>(database.db, sql`SELECT 1 AS ok`);
      expect(row?.ok).toBe(1);
    } finally {
      await database.close();
    }
  });
});
