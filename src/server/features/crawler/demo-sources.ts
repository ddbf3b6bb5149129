import { readFile } from 'node:fs/promises';
import { DateTime } from 'luxon';
import type { CrawledEvent } from '#server/features/crawler/crawled-event.ts';
import { moveDatesInText } from '#server/features/crawler/moved-date-text.ts';
import type { PlannedSource } from '#server/features/crawler/crawl.service.ts';
import { parseCalendar } from '#server/features/crawler/sources/ical.ts';
import { parseEventPage } from '#server/features/crawler/sources/json-ld.ts';
import { parseNycParksFeed } from '#server/features/crawler/sources/nyc-parks.ts';
import {
  NYC_PERMITTED_EVENTS_URL,
  parseSocrataRows,
} from '#server/features/crawler/sources/socrata.ts';
import { parseTicketmasterPage } from '#server/features/crawler/sources/ticketmaster.ts';
import { addDays, NYC_ZONE, nycToday } from '#shared/time.ts';
import { appRoot } from '#server/app-root.ts';

/** The day the bundled fixtures start on; the demo crawl moves it into the coming week. */
const FIXTURE_DAY = '2025-09-01';
/** The demo's library calendar lists its weekly events over the fixtures' first four weeks. */
const FIXTURE_WINDOW_DAYS = 28;

const fixture = (file: string) =>
  readFile(new URL(`src/server/features/crawler/fixtures/${file}`, appRoot), 'utf8');

/** Days from one New York date to another. */
function daysBetween(from: string, to: string): number {
  const day = (d: string) => DateTime.fromISO(d, { zone: NYC_ZONE });
  return Math.round(day(to).diff(day(from), 'days').days);
}

/**
 * Moves fixture events by whole weeks, so weekly markets stay on their weekday, to the first
 * week in which the fixtures' first day is tomorrow or later: everything falls in the coming
 * weeks, and the fixtures' one event from the week before stays in the past. Dates written in
 * a title or description move with them.
 */
export function shiftIntoComingWeeks(events: CrawledEvent[], now: Date): CrawledEvent[] {
  const days = Math.ceil(daysBetween(FIXTURE_DAY, addDays(nycToday(now), 1)) / 7) * 7;
  const move = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? addDays(date, days) : date);
  const text = (t: string) => moveDatesInText(t, days, FIXTURE_DAY);
  return events.map((e) => ({
    ...e,
    title: text(e.title),
    description: text(e.description),
    date: move(e.date),
    endDate: e.endDate && move(e.endDate),
  }));
}

const fixtureWindow = () => {
  const from = DateTime.fromISO(FIXTURE_DAY, { zone: NYC_ZONE });
  return { from: from.toJSDate(), to: from.plus({ days: FIXTURE_WINDOW_DAYS }).toJSDate() };
};

/** One demo source per kind: the real parsers over bundled copies of real answers. */
const demoParsers: { name: string; kind: string; read: () => Promise<CrawledEvent[]> }[] = [
  {
    name: 'demo-nyc-parks',
    kind: 'nyc-parks',
    read: async () => parseNycParksFeed(await fixture('nyc-parks.xml')),
  },
  {
    name: 'demo-nyc-permitted-events',
    kind: 'socrata',
    read: async () =>
      parseSocrataRows(await fixture('nyc-permitted-events.json'), NYC_PERMITTED_EVENTS_URL),
  },
  {
    name: 'demo-ticketmaster',
    kind: 'ticketmaster',
    read: async () => parseTicketmasterPage(await fixture('ticketmaster.json')).events,
  },
  {
    name: 'demo-library-calendar',
    kind: 'ical',
    read: async () =>
      parseCalendar(
        await fixture('library-calendar.ics'),
        {
          place: {
            venue: 'The Graduate Center, CUNY',
            neighborhood: 'Midtown',
            borough: 'Manhattan',
          },
          category: 'lecture',
        },
        fixtureWindow(),
      ),
  },
  {
    name: 'demo-venue-page',
    kind: 'json-ld',
    read: async () =>
      parseEventPage(await fixture('venue-page.html'), 'https://www.brooklynsteel.com/events/', {
        place: { venue: 'Brooklyn Steel', neighborhood: 'East Williamsburg', borough: 'Brooklyn' },
        category: 'music',
      }),
  },
];

/** The demo crawl's sources: offline, and dated from tomorrow through the coming weeks. */
export function planDemoSources(now: Date): PlannedSource[] {
  return demoParsers.map(({ name, kind, read }) => ({
    name,
    kind,
    load: async () => shiftIntoComingWeeks(await read(), now),
  }));
}
