import { DateTime } from 'luxon';
import { send, type Route } from '#test/support/crawler/local-site.ts';
import { addDays, NYC_ZONE, nycToday } from '#shared/time.ts';

/** New York dates `n` days from today, for documents whose events must lie ahead. */
export const day = (n: number) => addDays(nycToday(), n);
/** A New York wall-clock time as ISO 8601 with its offset, as JSON-LD pages write it. */
const withOffset = (date: string, time: string) =>
  DateTime.fromISO(`${date}T${time}`, { zone: NYC_ZONE }).toISO()!;
const compact = (date: string, time: string) =>
  `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;

/** One small document per source kind, shaped like the real ones, dated in the coming days. */
export function parksFeed(): string {
  const item = (
    guid: string,
    title: string,
    date: string,
    time: string,
    coords: string,
    labels: string,
  ) => `
    <item>
      <title><![CDATA[${title}]]></title>
      <link>https://www.nycgovparks.org/events/${guid}</link>
      <guid>https://www.nycgovparks.org/events/${guid}</guid>
      <description><![CDATA[<p>${title} in the park.</p>]]></description>
      <event:parkids>B073</event:parkids>
      <event:parknames>Prospect Park</event:parknames>
      <event:startdate>${date}</event:startdate>
      <event:enddate>${date}</event:enddate>
      <event:starttime>${time}</event:starttime>
      <event:location><![CDATA[Prospect Park Bandshell (in Prospect Park)]]></event:location>
      <event:coordinates>${coords}</event:coordinates>
      <event:categories>${labels}</event:categories>
      <event:image>https://photos.nycgovparks.invalid/photo_gallery/full_size/1.jpg</event:image>
    </item>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:event="http://www.nycgovparks.org/xml/events/"><channel>
  <title>NYC Parks Special Events</title>
  ${item('bird-walk', 'Morning Bird Walk', day(2), '8:00 am', '40.6602, -73.9690', 'Birding | Nature')}
  ${item('celebrate', 'Celebrate Brooklyn: Opening Night', day(3), '7:00 pm', '40.6655, -73.9752', 'Concerts')}
</channel></rss>`;
}

export function libraryCalendar(): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Springshare//LibCal//EN',
    'BEGIN:VEVENT',
    'UID:cal-brunch',
    'DTSTAMP:20250101T000000Z',
    `DTSTART;TZID=America/New_York:${compact(day(4), '11:00')}`,
    'SUMMARY:Jazz Brunch',
    'DESCRIPTION:Free.',
    'LOCATION:Central Library\\, 10 Grand Army Plaza\\, Brooklyn\\, NY 11238',
    'URL:https://www.bklynlibrary.org/calendar/jazz-brunch',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:cal-story',
    'DTSTAMP:20250101T000000Z',
    `DTSTART;TZID=America/New_York:${compact(day(1), '10:00')}`,
    'RRULE:FREQ=WEEKLY;COUNT=3',
    'SUMMARY:Story Time',
    'LOCATION:Central Library\\, 10 Grand Army Plaza\\, Brooklyn\\, NY 11238',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export function venuePage(): string {
  const events = [
    {
      '@context': 'https://schema.org',
      '@type': 'MusicEvent',
      name: 'The Snarky Puppy',
      startDate: withOffset(day(5), '20:00'),
      url: 'https://www.brooklynsteel.com/event/snarky-puppy/',
      location: {
        '@type': 'Place',
        name: 'Brooklyn Steel',
        address: { '@type': 'PostalAddress', addressLocality: 'Brooklyn' },
      },
      offers: { '@type': 'Offer', price: '45', priceCurrency: 'USD' },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'ComedyEvent',
      name: 'Brooklyn Steel Comedy Night',
      startDate: withOffset(day(6), '20:00'),
      url: 'https://www.brooklynsteel.com/event/comedy-night/',
      location: { '@type': 'Place', name: 'Brooklyn Steel' },
    },
  ];
  return `<!doctype html><html><head>
    <meta property="og:image" content="/img/room.jpg">
    <script type="application/ld+json">${JSON.stringify(events)}</script>
    </head><body><h1>Shows</h1></body></html>`;
}

export function permittedEvents(): string {
  return JSON.stringify([
    {
      event_id: '900100',
      event_name: 'Atlantic Antic',
      start_date_time: `${day(7)}T10:00:00.000`,
      end_date_time: `${day(7)}T18:00:00.000`,
      event_agency: 'Street Activity Permit Office',
      event_type: 'Street Festival',
      event_borough: 'Brooklyn',
      event_location: 'ATLANTIC AVENUE between 4 AVENUE and HICKS STREET',
      street_closure_type: 'Full Street Closure',
    },
  ]);
}

function ticketmasterEvent(
  id: string,
  name: string,
  date: string,
  time: string,
  venue: object,
  segment: string,
) {
  return {
    name,
    type: 'event',
    id,
    url: `https://www.ticketmaster.com/event/${id}`,
    images: [
      {
        ratio: '16_9',
        url: `https://s1.ticketm.invalid/dam/${id}_16_9.jpg`,
        width: 1024,
        fallback: false,
      },
    ],
    dates: { start: { localDate: date, localTime: time }, status: { code: 'onsale' } },
    classifications: [{ primary: true, segment: { name: segment }, genre: { name: 'Other' } }],
    priceRanges: [{ type: 'standard', currency: 'USD', min: 40, max: 90 }],
    _embedded: { venues: [venue] },
  };
}

const steel = {
  name: 'Brooklyn Steel',
  city: { name: 'Brooklyn' },
  location: { latitude: '40.7195', longitude: '-73.9387' },
};
const barclays = {
  name: 'Barclays Center',
  city: { name: 'Brooklyn' },
  location: { latitude: '40.68265', longitude: '-73.97454' },
};

/** Two pages of a Discovery API search, chosen by the `page` parameter. */
export const ticketmasterSearch: Route = (req, res) => {
  const page = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('page'));
  const events =
    page === 0
      ? [ticketmasterEvent('tm-1', 'Snarky Puppy', day(5), '20:00:00', steel, 'Music')]
      : [
          ticketmasterEvent(
            'tm-2',
            'New York Liberty vs. Las Vegas Aces',
            day(8),
            '19:30:00',
            barclays,
            'Sports',
          ),
        ];
  const body = {
    _embedded: { events },
    page: { size: 1, totalElements: 2, totalPages: 2, number: page },
  };
  send(JSON.stringify(body), 'application/json')(req, res);
};

export const robotsTxt = send('User-agent: *\nDisallow: /private/\n', 'text/plain');
