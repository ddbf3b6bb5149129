import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  migratedPgliteDump,
  openDatabase,
  queryRows,
  type Database,
  type Db,
} from '#server/db/client.ts';
import {
  bytesWritten,
  csvFile,
  readState,
  seedBaseline,
  UPCOMING,
  type DataState,
} from '#test/faults/fault-data.ts';
import {
  adminCookie,
  freePort,
  sendJson,
  startServer,
  type ServerProcess,
} from '#test/support/server/server-process.ts';
import { createThrowawayDatabase } from '#test/support/server/test-database.ts';

const PG_SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CSV_ROWS = 50_000;
const MOCK_COUNT = 5_000;
const EXPIRED = 20_000;
/** Small enough that a kill lands between batches or inside one, never after the last. */
const CLEANUP_BATCH = 2_000;

type Kind = 'pglite' | 'postgres';

/**
 * The database a scenario runs on. For PGlite only one process may hold the files, so `read`
 * opens them while no server runs; on PostgreSQL a second connection watches the server work.
 */
interface Store {
  kind: Kind;
  dataDir: string;
  databaseUrl?: string;
  /** A second connection while the server runs (PostgreSQL only). */
  watcher?: Database;
  read: <T>(task: (db: Db) => Promise<T>) => Promise<T>;
  dispose: () => Promise<void>;
}

let dump: Blob;
beforeAll(async () => {
  dump = await migratedPgliteDump();
});

async function openStore(kind: Kind): Promise<Store> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'swipenyc-fault-'));
  if (kind === 'pglite') {
    return {
      kind,
      dataDir,
      read: async (task) => {
        const database = await openDatabase({ dataDir });
        try {
          return await task(database.db);
        } finally {
          await database.close();
        }
      },
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const throwaway = await createThrowawayDatabase(PG_SERVER);
  const watcher = await openDatabase({ databaseUrl: throwaway.url, dataDir: null });
  return {
    kind,
    dataDir,
    databaseUrl: throwaway.url,
    watcher,
    read: (task) => task(watcher.db),
    dispose: async () => {
      await watcher.close();
      await throwaway.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `ready` until it holds; fails if the request settles first (the kill would be late). */
async function waitUntil(what: string, settled: () => boolean, ready: () => Promise<boolean>) {
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (await ready()) return;
    if (settled()) throw new Error(`the operation finished before ${what}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** On PostgreSQL: a session of the server inside a transaction that has written something. */
async function openWriteTransaction(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND backend_xid IS NOT NULL AND state IN ('active', 'idle in transaction')`,
  );
  return (row?.n ?? 0) > 0;
}

/** Ids handed out so far; sequences are outside transactions, so uncommitted inserts show. */
async function eventIdsTaken(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS n FROM events_id_seq`,
  );
  return Number(row?.n ?? 0);
}

async function runStarted(db: Db, job: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM job_runs WHERE job = ${job} AND finished_at IS NULL`,
  );
  return rows.length > 0;
}

interface Scenario {
  name: string;
  expired: number;
  job?: string;
  request: (server: ServerProcess, cookie: string) => Promise<Response>;
  /** Resolves once the write is visibly under way (PostgreSQL: seen from a second connection). */
  underWay: (store: Store, server: ServerProcess, settled: () => boolean) => Promise<void>;
  /** The state after restart is the state before, or the state after the whole operation. */
  check: (before: DataState, after: DataState) => void;
}

/** PGlite writes its WAL when a transaction commits or its WAL buffers fill. */
const writesSince = (server: ServerProcess, base: number) => bytesWritten(server.child.pid!) - base;

const scenarios: Scenario[] = [
  {
    name: `a ${CSV_ROWS.toLocaleString('en-US')}-row CSV import`,
    expired: 0,
    request: (server, cookie) => {
      const form = new FormData();
      form.append('csv', csvFile(CSV_ROWS, 'fault'), 'fault.csv');
      return fetch(`${server.base}/api/events/bulk-upload`, {
        method: 'POST',
        headers: { cookie, origin: server.base },
        body: form,
      });
    },
    underWay: async (store, server, settled) => {
      if (store.watcher) {
        const db = store.watcher.db;
        // The first of the import's 5,000-row chunks is in, inside its one open transaction;
        // nine more follow, so the kill lands mid-write.
        await waitUntil(
          'the import had inserted 5,000 rows',
          settled,
          async () => (await eventIdsTaken(db)) >= UPCOMING + 5_000 && openWriteTransaction(db),
        );
        return;
      }
      // The uncommitted rows overflow PGlite's WAL buffers onto disk: megabytes of writes.
      const base = bytesWritten(server.child.pid!);
      await waitUntil(
        'the import had written 16 MB',
        settled,
        async () => writesSince(server, base) > 16 * 2 ** 20,
      );
    },
    check: (before, after) => {
      expect([0, CSV_ROWS]).toContain(after.csvEvents);
      // A batch row exists if and only if its events do, and it counts them exactly.
      expect(after.batches).toBe(after.csvEvents > 0 ? 1 : 0);
      expect(after.unevenBatches).toBe(0);
      expect(after.events).toBe(before.events + after.csvEvents);
    },
  },
  {
    name: `a ${MOCK_COUNT.toLocaleString('en-US')}-event mock generation`,
    expired: 0,
    job: 'generate-mock',
    request: (server, cookie) =>
      sendJson(server.base, 'POST', '/api/events/generate-mock', { count: MOCK_COUNT }, { cookie }),
    underWay: async (store, server, settled) => {
      if (store.watcher) {
        const db = store.watcher.db;
        await waitUntil(
          'the generation had inserted 1,000 rows',
          settled,
          async () =>
            (await runStarted(db, 'generate-mock')) &&
            (await eventIdsTaken(db)) >= UPCOMING + 1_000 &&
            openWriteTransaction(db),
        );
        return;
      }
      // The job_runs row commits before the generation's transaction starts; the kill follows
      // it closely, while the rows are being built and inserted (under a second on an idle
      // machine, so a longer wait would let the generation finish first).
      const base = bytesWritten(server.child.pid!);
      await waitUntil('the run was recorded', settled, async () => writesSince(server, base) > 0);
      await pause(100);
    },
    check: (before, after) => {
      expect([0, MOCK_COUNT]).toContain(after.mockEvents);
      expect(after.events).toBe(before.events + after.mockEvents);
    },
  },
  {
    name: `a cleanup of ${EXPIRED.toLocaleString('en-US')} expired events and their swipes`,
    expired: EXPIRED,
    job: 'cleanup',
    request: (server, cookie) =>
      sendJson(server.base, 'POST', '/api/events/cleanup', undefined, { cookie }),
    underWay: async (store, server, settled) => {
      if (store.watcher) {
        const db = store.watcher.db;
        await waitUntil(
          'the first batch was deleting',
          settled,
          async () => (await runStarted(db, 'cleanup')) && openWriteTransaction(db),
        );
        return;
      }
      const base = bytesWritten(server.child.pid!);
      await waitUntil('the run was recorded', settled, async () => writesSince(server, base) > 0);
      await pause(500);
    },
    check: (before, after) => {
      // Cleanup commits one batch at a time (jobs/cleanup.ts), so "all or nothing" holds per
      // batch: whole batches are gone, with all their swipes, and the rest is untouched for the
      // next run (docs/reliability.md#cleanup).
      expect((EXPIRED - after.expired) % CLEANUP_BATCH).toBe(0);
      expect(after.expiredMissingSwipes).toBe(0);
      expect(after.upcoming).toBe(before.upcoming);
      expect(after.events).toBe(before.upcoming + after.expired);
    },
  },
];

describe.each<Kind>(['pglite', 'postgres'])('SIGKILL mid-write on %s', (kind) => {
  const stores: Store[] = [];
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.kill();
    for (const store of stores) await store.dispose();
  });

  it.each(scenarios)('$name is applied fully or not at all', async (scenario) => {
    const store = await openStore(kind);
    stores.push(store);
    if (kind === 'pglite') {
      const seeded = await openDatabase({ dataDir: store.dataDir, loadDataDir: dump });
      await seedBaseline(seeded.db, { expired: scenario.expired });
      await seeded.close();
    } else {
      await seedBaseline(store.watcher!.db, { expired: scenario.expired });
    }
    const before = await store.read((db) => readState(db, scenario.job));
    expect(before.likeMismatches).toBe(0);

    const port = await freePort();
    // No scheduled job writes beside the operation under test.
    const env = {
      DATABASE_URL: store.databaseUrl ?? '',
      JOBS: 'off',
      LOG_LEVEL: 'warn',
      CLEANUP_BATCH_SIZE: String(CLEANUP_BATCH),
    };
    const first = await startServer({ port, dataDir: store.dataDir, env });
    servers.push(first);
    const cookie = await adminCookie(first);
    let settled = false;
    const answer = scenario.request(first, cookie).then(
      async (res) => {
        settled = true;
        return `${res.status} ${await res.text()}`;
      },
      (err: unknown) => {
        settled = true;
        return err instanceof Error ? err : new Error(String(err));
      },
    );
    await scenario.underWay(store, first, () => settled);
    await first.kill();
    // The kill landed mid-operation: no answer ever came.
    expect(await answer, 'the operation answered before the kill').toBeInstanceOf(Error);

    const second = await startServer({ port, dataDir: store.dataDir, env });
    servers.push(second);
    const health = await fetch(`${second.base}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: kind });
    const again = await adminCookie(second);
    for (const url of ['/api/events/batches', '/api/analytics', '/api/events/hot']) {
      const res = await fetch(`${second.base}${url}`, { headers: { cookie: again } });
      expect(res.status, `${url}: ${await res.text()}`).toBe(200);
    }
    if (kind === 'pglite') expect(await second.stop()).toBe(0);

    const after = await store.read((db) => readState(db, scenario.job));
    scenario.check(before, after);
    expect(after.likeMismatches).toBe(0);
    expect(after.orphanSwipes).toBe(0);
    if (scenario.job) {
      // The run was recorded as started and never finished: the kill came in the middle.
      expect(after.unfinishedRuns).toBe(1);
      expect(after.finishedRuns).toBe(0);
    }
    if (kind === 'postgres') await second.stop();
  });
});
