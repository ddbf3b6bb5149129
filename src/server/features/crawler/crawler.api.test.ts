import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '#server/db/schema/job-runs.ts';
import { crawlJob, crawlNow } from '#server/features/crawler/crawl-job.ts';
import { readCrawlState } from '#server/features/crawler/crawl-status.service.ts';
import { send, startLocalSite, type LocalSite } from '#test/support/crawler/local-site.ts';
import { parksFeed, robotsTxt } from '#test/support/crawler/source-documents.ts';
import { jobRunner } from '#server/jobs/scheduler.ts';
import { localUploadStore } from '#server/uploads/upload-store.ts';
import { localCrawlSettings } from '#test/support/crawler/local-crawl-settings.ts';
import { noMetrics } from '#test/support/server/no-metrics.ts';
import { deckPass } from '#test/support/server/deck-pass.ts';
import {
  adminCookie,
  as,
  createTestApp,
  signUp,
  type TestApp,
} from '#test/support/server/test-app.ts';
import { crawlResultSchema, crawlStatusSchema, type CrawlResult } from '#shared/schemas/crawl.ts';

let t: TestApp;
let admin: string;
let user: string;
let site: LocalSite;
beforeAll(async () => {
  site = await startLocalSite({
    '/robots.txt': robotsTxt,
    '/parks.xml': send(parksFeed(), 'text/xml'),
  });
  // The configured sources point at this machine: the server's crawls must refuse them.
  t = await createTestApp({
    CRAWLER_SOURCES: JSON.stringify([
      { name: 'parks', kind: 'nyc-parks', url: `${site.origin}/parks.xml` },
      { name: 'tm', kind: 'ticketmaster' },
    ]),
  });
  admin = await adminCookie(t.app);
  user = (await signUp(t.app)).cookie;
  await t.database.db.execute(sql`TRUNCATE events, job_runs RESTART IDENTITY CASCADE`);
});
afterAll(async () => {
  await t.close();
  await site.close();
});

// Each admin may start 6 crawls a minute: this file starts five.
const post = (url: string) => t.app.inject(as(admin, { method: 'POST', url }));
const status = async () => {
  const res = await t.app.inject(as(admin, { method: 'GET', url: '/api/crawl/status' }));
  expect(res.statusCode).toBe(200);
  return crawlStatusSchema.parse(res.json());
};
const summary = (r: CrawlResult) =>
  r.sources.map((s) => [s.source, s.kind, s.ok, s.found, s.created, s.updated, s.skipped, s.error]);

describe('admin only', () => {
  it.each([
    ['GET', '/api/crawl/status'],
    ['POST', '/api/crawl/demo'],
    ['POST', '/api/scrape-real-events'],
  ] as const)('%s %s answers 401 anonymous and 403 to a user', async (method, url) => {
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    const res = await t.app.inject(as(user, { method, url }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'FORBIDDEN' });
    expect(await t.database.db.select().from(jobRuns)).toEqual([]);
  });
});

describe('GET /api/crawl/status before any crawl', () => {
  it('says the crawler is ready and hourly crawls are off (JOBS=off)', async () => {
    expect(await status()).toEqual({
      message: 'Crawler ready; hourly crawls are off',
      scheduler: {
        isScheduled: false,
        running: false,
        lastRunAt: null,
        nextRunAt: null,
        lastResult: null,
      },
    });
  });

  it('names the next half past the hour when crawls are scheduled', async () => {
    const state = await readCrawlState(t.database.db, true, new Date('2030-06-10T16:45:00Z'));
    expect(state.nextRunAt).toEqual(new Date('2030-06-10T17:30:00Z'));
  });
});

describe('POST /api/crawl/demo', () => {
  let first: CrawlResult;

  it('crawls the bundled fixtures of every kind into the coming weeks', async () => {
    const res = await post('/api/crawl/demo');
    expect(res.statusCode).toBe(200);
    first = crawlResultSchema.parse(res.json());
    expect(summary(first)).toEqual([
      // The fixtures' one past event is skipped...
      ['demo-nyc-parks', 'nyc-parks', true, 8, 7, 0, 1, null],
      // ...a festival listed once per closed block counts once...
      ['demo-nyc-permitted-events', 'socrata', true, 7, 6, 0, 1, null],
      // ...cancelled and online-only events are left out...
      ['demo-ticketmaster', 'ticketmaster', true, 5, 4, 0, 1, null],
      ['demo-library-calendar', 'ical', true, 7, 6, 0, 1, null],
      // ...and the concert Ticketmaster also lists joins its card.
      ['demo-venue-page', 'json-ld', true, 5, 2, 1, 2, null],
    ]);
    expect(first).toMatchObject({
      message: 'Demo crawl added 25 events (1 updated)',
      created: 25,
      updated: 1,
      skipped: 6,
    });
    // Each skip is counted under its reason; every source kept most of what it listed.
    const reasons = (s: CrawlResult['sources'][number]) =>
      Object.fromEntries(Object.entries(s.skips).filter(([, n]) => n > 0));
    expect(first.sources.map((s) => [s.source, reasons(s), s.warning])).toEqual([
      ['demo-nyc-parks', { past: 1 }, null],
      ['demo-nyc-permitted-events', { duplicate: 1 }, null],
      ['demo-ticketmaster', { cancelled: 1 }, null],
      ['demo-library-calendar', { cancelled: 1 }, null],
      ['demo-venue-page', { 'online-only': 1, cancelled: 1 }, null],
    ]);
  });

  it('adds cards that appear on the deck', async () => {
    const titles = (await deckPass(t.app, user)).map((e) => e.title);
    expect(titles).toHaveLength(25);
    expect(titles.filter((title) => title === 'Snarky Puppy')).toHaveLength(1);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Movies Under the Stars: The Princess Bride',
        'Atlantic Antic',
        'Hamilton',
        'Author Talk: The Power Broker at Fifty',
        'Brooklyn Steel Comedy Night',
      ]),
    );
  });

  it('updates the same cards when run again', async () => {
    const res = await post('/api/crawl/demo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Demo crawl added 0 events (26 updated)',
      created: 0,
      updated: 26,
    });
  });

  it('shows in the status as the last crawl', async () => {
    const now = await status();
    expect(now.message).toBe('Crawler ready; hourly crawls are off');
    expect(now.scheduler.running).toBe(false);
    expect(now.scheduler.lastRunAt).not.toBeNull();
    expect(now.scheduler.lastResult).toMatchObject({ created: 0, updated: 26, skipped: 6 });
    expect(now.scheduler.lastResult?.sources).toHaveLength(5);
  });
});

describe('one crawl at a time', () => {
  it('answers 409 while a crawl runs, and reports it running', async () => {
    let release!: () => void;
    site.routes['/slow.xml'] = (_req, res) => {
      release = () => res.writeHead(200, { 'content-type': 'text/xml' }).end(parksFeed());
    };
    const running = crawlNow(
      t.database,
      crawlJob(
        localCrawlSettings([{ name: 'slow', kind: 'nyc-parks', url: `${site.origin}/slow.xml` }]),
        localUploadStore(t.config.dataDir),
      ),
      jobRunner(noMetrics),
    );
    while (!site.hits.includes('/slow.xml')) await sleep(10);

    for (const url of ['/api/crawl/demo', '/api/scrape-real-events']) {
      const res = await post(url);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'A crawl is already running', code: 'CONFLICT' });
    }
    expect((await status()).scheduler).toMatchObject({ running: true });
    expect((await status()).message).toBe('A crawl is running');

    release();
    expect((await running).message).toBe('Crawl added 2 events (0 updated)');
    expect((await status()).scheduler).toMatchObject({
      running: false,
      lastResult: { sources: [expect.objectContaining({ source: 'slow', created: 2 })] },
    });
  });
});

describe('POST /api/scrape-real-events', () => {
  it('reports per source: private addresses refused, a source without its key skipped', async () => {
    site.hits.length = 0;
    const res = await post('/api/scrape-real-events');
    expect(res.statusCode).toBe(200);
    const body = crawlResultSchema.parse(res.json());
    expect(body.message).toBe('Crawl failed: no source could be read');
    expect(summary(body)).toEqual([
      [
        'parks',
        'nyc-parks',
        false,
        0,
        0,
        0,
        0,
        expect.stringMatching(
          /^refused 127\.0\.0\.1:\d+\/parks\.xml: 127\.0\.0\.1 is a private or local address$/,
        ),
      ],
      [
        'tm',
        'ticketmaster',
        false,
        0,
        0,
        0,
        0,
        'TICKETMASTER_API_KEY is not set, so this source is skipped',
      ],
    ]);
    expect(site.hits).toEqual([]);
  });
});

describe('GET /api/crawl/status after a crawl that failed as a whole', () => {
  it('says why', async () => {
    const later = new Date(Date.now() + 60_000);
    await t.database.db.insert(jobRuns).values({
      job: 'crawl',
      startedAt: later,
      finishedAt: later,
      ok: false,
      error: 'connection terminated',
    });
    expect(await status()).toMatchObject({
      message: 'The last crawl failed: connection terminated',
      scheduler: { running: false, lastResult: null },
    });
  });
});
