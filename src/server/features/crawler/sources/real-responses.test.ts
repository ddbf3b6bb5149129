import { describe, expect, it } from 'vitest';
import { triageCrawledEvents } from '#server/features/crawler/crawled-event.ts';
import { parseCalendar } from '#server/features/crawler/sources/ical.ts';
import { parseNycParksFeed } from '#server/features/crawler/sources/nyc-parks.ts';
import { parseTicketmasterPage } from '#server/features/crawler/sources/ticketmaster.ts';
import { fixtureText } from '#test/support/crawler/fixture-text.ts';
import { justBefore } from '#test/support/crawler/just-before.ts';

const real = (file: string) => fixtureText(`real/${file}`);
const wide = { from: new Date('2000-01-01'), to: new Date('2030-01-01') };

function parks(file: string) {
  const events = parseNycParksFeed(real(`nyc-parks/${file}`));
  return triageCrawledEvents('nyc-parks', events, justBefore(events)).map((t) => ({
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
    for (const file of [
      'soldier-field-2019.json',
      'staples-center-2020.json',
      'syracuse-megaticket-2020.json',
    ]) {
      const { events } = parseTicketmasterPage(real(`ticketmaster/${file}`));
      expect(triageCrawledEvents('tm', events, justBefore(events)).map((t) => t.reason)).toEqual([
        'outside-nyc',
      ]);
    }
  });

  it('refuses them by their address when coordinates are missing', () => {
    const { events } = parseTicketmasterPage(real('ticketmaster/soldier-field-2019.json'));
    const noGeo = events.map((e) => ({ ...e, location: null }));
    expect(triageCrawledEvents('tm', noGeo, justBefore(noGeo))[0]?.reason).toBe('outside-nyc');
    expect(events[0]).toMatchObject({ price: '$45 - $300', category: 'sports' });
  });

  it('refuses a venue elsewhere in New York State by its address too', () => {
    const { events } = parseTicketmasterPage(real('ticketmaster/syracuse-megaticket-2020.json'));
    expect(events[0]).toMatchObject({
      title: 'The B104.7 2020 Country Megaticket',
      date: '2020-11-15',
      time: '10:00 AM',
      price: '$199 - $749',
      category: 'music',
      performer: 'Country Megaticket',
      address: { locality: 'Syracuse', region: 'NY', postalCode: '13209', country: 'US' },
    });
    const noGeo = events.map((e) => ({ ...e, location: null }));
    expect(triageCrawledEvents('tm', noGeo, justBefore(noGeo))[0]?.reason).toBe('outside-nyc');
  });
});

describe('a real Ticketmaster event moved to a new date', () => {
  it('keeps a rescheduled show at its new date and refuses Hartford as outside the city', () => {
    const { events } = parseTicketmasterPage(
      real('ticketmaster/hartford-webster-rescheduled-2025.json'),
    );
    expect(events[0]).toMatchObject({
      title: 'Omar Courtz',
      date: '2025-04-16',
      time: '7:30 PM',
      venue: 'Webster Theatre',
      category: 'music',
      performer: 'Omar Courtz',
      address: { locality: 'Hartford', region: 'CT', postalCode: '06114', country: 'US' },
    });
    // "rescheduled" is no reason to skip: dates.start already holds the new date.
    expect(events[0]?.unusable).toBeUndefined();
    expect(triageCrawledEvents('tm', events, justBefore(events))[0]?.reason).toBe('outside-nyc');
    const noGeo = events.map((e) => ({ ...e, location: null }));
    expect(triageCrawledEvents('tm', noGeo, justBefore(noGeo))[0]?.reason).toBe('outside-nyc');
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

  it('reads a Meetup export: escaped text, New York time, and a place refused by its GEO', async () => {
    const text = real('ical/meetup-code-for-boston.ics');
    const [hackNight] = await parseCalendar(text, {}, wide);
    expect(hackNight).toMatchObject({
      sourceId: 'event_xwqmnpyxkbgc@meetup.com',
      title: 'Weekly Hack Night',
      date: '2018-07-24',
      time: '7:00 PM',
      venue: 'Cambridge Innovation Center',
      url: 'https://www.meetup.com/Code-for-Boston/events/249894034/',
      description: expect.stringContaining('Tuesday, July 24 at 7:00 PM'),
    });
    expect(triageCrawledEvents('meetup', [hackNight!], justBefore([hackNight!]))[0]?.reason).toBe(
      'outside-nyc',
    );
    const noGeo = await parseCalendar(text.replace(/GEO:[^\r\n]*\r\n/, ''), {}, wide);
    expect(noGeo[0]?.location).toBeNull();
    expect(triageCrawledEvents('meetup', noGeo, justBefore(noGeo))[0]?.reason).toBe('outside-nyc');
  });

  it('reads both calendars of an Outlook 2003 file and decodes its quoted-printable text', async () => {
    const events = await parseCalendar(real('ical/outlook-2003-two-calendars.ics'), {}, wide);
    expect(events.map((e) => [e.title, e.date, e.time])).toEqual([
      ['Sounds Air - Flight Reminder', '2018-07-30', '9:25 AM'],
      ['Sounds Air - Flight Reminder', '2018-07-31', '8:15 AM'],
    ]);
    expect(events[0]?.description).toBe(
      'Booking number 9876543 Your outgoing route is Westport > Wellington. This route departs Westport on 30/Jul/2018 09:25 and arrives at Wellington at 10:15. The check-in time is 08:55.',
    );
    for (const e of events) expect(e.description).not.toContain('=0D=0A');
  });

  it('reads a Facebook export in UTC as New York time, and "TBC" as no venue', async () => {
    const [photoComp] = await parseCalendar(
      real('ical/facebook-event.ics'),
      { place: { venue: 'Club rooms' } },
      wide,
    );
    expect(photoComp).toMatchObject({
      sourceId: 'e501511573641525@facebook.com',
      title: 'Photo Comp - Prize Giving',
      date: '2018-08-31',
      time: '3:00 AM',
      venue: 'Club rooms',
      url: 'https://www.facebook.com/events/501511573641525/',
    });
    expect(photoComp?.description).toMatch(/^The much anticipated 2018 West Coast Alpine Club/);
  });

  it("reads a LibCal export, and gives a Singapore calendar's placeless event no borough", async () => {
    const events = await parseCalendar(real('ical/libcal-nus-workshop.ics'), {}, wide);
    expect(events[0]).toMatchObject({
      sourceId: 'LibCal-5419992',
      title: 'Jumpstart Minis : Create your first 3D Model (Part 2)',
      date: '2022-05-20',
      time: '2:00 AM',
      venue: '',
      url: 'https://nus.libcal.com/event/5419992',
      originalCategory: 'Design',
      description: expect.stringMatching(/^What is it\? New to 3D modelling and printing\?/),
    });
    expect(events[0]?.description).not.toMatch(/\\n|\t/);
    expect(triageCrawledEvents('libcal', events, justBefore(events))[0]?.reason).toBe(
      'outside-nyc',
    );
  });

  it("places a placeless event by its calendar's zone: US/Pacific is elsewhere; no zone and no place is no evidence", async () => {
    const apple = await parseCalendar(real('ical/apple-ical.ics'), {}, wide);
    // Apple's calendar says US/Pacific and its events name no place; the one whose own start
    // is kept on New York's clock is placed nowhere by either.
    expect(triageCrawledEvents('apple', apple, justBefore(apple)).map((t) => t.reason)).toEqual([
      'outside-nyc',
      'outside-nyc',
      'place-unknown',
      'outside-nyc',
      'outside-nyc',
    ]);
    const outlook = await parseCalendar(real('ical/outlook-2003-two-calendars.ics'), {}, wide);
    expect(
      triageCrawledEvents('outlook', outlook, justBefore(outlook)).map((t) => t.reason),
    ).toEqual(['place-unknown', 'place-unknown']);
  });
});
