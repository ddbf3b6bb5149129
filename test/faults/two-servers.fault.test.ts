import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesOf,
  freePort,
  sendJson,
  startServer,
  type ServerProcess,
} from '#test/support/server/server-process.ts';
import { createThrowawayDatabase } from '#test/support/server/test-database.ts';

// Two real server processes behind one imaginary load balancer: one PostgreSQL database, one
// Redis, separate data directories. Whatever one server does must hold on the other.

const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** Every job fires every few seconds instead of hourly, so a minute covers many slots. */
const SLOT_SECONDS = 5;
const AUTH_RATE_LIMIT = 4;

let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  database = await createThrowawayDatabase(SERVER_URL);
  const [portA, portB] = [await freePort(), await freePort()];
  const env = {
    DATABASE_URL: database.url,
    ALLOWED_ORIGINS: `http://localhost:${portA},http://localhost:${portB}`,
    REDIS_URL: 'redis://127.0.0.1:6379',
    AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
    // Each test speaks for its own client address, so runs sharing one Redis never meet.
    TRUST_PROXY: 'true',
    JOB_SCHEDULE: `*/${SLOT_SECONDS} * * * * *`,
  };
  // Started together, as a deploy would: start-up work (migrations, seeding) is serialised by
  // the database's start-up lock.
  [a, b] = await Promise.all([
    startServer({ port: portA, env }),
    startServer({ port: portB, env }),
  ]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

async function query<T>(statement: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(statement)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('two servers on one database', () => {
  it('share sessions: made on A, valid on B, and signed out on B means signed out on A', async () => {
    const email = `two.${randomBytes(4).toString('hex')}@example.com`;
    const registered = await sendJson(a.base, 'POST', '/api/auth/register', {
      email,
      password: 'secret123',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(registered.status).toBe(201);
    const cookie = cookiesOf(registered);
    const userOn = (s: ServerProcess) =>
      sendJson(s.base, 'GET', '/api/auth/user', undefined, { cookie });

    const onB = await userOn(b);
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ email });

    const loggedOut = await sendJson(b.base, 'POST', '/api/auth/logout', undefined, { cookie });
    expect(loggedOut.status).toBe(200);
    expect((await userOn(a)).status).toBe(401);
    expect((await userOn(b)).status).toBe(401);
  });

  it('spend one sign-in budget in Redis, whichever server an attempt reaches', async () => {
    const address = `203.0.113.${1 + (randomBytes(1)[0]! % 250)}`;
    const account = `budget.${randomBytes(4).toString('hex')}@example.com`;
    const codes: number[] = [];
    for (let i = 0; i < AUTH_RATE_LIMIT + 2; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await sendJson(
        server.base,
        'POST',
        '/api/auth/login',
        { email: account, password: 'wrong-password' },
        { 'x-forwarded-for': address },
      );
      codes.push(res.status);
    }
    // Each server alone has seen only half the attempts: in memory, neither would refuse any.
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('run each job once per slot in total, even when one server fires late', async () => {
    type SlotRuns = { job: string; slot: string; runs: number; ok: number; running: number };
    const slotRuns = () =>
      query<SlotRuns>(
        `SELECT job, result->>'slot' AS slot, count(*)::int AS runs,
                count(*) FILTER (WHERE ok)::int AS ok,
                count(*) FILTER (WHERE finished_at IS NULL)::int AS running
         FROM job_runs WHERE result->>'trigger' = 'schedule'
         GROUP BY 1, 2 ORDER BY 1, 2`,
      );
    const slotMs = SLOT_SECONDS * 1000;
    const jobs = ['cleanup', 'crawl'];
    /** Waits for what the database shows, not for the clock: a busy machine only makes it later. */
    async function until(done: (runs: SlotRuns[]) => boolean) {
      for (;;) {
        const runs = await slotRuns();
        if (done(runs)) return runs;
        await sleep(200);
      }
    }
    /** Every job has run `slot`, and every run up to it is over. */
    const ranSlot = (runs: SlotRuns[], slot: number) =>
      jobs.every((job) =>
        runs.some((r) => r.job === job && r.slot === new Date(slot).toISOString()),
      ) && runs.every((r) => Date.parse(r.slot) > slot || r.running === 0);

    // Server B freezes (a long GC pause, a stalled VM) before a slot's firing and wakes once A
    // has run that slot, so its own timer fires late for a slot A has already taken.
    b.child.kill('SIGSTOP');
    const late = Math.ceil((Date.now() + 1) / slotMs) * slotMs;
    await until((runs) => ranSlot(runs, late));
    b.child.kill('SIGCONT');
    // Several more slots with both servers awake.
    const last = late + 3 * slotMs;
    const runs = (await until((r) => ranSlot(r, last))).filter((r) => Date.parse(r.slot) <= last);

    expect([...new Set(runs.map((r) => r.job))]).toEqual(expect.arrayContaining(jobs));
    for (const job of jobs) {
      const slots = runs.filter((r) => r.job === job);
      // No slot twice, and no slot skipped between the first and the last one seen.
      expect(slots.filter((r) => r.runs !== 1 || r.ok !== 1)).toEqual([]);
      const times = slots.map((r) => Date.parse(r.slot));
      const span = (Math.max(...times) - Math.min(...times)) / slotMs + 1;
      expect(slots.length).toBe(span);
    }
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
  });
});
