import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { events } from '#server/db/schema/events.ts';
import { uploads } from '#server/db/schema/uploads.ts';
import { crawlJob, crawlNow } from '#server/features/crawler/crawl-job.ts';
import { parseCrawlerSources, type CrawlSettings } from '#server/features/crawler/source-config.ts';
import { hang, send, startLocalSite, type LocalSite } from '#test/support/crawler/local-site.ts';
import {
  day,
  libraryCalendar,
  parksFeed,
  permittedEvents,
  robotsTxt,
  ticketmasterSearch,
  venuePage,
} from '#test/support/crawler/source-documents.ts';
import { jobRunner } from '#server/jobs/scheduler.ts';
import { localUploadStore } from '#server/uploads/upload-store.ts';
import { jpegBytes } from '#test/support/fakes/fake-picture-host.ts';
import { noMetrics } from '#test/support/server/no-metrics.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { adminCookie, as, createTestApp, type TestApp } from '#test/support/server/test-app.ts';
import type { EventDatabaseRow } from '#shared/schemas/event-database.ts';

const USER_AGENT = 'SwipeNYC-Crawler/1.0 (+http://localhost:3000)';

let t: TestApp;
let admin: string;
let site: LocalSite;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t.app);
  site = await startLocalSite({
    '/robots.txt': robotsTxt,
    '/parks.xml': send(parksFeed(), 'application/rss+xml'),
    '/resource/tvpp-9vvx.json': send(permittedEvents(), 'application/json'),
    '/discovery/v2/events.json': ticketmasterSearch,
    '/calendar.ics': send(libraryCalendar(), 'text/calendar'),
    '/events/': send(venuePage(), 'text/html; charset=utf-8'),
    '/private/events': send(venuePage(), 'text/html'),
    '/garbage': send('<html><body>Service Unavailable</body></html>', 'text/html'),
    '/hang': hang,
    '/img/room.jpg': send(await jpegBytes(), 'image/jpeg'),
  });
});
afterAll(async () => {
  await site.close();
  await t.close();
});
beforeEach(async () => {
  site.hits.length = 0;
  await t.database.db.execute(sql`TRUNCATE events, job_runs RESTART IDENTITY CASCADE`);
});

const allSources = () => [
  { name: 'parks', kind: 'nyc-parks', url: `${site.origin}/parks.xml` },
  { name: 'permits', kind: 'socrata', url: `${site.origin}/resource/tvpp-9vvx.json` },
  { name: 'tm', kind: 'ticketmaster', url: `${site.origin}/discovery/v2/events.json` },
  { name: 'library', kind: 'ical', url: `${site.origin}/calendar.ics`, borough: 'Brooklyn' },
  { name: 'steel', kind: 'json-ld', url: `${site.origin}/events/`, venue: 'Brooklyn Steel' },
];

/** The crawl of the test's site: the SSRF guard lets 127.0.0.1 through for this test only. */
function settings(sources: unknown[], over: Partial<CrawlSettings> = {}): CrawlSettings {
  return {
    sources: parseCrawlerSources(JSON.stringify(sources)),
    ticketmasterApiKey: 'tm-key',
    nycOpenDataAppToken: 'app-token',
    userAgent: USER_AGENT,
    allowPrivateHosts: ['127.0.0.1'],
    hostIntervalMs: 0,
    ...over,
  };
}
const crawl = (sources: unknown[] = allSources(), over: Partial<CrawlSettings> = {}) =>
  crawlNow(
    t.database,
    crawlJob(settings(sources, over), localUploadStore(t.config.dataDir)),
    jobRunner(noMetrics),
  );

const eventCount = async () => (await t.database.db.select().from(events)).length;
const byTitle = async (title: string) =>
  (await t.database.db.select().from(events).where(eq(events.title, title)))[0];
/** The event database's rows matching a search, with their provenance. */
async function databaseRows(search: string): Promise<EventDatabaseRow[]> {
  const res = await t.app.inject(
    as(admin, { method: 'GET', url: `/api/admin/events?search=${encodeURIComponent(search)}` }),
  );
  expect(res.statusCode).toBe(200);
  return res.json();
}
const summary = (r: Awaited<ReturnType<typeof crawl>>) =>
  r.sources.map((s) => [s.source, s.ok, s.found, s.created, s.updated, s.skipped, s.error]);

describe('a crawl of every source kind', () => {
  it('reads each through the safe fetch and stores normalised events', async () => {
    const result = await crawl();
    expect(summary(result)).toEqual([
      ['parks', true, 2, 2, 0, 0, null],
      ['permits', true, 1, 1, 0, 0, null],
      ['tm', true, 2, 2, 0, 0, null],
      // Jazz Brunch, and the weekly Story Time on its three days.
      ['library', true, 4, 4, 0, 0, null],
      // "The Snarky Puppy" is Ticketmaster's "Snarky Puppy": one card, two sources.
      ['steel', true, 2, 1, 1, 0, null],
    ]);
    expect(result.message).toBe('Crawl added 10 events (1 updated)');
    expect(await eventCount()).toBe(10);

    expect(await byTitle('Morning Bird Walk')).toMatchObject({
      date: day(2),
      time: '8:00 AM',
      category: 'outdoor',
      neighborhood: 'Prospect Park',
      borough: 'Brooklyn',
      price: 'Free',
      source: 'crawler',
      sourceKey: 'crawler:parks:https://www.nycgovparks.org/events/bird-walk',
      // Its picture's host does not resolve: the card keeps its category art.
      imageUrl: '/images/events/outdoor.svg',
    });
    expect(await byTitle('Atlantic Antic')).toMatchObject({
      category: 'festival',
      borough: 'Brooklyn',
      time: '10:00 AM',
      // No picture in the dataset: the category's art.
      imageUrl: '/images/events/festival.svg',
      sourceUrl: null,
    });
    // The venue's picture is our stored copy, made once for the crawler (no account's quota).
    const comedy = await byTitle('Brooklyn Steel Comedy Night');
    expect(comedy).toMatchObject({ category: 'comedy', price: 'TBA' });
    expect(comedy?.imageUrl).toMatch(/^\/uploads\/events\/[0-9a-f-]{36}\.webp$/);
    expect(existsSync(path.join(t.config.dataDir, comedy!.imageUrl!))).toBe(true);
    expect(
      await t.database.db.select().from(uploads).where(eq(uploads.url, comedy!.imageUrl!)),
    ).toEqual([
      expect.objectContaining({
        ownerId: null,
        crawled: true,
        sourceUrl: `${site.origin}/img/room.jpg`,
      }),
    ]);

    const [snarky] = await databaseRows('Snarky');
    expect(snarky).toMatchObject({
      title: 'Snarky Puppy',
      price: '$40 - $90',
      neighborhood: 'East Williamsburg',
    });
    expect(snarky!.sources).toEqual([
      { source: 'tm', sourceId: 'tm-1', url: 'https://www.ticketmaster.com/event/tm-1' },
      {
        source: 'steel',
        sourceId: 'https://www.brooklynsteel.com/event/snarky-puppy/',
        url: 'https://www.brooklynsteel.com/event/snarky-puppy/',
      },
    ]);
  });

  it('is polite: robots.txt once per site for feeds and pages, API keys and pages as documented', async () => {
    await crawl();
    expect(site.hits.filter((h) => h === '/robots.txt')).toHaveLength(1);
    expect(site.headers.get('/parks.xml')?.['user-agent']).toBe(USER_AGENT);
    expect(site.headers.get('/resource/tvpp-9vvx.json')?.['x-app-token']).toBe('app-token');
    const socrata = new URL(
      site.hits.find((h) => h.startsWith('/resource/'))!,
      site.origin,
    );
    expect(socrata.searchParams.get('$where')).toMatch(
      /^start_date_time >= '\d{4}-\d{2}-\d{2}T00:00:00' AND .* AND event_type in \('Special Event', /,
    );
    const pages = site.hits
      .filter((h) => h.startsWith('/discovery/'))
      .map((h) => new URL(h, site.origin).searchParams);
    expect(pages.map((p) => [p.get('apikey'), p.get('page'), p.get('city')])).toEqual([
      ['tm-key', '0', 'New York'],
      ['tm-key', '1', 'New York'],
    ]);
  });

  it('updates rather than duplicates on a re-crawl, leaving likes alone', async () => {
    await crawl();
    const key = 'crawler:parks:https://www.nycgovparks.org/events/bird-walk';
    await t.database.db
      .update(events)
      .set({ title: 'Stale title', likeCount: 7 })
      .where(eq(events.sourceKey, key));

    const again = await crawl();
    expect(again.message).toBe('Crawl added 0 events (11 updated)');
    expect(await eventCount()).toBe(10);
    const [bird] = await t.database.db.select().from(events).where(eq(events.sourceKey, key));
    expect(bird).toMatchObject({ title: 'Morning Bird Walk', likeCount: 7 });
    const [seen] = await queryRows<{ later: boolean; links: number }>(
      t.database.db,
      sql`SELECT bool_and(last_seen_at > first_seen_at) AS later, count(*)::int AS links FROM event_sources`,
    );
    expect(seen).toEqual({ later: true, links: 11 });
  });

  it('adds provenance to events from other inputs without rewriting them', async () => {
    const [brunch, liberty, live, elsewhere] = await insertEvents(t.database.db, [
      makeEvent({
        title: 'Jazz Brunch',
        date: day(4),
        venue: 'Central Library',
        description: 'Ours.',
      }),
      // At least 0.8 similar to Ticketmaster's title.
      makeEvent({
        title: 'New York Liberty vs. Las Vegas Aces (WNBA)',
        date: day(8),
        venue: 'Barclays Center',
        source: 'csv',
      }),
      // Too different a title, and the right title at another venue: neither is the concert.
      makeEvent({ title: 'Snarky Puppy Live', date: day(5), venue: 'Brooklyn Steel' }),
      makeEvent({ title: 'Snarky Puppy', date: day(5), venue: 'Blue Note' }),
    ]);
    const result = await crawl();
    expect(summary(result).filter(([s]) => s === 'tm' || s === 'library')).toEqual([
      ['tm', true, 2, 1, 1, 0, null],
      ['library', true, 4, 3, 1, 0, null],
    ]);
    expect(await t.database.db.select().from(events).where(eq(events.id, brunch!.id))).toEqual([
      expect.objectContaining({ title: 'Jazz Brunch', description: 'Ours.', source: 'manual' }),
    ]);
    const provenance = await queryRows<{ event_id: string | number; source: string }>(
      t.database.db,
      sql`SELECT event_id, source FROM event_sources ORDER BY id`,
    );
    const sourcesOf = (id: number) =>
      provenance.filter((p) => Number(p.event_id) === id).map((p) => p.source);
    expect(sourcesOf(brunch!.id)).toEqual(['library']);
    expect(sourcesOf(liberty!.id)).toEqual(['tm']);
    expect(sourcesOf(live!.id)).toEqual([]);
    expect(sourcesOf(elsewhere!.id)).toEqual([]);
    const crawledSnarky = await t.database.db
      .select()
      .from(events)
      .where(eq(events.sourceKey, 'crawler:tm:tm-1'));
    expect(sourcesOf(crawledSnarky[0]!.id)).toEqual(['tm', 'steel']);
  });
});

describe('a crawl with problems', () => {
  it('honours a robots.txt disallow', async () => {
    const result = await crawl([
      { name: 'members', kind: 'json-ld', url: `${site.origin}/private/events` },
    ]);
    expect(summary(result)).toEqual([
      [
        'members',
        false,
        0,
        0,
        0,
        0,
        expect.stringMatching(/^robots\.txt of 127\.0\.0\.1:\d+ disallows \/private\/events$/),
      ],
    ]);
    expect(result.message).toBe('Crawl failed: no source could be read');
    expect(site.hits).toEqual(['/robots.txt']);
  });

  it('reports a source that times out, answers garbage or is not configured, and crawls the rest', async () => {
    const result = await crawl(
      [
        { name: 'parks', kind: 'nyc-parks', url: `${site.origin}/parks.xml` },
        { name: 'permits', kind: 'socrata', url: `${site.origin}/garbage` },
        { name: 'slow', kind: 'ical', url: `${site.origin}/hang`, timeoutMs: 300 },
        { name: 'tm', kind: 'ticketmaster', url: `${site.origin}/discovery/v2/events.json` },
      ],
      { ticketmasterApiKey: undefined },
    );
    expect(summary(result)).toEqual([
      ['parks', true, 2, 2, 0, 0, null],
      [
        'permits',
        false,
        0,
        0,
        0,
        0,
        expect.stringMatching(/^could not read the answer: Unexpected token '<'/),
      ],
      [
        'slow',
        false,
        0,
        0,
        0,
        0,
        expect.stringMatching(/^127\.0\.0\.1:\d+\/hang did not answer within 0\.3 s$/),
      ],
      ['tm', false, 0, 0, 0, 0, 'TICKETMASTER_API_KEY is not set, so this source is skipped'],
    ]);
    expect(result.message).toBe(
      'Crawl added 2 events (0 updated); 3 of 4 sources could not be read',
    );
    expect(site.hits.some((h) => h.startsWith('/discovery/'))).toBe(false);
    expect(await eventCount()).toBe(2);
  });
});
