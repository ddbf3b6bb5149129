import { describe, expect, it } from 'vitest';
import { triageCrawledEvents } from '#server/features/crawler/crawled-event.ts';
import { parseEventPage } from '#server/features/crawler/sources/json-ld.ts';
import { fixtureText } from '#test/support/crawler/fixture-text.ts';
import { justBefore } from '#test/support/crawler/just-before.ts';

const page = (file: string) => parseEventPage(fixtureText(`real/json-ld/${file}`), null, {});
const reasons = (events: ReturnType<typeof page>) =>
  triageCrawledEvents('json-ld', events, justBefore(events)).map((t) => t.reason);
const withoutGeo = (events: ReturnType<typeof page>) =>
  events.map((e) => ({ ...e, location: null }));

describe('real JSON-LD from listing, ticketing, Eventbrite and WordPress sites', () => {
  it('keeps a Songkick concert in Brooklyn, its "-0400" offset read as New York time', () => {
    const events = page('songkick-elysian-fields-brooklyn-2015.html');
    expect(reasons(events)).toEqual([null]);
    expect(events[0]).toMatchObject({
      sourceId:
        'http://www.songkick.com/concerts/25248299-elysian-fields-at-owl-music-parlor?utm_medium=organic&utm_source=microformat',
      title: 'Elysian Fields',
      date: '2015-10-31',
      time: '7:30 PM',
      venue: 'The Owl Music Parlor',
      borough: 'Brooklyn',
      category: 'music',
      performer: 'Elysian Fields',
      address: { locality: 'Brooklyn', region: 'NY', postalCode: '11225', country: 'US' },
    });
    expect(reasons(withoutGeo(events))).toEqual([null]);
  });

  it("refuses a Songkick tour's dates abroad, by coordinates and by address alone", () => {
    const events = page('songkick-years-and-years-2015.html');
    expect(events.map((e) => e.venue)).toEqual([
      'Cliffs Pavillion',
      'O2 Academy Brixton',
      'Victoria Warehouse',
      'Victoria Warehouse',
      'Olympia Theatre',
      'Casino De Paris',
    ]);
    expect(reasons(events)).toEqual(Array(6).fill('outside-nyc'));
    expect(reasons(withoutGeo(events))).toEqual(Array(6).fill('outside-nyc'));
    // The festival day is written as a bare date: all day, not midnight.
    expect(events[3]).toMatchObject({ date: '2015-10-31', time: 'All day', allDay: true });
  });

  it('reads a Ticketmaster festival page as an all-day run, and refuses Bridgeport', () => {
    const events = page('ticketmaster-soundside-festival-2024.html');
    expect(events[0]).toMatchObject({
      title: 'Soundside Music Festival',
      date: '2024-09-28',
      time: 'All day',
      allDay: true,
      endDate: '2024-09-29',
      venue: 'Seaside Park',
      category: 'music',
      imageUrl:
        'https://s1.ticketm.net/dam/a/17e/a6e38645-f84b-4d79-999d-027f2f03717e_RETINA_PORTRAIT_3_2.jpg',
    });
    // Bridgeport is 80 km from Midtown: near enough to be mistaken for a borough without a check.
    expect(reasons(events)).toEqual(['outside-nyc']);
    expect(reasons(withoutGeo(events))).toEqual(['outside-nyc']);
  });

  it('reads The Events Calendar\'s "+00:00" midnight-to-23:59:59 as all day on its own date', () => {
    const events = page('the-events-calendar-mti-runners-2018.html');
    expect(events[0]).toMatchObject({
      title: 'Lari Dari Tanggung Jawab',
      date: '2018-10-30',
      time: 'All day',
      allDay: true,
      endDate: null,
      venue: 'Kampus UI',
      performer: null,
      description: 'Kuy kita lari bareng dari tanggung jawab kita, bebas sebebas-bebasnya!',
    });
    // Jakarta, Indonesia: refused by its address, the page giving no coordinates.
    expect(events[0]?.location).toBeNull();
    expect(reasons(events)).toEqual(['outside-nyc']);
  });

  it('prices an Eventbrite event by the tickets on sale, not its sold-out and sponsor tiers', () => {
    const events = page('eventbrite-berlin-networking-2024.html');
    expect(events[0]).toMatchObject({
      title: 'Berlin Big Business Tech And Entrepreneur Professional Networking Soiree',
      price: '$12.51',
      venue: 'Monkey Bar',
      address: { locality: 'Berlin', region: 'BE', postalCode: '10787', country: 'DE' },
    });
    expect(reasons(events)).toEqual(['outside-nyc']);
  });

  it("reads a Brooklyn club's The Events Calendar walks at their wall-clock time, with no performer", () => {
    const events = page('the-events-calendar-brooklyn-bird-club-2023.html');
    // The day trip upstate names no place, and this page, read without its source, declares none.
    expect(reasons(events)).toEqual([null, null, null, null, null, null, null, 'place-unknown']);
    // "+00:00" on the plug-in's markup is New York time; the one "-04:00" event is read as written.
    expect(events.map((e) => [e.date, e.time, e.borough])).toEqual([
      ['2023-05-02', '7:30 AM', 'Brooklyn'],
      ['2023-05-03', '7:00 AM', 'Brooklyn'],
      ['2023-05-04', '7:30 AM', 'Brooklyn'],
      ['2023-05-06', '7:30 AM', 'Brooklyn'],
      ['2023-05-06', '10:00 AM', 'Brooklyn'],
      ['2023-05-07', '8:00 AM', 'Brooklyn'],
      ['2023-05-07', '8:00 AM', 'Brooklyn'],
      ['2023-05-09', 'All day', null],
    ]);
    expect(events.every((e) => e.performer === null)).toBe(true);
    // Each description ends in a literal "\n" on the page: none is left in the text.
    expect(events.filter((e) => e.description.includes('\\n'))).toEqual([]);
    expect(events[7]).toMatchObject({
      title: 'Peak Migration at the Bashakill',
      allDay: true,
      endDate: null,
      location: null,
    });
  });

  it('refuses Ithaca by its address alone, and a placeless webinar the page marks "offline"', () => {
    const events = page('the-events-calendar-cornell-lab-ithaca-2023.html');
    expect(events.map((e) => e.title)).toEqual([
      'Beginner Bird Walk',
      'Guided Tour',
      'Webinar: How to Use BirdCast to Enjoy Spring Migration',
      'Beginner Bird Walk',
      'Beginner Bird Walk',
      'Nests and Eggs: An Up-Close Look',
    ]);
    expect(reasons(events)).toEqual([
      'outside-nyc',
      'outside-nyc',
      'online-only',
      'outside-nyc',
      'outside-nyc',
      'outside-nyc',
    ]);
    expect(events[0]).toMatchObject({
      time: '8:30 AM',
      location: null,
      performer: null,
      address: { locality: 'Ithaca', region: 'NY', postalCode: '14850', country: 'United States' },
    });
    expect(events[5]?.price).toBe('Free');
  });

  it("gives a source's borough only to an event that names no place at all", () => {
    const brooklyn = { place: { borough: 'Brooklyn' as const } };
    const club = parseEventPage(
      fixtureText('real/json-ld/the-events-calendar-brooklyn-bird-club-2023.html'),
      null,
      brooklyn,
    );
    // The day trip names no place: the place the club's page is declared to be is all there is.
    const triaged = triageCrawledEvents('club', club, justBefore(club));
    expect(triaged[7]).toMatchObject({
      reason: null,
      preview: { title: 'Peak Migration at the Bashakill', borough: 'Brooklyn' },
    });
    expect(triaged.slice(0, 7).map((t) => t.preview?.borough)).toEqual(Array(7).fill('Brooklyn'));
    const ithaca = parseEventPage(
      fixtureText('real/json-ld/the-events-calendar-cornell-lab-ithaca-2023.html'),
      null,
      brooklyn,
    );
    // An address elsewhere is not overruled by the source's borough.
    expect(reasons(ithaca)).toEqual([
      'outside-nyc',
      'outside-nyc',
      'online-only',
      'outside-nyc',
      'outside-nyc',
      'outside-nyc',
    ]);
  });
});
