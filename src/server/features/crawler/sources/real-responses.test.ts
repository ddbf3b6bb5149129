import { describe, expect, it } from 'vitest';
import { triageCrawledEvents } from '#server/features/crawler/crawled-event.ts';
import { parseCalendar } from '#server/features/crawler/sources/ical.ts';
import { parseNycParksFeed } from '#server/features/crawler/sources/nyc-parks.ts';
import { parseTicketmasterPage } from '#server/features/crawler/sources/ticketmaster.ts';
import { fixtureText } from '#test/support/crawler/fixture-text.ts';

/** Before every sample, so none is past and each shows every other decision. */
const BEFORE = new Date('2000-01-01T05:00:00Z');
const real = (file: string) => fixtureText(`real/${file}`);
const wide = { from: new Date('2000-01-01'), to: new Date('2030-01-01') };

function parks(file: string) {
  const events = parseNycParksFeed(real(`nyc-parks/${file}`));
  return triageCrawledEvents('nyc-parks', events, BEFORE).map((t) => ({
    reason: t.reason,
    ...t.preview!,
  }));
}

describe('real NYC Parks feed pages', () => {
  it('says "See details" when the text sells tickets or asks people to register', () => {
    const [tour, seniors] = parks('parks-2013-09-28.xml');
    expect(tour).toMatchObject({ title: 'Central Park Tour: North Woods', price: 'See details' });
    expect(seniors).toMatchObject({ price: 'Free' });
    const vines = parks('parks-2014-02-23.xml').find((e) => e.title.startsWith('Riverdale'));
    expect(vines?.price).toBe('See details');
  });

  it('drops the labelled paragraphs that repeat the feed fields', () => {
    for (const file of [
      'parks-2013-09-28.xml',
      'parks-2014-02-23.xml',
      'parks-2017-summer-on-the-hudson.xml',
    ]) {
      for (const e of parks(file)) {
        expect(e.description).not.toMatch(/Date:|Start time:|End time:|Contact phone:|Location:/);
        expect(e.description.length).toBeGreaterThan(20);
      }
    }
  });

  it('places an item without a park id by its coordinates', () => {
    const byTitle = Object.fromEntries(
      [...parks('parks-2013-09-28.xml'), ...parks('parks-2014-02-23.xml')].map((e) => [
        e.title,
        e.borough,
      ]),
    );
    expect(byTitle).toMatchObject({
      'Senior Appreciation Day at Calyton Williams Garden': 'Manhattan',
      'Art in the Garden: “Get the Picture?”': 'Queens',
      'Riverdale Park Invasive Vine Removals': 'Bronx',
    });
  });

  it('keeps every item of the three pages', () => {
    const all = [
      'parks-2013-09-28.xml',
      'parks-2014-02-23.xml',
      'parks-2017-summer-on-the-hudson.xml',
    ].flatMap(parks);
    expect(all.map((e) => e.reason)).toEqual(Array(8).fill(null));
  });
});

describe('real Ticketmaster pages', () => {
  it('refuses venues outside the five boroughs, by their coordinates', () => {
    for (const file of ['soldier-field-2019.json', 'staples-center-2020.json']) {
      const { events } = parseTicketmasterPage(real(`ticketmaster/${file}`));
      expect(triageCrawledEvents('tm', events, BEFORE).map((t) => t.reason)).toEqual([
        'outside-nyc',
      ]);
    }
  });

  it('refuses them by their address when coordinates are missing', () => {
    const { events } = parseTicketmasterPage(real('ticketmaster/soldier-field-2019.json'));
    const noGeo = events.map((e) => ({ ...e, location: null }));
    expect(triageCrawledEvents('tm', noGeo, BEFORE)[0]?.reason).toBe('outside-nyc');
    expect(events[0]).toMatchObject({ price: '$45 - $300', category: 'sports' });
  });
});

describe('real iCalendar exports', () => {
  it('reads Outlook events that have no UID, each with a key that stays the same', async () => {
    const text = real('ical/outlook-exchange-2010.ics');
    const first = await parseCalendar(text, {}, wide);
    const again = await parseCalendar(text, {}, wide);
    expect(first.map((e) => [e.title, e.date, e.time])).toEqual([
      ['TEST Syd', '2020-10-27', '10:30 PM'],
      ['TEST', '2020-10-28', '1:30 PM'],
      ['TEST 3', '2020-11-02', '1:30 PM'],
    ]);
    expect(first.map((e) => e.sourceId)).toEqual(again.map((e) => e.sourceId));
    expect(new Set(first.map((e) => e.sourceId)).size).toBe(3);
  });

  it('applies a Google Calendar override to its recurring event', async () => {
    const events = await parseCalendar(real('ical/google-calendar.ics'), {}, wide);
    expect(events.map((e) => [e.title, e.date, e.time])).toEqual([
      ['TEST RECURR 3', '2026-02-10', '12:00 PM'],
      ['TEST RECURR 3 - MODIFIED', '2026-02-11', '12:30 PM'],
      ['TEST RECURR 3', '2026-02-12', '12:00 PM'],
    ]);
  });

  it('reads Apple iCal floating, UTC, zoned and date-only times', async () => {
    const events = await parseCalendar(real('ical/apple-ical.ics'), {}, wide);
    expect(events.map((e) => [e.title, e.date, e.time, e.allDay ?? false])).toEqual([
      ['No Timezone', '2002-10-28', '1:20 AM', false],
      ['UTC Timezone', '2002-10-27', '8:20 PM', false],
      ['Inline Timezone', '2002-10-28', '1:20 AM', false],
      ['Date Only (Explicit)', '2002-10-28', 'All day', true],
      ['Date Only (Implicit)', '2002-10-28', 'All day', true],
    ]);
  });
});
