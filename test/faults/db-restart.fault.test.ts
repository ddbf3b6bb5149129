import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres } from '#server/db/client.ts';
import {
  createFaultCluster,
  dropFaultCluster,
  startFaultCluster,
  stopFaultCluster,
} from '#test/faults/db-restart-cluster.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import {
  cookiesOf,
  sendJson,
  startServer,
  type ServerProcess,
} from '#test/support/server/server-process.ts';
import { createThrowawayDatabase } from '#test/support/server/test-database.ts';

// One server under steady traffic while its PostgreSQL is stopped and started again. While the
// database is gone every request is answered promptly with 503 and a clear reason; once it is
// back the same server serves again, without a restart.

/** A request not answered within this long counts as hanging. */
const HANG_MS = 10_000;
const WORKERS = 4;

type Phase = 'up' | 'down' | 'back' | 'between';
interface Outcome {
  phase: Phase;
  kind: 'health' | 'unseen' | 'swipe';
  status: number | 'no answer';
  body: { code?: string; message?: string; status?: string; database?: string } | null;
}

let server: ServerProcess;
let cookie = '';
let eventIds: number[] = [];

beforeAll(async () => {
  const clusterUrl = await createFaultCluster();
  const database = await createThrowawayDatabase(clusterUrl);
  server = await startServer({
    // Jobs fire every second, so some run while the database goes down.
    env: { DATABASE_URL: database.url, JOB_SCHEDULE: '* * * * * *' },
  });
  const seeder = connectPostgres(database.url);
  eventIds = (
    await insertEvents(
      seeder.db,
      Array.from({ length: 200 }, () => makeEvent()),
    )
  ).map((e) => e.id);
  await seeder.close();
  const registered = await sendJson(server.base, 'POST', '/api/auth/register', {
    email: `restart.${randomBytes(4).toString('hex')}@example.com`,
    password: 'secret123',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  expect(registered.status).toBe(201);
  cookie = cookiesOf(registered);
});

afterAll(async () => {
  await server?.stop();
  // Dropping the cluster drops its databases with it.
  await dropFaultCluster();
});

async function request(kind: Outcome['kind'], phase: () => Phase): Promise<Outcome> {
  const started = phase();
  const call =
    kind === 'health'
      ? fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(HANG_MS) })
      : kind === 'unseen'
        ? fetch(`${server.base}/api/events/unseen?limit=5`, {
            headers: { cookie },
            signal: AbortSignal.timeout(HANG_MS),
          })
        : sendJson(
            server.base,
            'POST',
            '/api/user-events',
            {
              eventId: eventIds[randomBytes(2).readUInt16BE() % eventIds.length],
              action: 'liked',
            },
            { cookie },
            AbortSignal.timeout(HANG_MS),
          );
  try {
    const res = await call;
    const text = await res.text();
    const body = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
    // A request that began in one phase and ended in another proves nothing about either.
    return { phase: started === phase() ? started : 'between', kind, status: res.status, body };
  } catch {
    return { phase: started, kind, status: 'no answer', body: null };
  }
}

describe('the database restarted under load', () => {
  it('answers 503 while it is down and recovers by itself', async () => {
    let phase: Phase = 'up';
    let running = true;
    const outcomes: Outcome[] = [];
    const kinds = ['health', 'unseen', 'swipe'] as const;
    const workers = Array.from({ length: WORKERS }, async (_, w) => {
      for (let i = w; running; i++) {
        outcomes.push(await request(kinds[i % kinds.length]!, () => phase));
      }
    });

    await sleep(2_000);
    // Requests while the cluster shuts down or starts up may go either way.
    phase = 'between';
    await stopFaultCluster();
    phase = 'down';
    await sleep(5_000);
    phase = 'between';
    await startFaultCluster();
    phase = 'back';
    // The server finds its database again on its own; nothing restarts it.
    let healthy = false;
    for (let i = 0; i < 120 && !healthy; i++) {
      healthy = (await fetch(`${server.base}/api/health`)).status === 200;
      if (!healthy) await sleep(500);
    }
    await sleep(2_000);
    running = false;
    await Promise.all(workers);

    expect(server.child.exitCode, server.output()).toBeNull();
    expect(healthy).toBe(true);
    const during = (p: Phase) => outcomes.filter((o) => o.phase === p);
    expect(during('up').length).toBeGreaterThan(0);
    expect(during('down').length).toBeGreaterThan(WORKERS);

    // Nothing hangs and nothing is a bare 500, whatever moment a request hit.
    expect(outcomes.filter((o) => o.status === 'no answer' || o.status === 500)).toEqual([]);

    // With the database down, every answer says so.
    const down = during('down');
    const health = down.filter((o) => o.kind === 'health');
    const others = down.filter((o) => o.kind !== 'health');
    expect(health.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    for (const o of health) {
      expect(o).toMatchObject({
        status: 503,
        body: { status: 'error', database: 'unavailable', code: 'DATABASE_UNAVAILABLE' },
      });
    }
    for (const o of others) {
      expect(o).toMatchObject({
        status: 503,
        body: {
          code: 'DATABASE_UNAVAILABLE',
          message: expect.stringMatching(/database is unavailable/),
        },
      });
    }

    // Back up: the same session swipes and reads again.
    const swipe = await sendJson(
      server.base,
      'POST',
      '/api/user-events',
      { eventId: eventIds[0], action: 'passed' },
      { cookie },
    );
    expect([200, 201]).toContain(swipe.status);
    const unseen = await fetch(`${server.base}/api/events/unseen?limit=5`, { headers: { cookie } });
    expect(unseen.status).toBe(200);
    const back = during('back').filter((o) => o.status !== 503);
    expect(back.length).toBeGreaterThan(0);
    expect(back.every((o) => o.status === 200 || o.status === 201)).toBe(true);
  });
});
