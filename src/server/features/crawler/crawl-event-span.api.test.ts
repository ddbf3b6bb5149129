import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events } from '#server/db/schema/events.ts';
import { crawlJob, crawlNow } from '#server/features/crawler/crawl-job.ts';
import { jobRunner } from '#server/jobs/scheduler.ts';
import { localUploadStore } from '#server/uploads/upload-store.ts';
import { localCrawlSettings } from '#test/support/crawler/local-crawl-settings.ts';
import { noMetrics } from '#test/support/server/no-metrics.ts';
import { fixtureText } from '#test/support/crawler/fixture-text.ts';
import { send, startLocalSite, type LocalSite } from '#test/support/crawler/local-site.ts';
import { robotsTxt } from '#test/support/crawler/source-documents.ts';
import { deckPass } from '#test/support/server/deck-pass.ts';
import { createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';
import { daysBetween } from '#shared/event-span.ts';
import { addDays, nycToday } from '#shared/time.ts';

/**
 * The bundled fixtures, moved in time so that one item of each runs today: a crawled all-day or
 * multi-day event is stored with its real first day and last day, and is on the deck while it
 * runs (docs/product.md#all-day-events).
 */

/** YYYY-MM-DD or YYYYMMDD (iCalendar), as the fixtures write their dates. */
const FIXTURE_DATE = /\b(20\d\d)(-?)(0[1-9]|1[0-2])\2(0[1-9]|[12]\d|3[01])/g;

/** `text` with every date moved by `days`, each written as it was. */
function moved(text: string, days: number): string {
  return text.replace(FIXTURE_DATE, (_, y: string, sep: string, m: string, d: string) => {
    const date = addDays(`${y}-${m}-${d}`, days);
    return sep ? date : date.replaceAll('-', '');
  });
}

interface Case {
  kind: string;
  file: string;
  type: string;
  extra?: object;
  title: string;
  /** The item's first and last day as the fixture lists them. */
  first: string;
  last: string;
  /** How many days before today the moved item began. */
  begunDaysAgo: number;
  allDay: boolean;
}

const cases: Case[] = [
  {
    kind: 'ical',
    file: 'library-calendar.ics',
    type: 'text/calendar',
    extra: { venue: 'The Graduate Center, CUNY', borough: 'Manhattan' },
    // LibCal's DTSTART;VALUE=DATE:20250815 / DTEND;VALUE=DATE:20251101 (exclusive).
    title: 'Exhibition: Mapping Manhattan',
    first: '2025-08-15',
    last: '2025-10-31',
    begunDaysAgo: 20,
    allDay: true,
  },
  {
    kind: 'nyc-parks',
    file: 'nyc-parks.xml',
    type: 'application/rss+xml',
    title: 'Art in the Garden: Get the Picture?',
    first: '2025-08-20',
    last: '2025-10-15',
    begunDaysAgo: 20,
    allDay: false,
  },
  {
    kind: 'socrata',
    file: 'nyc-permitted-events.json',
    type: 'application/json',
    title: 'Arthur Avenue Fall Festival',
    first: '2025-09-13',
    last: '2025-09-14',
    // Began yesterday, ends today: still on until New York's midnight.
    begunDaysAgo: 1,
    allDay: false,
  },
  {
    kind: 'json-ld',
    file: 'venue-page.html',
    type: 'text/html; charset=utf-8',
    extra: { venue: 'Brooklyn Steel', borough: 'Brooklyn' },
    title: 'Lake Street Dive & Friends: Fall Revue',
    first: '2025-09-26',
    last: '2025-09-27',
    begunDaysAgo: 1,
    allDay: false,
  },
];

let t: TestApp;
let site: LocalSite;
let today: string;
beforeAll(async () => {
  t = await createTestApp();
  today = nycToday();
  const routes = Object.fromEntries(
    cases.map((c) => {
      const days = daysBetween(c.first, addDays(today, -c.begunDaysAgo));
      return [`/${c.file}`, send(moved(fixtureText(c.file), days), c.type)];
    }),
  );
  site = await startLocalSite({ '/robots.txt': robotsTxt, ...routes });
});
afterAll(async () => {
  await site.close();
  await t.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`TRUNCATE events, job_runs RESTART IDENTITY CASCADE`);
});

function crawl(c: Case) {
  const sources = [{ name: c.kind, kind: c.kind, url: `${site.origin}/${c.file}`, ...c.extra }];
  return crawlNow(
    t.database,
    crawlJob(localCrawlSettings(sources), localUploadStore(t.config.dataDir)),
    jobRunner(noMetrics),
  );
}

describe('a crawled event that runs over days or all day', () => {
  it.each(cases)(
    '$kind: "$title" keeps its first and last day and is on the deck while it runs',
    async (c) => {
      const result = await crawl(c);
      expect(result.sources[0]).toMatchObject({ ok: true, error: null });
      const [row] = await t.database.db.select().from(events).where(eq(events.title, c.title));
      const first = addDays(today, -c.begunDaysAgo);
      expect(row).toMatchObject({
        date: first,
        endDate: addDays(first, daysBetween(c.first, c.last)),
        allDay: c.allDay,
        ...(c.allDay ? { time: 'All day' } : {}),
      });
      expect(row!.startsAt.getTime()).toBeLessThan(Date.now());

      const { cookie } = await signUp(t.app);
      const deck = await deckPass<{ id: number; endDate: string | null }>(t.app, cookie);
      expect(deck.find((e) => e.id === row!.id)).toMatchObject({ endDate: row!.endDate });
    },
  );
});
