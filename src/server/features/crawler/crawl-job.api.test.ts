import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { events } from '#server/db/schema/events.ts';
import { jobRuns } from '#server/db/schema/job-runs.ts';
import { CRAWL_JOB, CRAWL_LOCK, crawlJob } from '#server/features/crawler/crawl-job.ts';
import { send, startLocalSite, type LocalSite } from '#test/support/crawler/local-site.ts';
import { parksFeed, robotsTxt } from '#test/support/crawler/source-documents.ts';
import { runInSlot } from '#server/jobs/scheduler.ts';
import { localUploadStore } from '#server/uploads/upload-store.ts';
import { localCrawlSettings } from '#test/support/crawler/local-crawl-settings.ts';
import { noMetrics } from '#test/support/server/no-metrics.ts';
import { createThrowawayDatabase, openTestDatabase } from '#test/support/server/test-database.ts';

const HOUR = 3_600_000;
/** Half past the current hour and the hours after it, as the hourly crawl's slots. */
const slot = (hoursAhead = 0) =>
  new Date(Math.floor(Date.now() / HOUR) * HOUR + HOUR / 2 + hoursAhead * HOUR);

let site: LocalSite;
/** Where the crawl would store pictures; the feed's items have none. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'swipenyc-crawl-job-'));
beforeAll(async () => {
  site = await startLocalSite({
    '/robots.txt': robotsTxt,
    '/parks.xml': send(parksFeed(), 'text/xml'),
  });
});
afterAll(() => site.close());
beforeEach(() => {
  site.hits.length = 0;
});

/** The hourly crawl job reading the test's site (let through for this test only). */
const job = () =>
  crawlJob(
    localCrawlSettings([{ name: 'parks', kind: 'nyc-parks', url: `${site.origin}/parks.xml` }]),
    localUploadStore(dataDir),
  );

const crawlRuns = (database: Database) =>
  database.db.select().from(jobRuns).where(eq(jobRuns.job, CRAWL_JOB)).orderBy(jobRuns.id);
const feedReads = () => site.hits.filter((h) => h === '/parks.xml').length;

describe('the hourly crawl on the scheduler', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.execute(sql`TRUNCATE events, job_runs RESTART IDENTITY CASCADE`);
  });

  it('runs at half past the hour, once per slot, recording its result', async () => {
    expect(job().schedule).toBe('30 * * * *');
    expect(await runInSlot(database, job(), slot(), noMetrics)).toBe('ran');
    expect(await runInSlot(database, job(), slot(), noMetrics)).toBe('skipped');
    const [run] = await crawlRuns(database);
    expect(run).toMatchObject({
      ok: true,
      result: expect.objectContaining({
        message: 'Crawl added 2 events (0 updated)',
        trigger: 'schedule',
        slot: slot().toISOString(),
      }),
    });
    expect(await crawlRuns(database)).toHaveLength(1);
    expect(feedReads()).toBe(1);
  });

  it('skips its slot while another crawl holds the lock, and runs one of two firings at once', async () => {
    let release!: () => void;
    let held!: () => void;
    const holding = new Promise<void>((r) => (held = r));
    const manual = database.tryExclusive(CRAWL_LOCK, () => {
      held();
      return new Promise<void>((r) => (release = r));
    });
    // On PostgreSQL taking the lock is a round trip: the slot must find it already held.
    await holding;
    expect(await runInSlot(database, job(), slot(1), noMetrics)).toBe('skipped');
    release();
    await manual;

    const outcomes = await Promise.all([
      runInSlot(database, job(), slot(2), noMetrics),
      runInSlot(database, job(), slot(2), noMetrics),
    ]);
    expect(outcomes.sort()).toEqual(['ran', 'skipped']);
    expect(await crawlRuns(database)).toHaveLength(1);
    expect(await database.db.select().from(events)).toHaveLength(2);
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
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await shared.drop();
  });

  it('crawl each slot once in total', async () => {
    for (const hour of [0, 1]) {
      const outcomes = await Promise.all(
        [first, second].map((d) => runInSlot(d, job(), slot(hour), noMetrics)),
      );
      expect(outcomes.sort()).toEqual(['ran', 'skipped']);
    }
    expect(await crawlRuns(first)).toHaveLength(2);
    expect(feedReads()).toBe(2);
    // The second hour's crawl found the first hour's events again.
    expect(await first.db.select().from(events)).toHaveLength(2);
  });
});
