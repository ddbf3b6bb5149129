import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database, type Db } from '#server/db/client.ts';
import { startJobs } from '#server/jobs/scheduled-jobs.ts';
import { jobRunner, runInSlot, startScheduler, type JobLog } from '#server/jobs/scheduler.ts';
import { noMetrics } from '#test/support/server/no-metrics.ts';
import type { Job } from '#server/lib/job.ts';
import { createThrowawayDatabase, openTestDatabase } from '#test/support/server/test-database.ts';

const EVERY_SECOND = '* * * * * *';
const HOUR = 3_600_000;
/** The start of the current hour, as an hourly job's slot would be. */
const thisHour = () => new Date(Math.floor(Date.now() / HOUR) * HOUR);

interface RunRow {
  job: string;
  ok: boolean | null;
  finished: boolean;
  result: Record<string, unknown> | null;
  error: string | null;
}

const runs = (db: Db, job: string) =>
  queryRows<RunRow>(
    db,
    sql`SELECT job, ok, finished_at IS NOT NULL AS finished, result, error
        FROM job_runs WHERE job = ${job} ORDER BY id`,
  );

/** A job that counts its runs in a table of its own and takes `ms` to finish. */
function countingJob(name: string, ms = 0, schedule = EVERY_SECOND): Job {
  return {
    name,
    schedule,
    run: async (db) => {
      await db.execute(sql`INSERT INTO test_job_hits (job) VALUES (${name})`);
      await sleep(ms);
      return { done: true };
    },
  };
}

const hits = async (db: Db, job: string) =>
  (
    await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM test_job_hits WHERE job = ${job}`,
    )
  )[0]!.n;

function memoryLog() {
  const errors: string[] = [];
  const log: JobLog = { info: () => undefined, error: (_obj, msg) => errors.push(msg) };
  return { log, errors };
}

const createHitsTable = (db: Db) =>
  db.execute(sql`CREATE TABLE IF NOT EXISTS test_job_hits (id serial PRIMARY KEY, job text)`);

describe('one database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await createHitsTable(database.db);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.execute(sql`TRUNCATE job_runs, test_job_hits`);
  });

  it('tryExclusive turns a second holder of the same key away at once', async () => {
    let release!: () => void;
    const holding = database.tryExclusive(
      'job:a',
      () => new Promise<string>((r) => (release = () => r('first'))),
    );
    await sleep(50);
    expect(await database.tryExclusive('job:a', async () => 'second')).toEqual({ ran: false });
    expect(await database.tryExclusive('job:b', async () => 'other')).toEqual({
      ran: true,
      value: 'other',
    });
    release();
    expect(await holding).toEqual({ ran: true, value: 'first' });
    expect(await database.tryExclusive('job:a', async () => 'again')).toEqual({
      ran: true,
      value: 'again',
    });
  });

  it('tryExclusive lets the key go when the task fails', async () => {
    await expect(
      database.tryExclusive('job:c', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await database.tryExclusive('job:c', async () => 1)).toEqual({ ran: true, value: 1 });
  });

  it('runs a slot once, records it, and is not blocked by a manual run', async () => {
    const job = countingJob('slotted');
    const slot = thisHour();
    const next = new Date(slot.getTime() + HOUR);
    expect(await runInSlot(database, job, slot, noMetrics)).toBe('ran');
    expect(await runInSlot(database, job, slot, noMetrics)).toBe('skipped');
    expect(await jobRunner(noMetrics)(database.db, job)).toEqual({ done: true });
    expect(await runInSlot(database, job, next, noMetrics)).toBe('ran');
    expect(await hits(database.db, 'slotted')).toBe(3);
    expect(await runs(database.db, 'slotted')).toEqual([
      {
        job: 'slotted',
        ok: true,
        finished: true,
        result: { done: true, trigger: 'schedule', slot: slot.toISOString() },
        error: null,
      },
      {
        job: 'slotted',
        ok: true,
        finished: true,
        result: { done: true, trigger: 'manual' },
        error: null,
      },
      {
        job: 'slotted',
        ok: true,
        finished: true,
        result: { done: true, trigger: 'schedule', slot: next.toISOString() },
        error: null,
      },
    ]);
  });

  it('records a failed run with the database’s message, not the SQL', async () => {
    const job: Job = {
      name: 'failing',
      schedule: EVERY_SECOND,
      run: async (db) => {
        await db.execute(sql`SELECT 1 / (SELECT count(*) FROM job_runs WHERE false)`);
        return {};
      },
    };
    const slot = thisHour();
    await expect(runInSlot(database, job, slot, noMetrics)).rejects.toThrow();
    // The slot counts as taken: the next try waits for the next slot.
    expect(await runInSlot(database, job, slot, noMetrics)).toBe('skipped');
    expect(await runs(database.db, 'failing')).toEqual([
      {
        job: 'failing',
        ok: false,
        finished: true,
        result: { trigger: 'schedule', slot: slot.toISOString() },
        error: 'division by zero',
      },
    ]);
  });

  it('fires on schedule, logs failures without stopping, and waits for a run on stop', async () => {
    const { log, errors } = memoryLog();
    let underWay = 0;
    const slow: Job = {
      name: 'slow',
      schedule: EVERY_SECOND,
      run: async () => {
        underWay += 1;
        await sleep(400);
        underWay -= 1;
        return {};
      },
    };
    const broken: Job = {
      name: 'broken',
      schedule: EVERY_SECOND,
      run: async () => {
        throw new Error('broken on purpose');
      },
    };
    const scheduler = startScheduler({ database, log, jobs: [slow, broken], metrics: noMetrics });
    await sleep(2100);
    while (underWay === 0) await sleep(10);
    await scheduler.stop();
    expect(underWay).toBe(0);
    expect((await runs(database.db, 'slow')).length).toBeGreaterThanOrEqual(2);
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(new Set(errors)).toEqual(new Set(['Job broken failed']));
    const brokenRuns = await runs(database.db, 'broken');
    expect(brokenRuns.length).toBe(errors.length);
    expect(brokenRuns.every((r) => r.ok === false && r.error === 'broken on purpose')).toBe(true);

    // Nothing fires after stop().
    const count = async () =>
      (
        await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM job_runs`)
      )[0]!.n;
    const total = await count();
    await sleep(1200);
    expect(await count()).toBe(total);
  });

  it('starts no scheduler with JOBS=off', async () => {
    const { log } = memoryLog();
    const job = countingJob('switch');
    expect(startJobs({ jobs: false }, database, log, [job], noMetrics)).toBeUndefined();
    await sleep(1200);
    expect(await hits(database.db, 'switch')).toBe(0);

    const scheduler = startJobs({ jobs: true }, database, log, [job], noMetrics);
    await sleep(1200);
    await scheduler!.stop();
    expect(await hits(database.db, 'switch')).toBeGreaterThan(0);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('two servers on one PostgreSQL (PostgreSQL only)', () => {
  let shared: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    shared = await createThrowawayDatabase(serverUrl!);
    first = await openTestDatabase(shared.url);
    second = await openTestDatabase(shared.url);
    await createHitsTable(first.db);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await shared.drop();
  });

  it('hold a job lock one at a time', async () => {
    let release!: () => void;
    const holding = first.tryExclusive('job:shared', () => new Promise<void>((r) => (release = r)));
    await sleep(100);
    expect(await second.tryExclusive('job:shared', async () => 'second')).toEqual({ ran: false });
    release();
    await holding;
    expect(await second.tryExclusive('job:shared', async () => 'second')).toEqual({
      ran: true,
      value: 'second',
    });
  });

  it('run each slot of a job once in total', async () => {
    const { log, errors } = memoryLog();
    const job = countingJob('together', 300);
    // A third server whose database calls arrive 500 ms late, after the first run has finished:
    // the lock alone would let it run the slot again.
    const lagging: Database = {
      ...second,
      tryExclusive: async (key, task) => {
        await sleep(500);
        return second.tryExclusive(key, task);
      },
    };
    const schedulers = [first, second, lagging].map((database) =>
      startScheduler({ database, log, jobs: [job], metrics: noMetrics }),
    );
    await sleep(3500);
    await Promise.all(schedulers.map((s) => s.stop()));
    const recorded = await runs(first.db, 'together');
    const slots = recorded.map((r) => r.result?.slot);
    expect(errors).toEqual([]);
    expect(recorded.length).toBeGreaterThanOrEqual(3);
    expect(new Set(slots).size).toBe(recorded.length);
    expect(await hits(first.db, 'together')).toBe(recorded.length);
    expect(recorded.every((r) => r.ok === true)).toBe(true);
  });
});
