import { describe, expect, it } from 'vitest';
import { triageCrawledEvents } from '#server/features/crawler/crawled-event.ts';
import { parseEventPage } from '#server/features/crawler/sources/json-ld.ts';

const page = (data: object, markup = '') =>
  `<html><body${markup}><script type="application/ld+json">${JSON.stringify(data)}</script></body></html>`;
const url = 'https://example.org/events/';
const BEFORE = new Date('2030-01-01T05:00:00Z');

describe('JSON-LD quirks', () => {
  it('reads The Events Calendar "+00:00" as New York time, midnight to 23:59 as all day', () => {
    const html = page(
      [
        {
          '@type': 'Event',
          name: 'Bird Walk',
          startDate: '2030-05-04T07:30:00+00:00',
          endDate: '2030-05-04T09:00:00+00:00',
          performer: 'Organization',
        },
        {
          '@type': 'Event',
          name: 'Plant Sale',
          startDate: '2030-05-05T00:00:00+00:00',
          endDate: '2030-05-07T23:59:59+00:00',
        },
      ],
      ' class="tribe-events-page-template"',
    );
    const [walk, sale] = parseEventPage(html, url, {});
    expect([walk?.date, walk?.time, walk?.performer]).toEqual(['2030-05-04', '7:30 AM', null]);
    expect([sale?.date, sale?.time, sale?.allDay, sale?.endDate]).toEqual([
      '2030-05-05',
      'All day',
      true,
      '2030-05-07',
    ]);
  });

  it('converts a real offset on other pages', () => {
    const [e] = parseEventPage(
      page({ '@type': 'Event', name: 'Gig', startDate: '2030-05-04T23:30:00+00:00' }),
      url,
      {},
    );
    expect([e?.date, e?.time]).toEqual(['2030-05-04', '7:30 PM']);
  });

  it('keeps a performer that is a name, not a type name', () => {
    const names = ['Person', 'PerformingGroup', { '@type': 'Person', name: 'Ada Lovelace' }].map(
      (performer) =>
        parseEventPage(
          page({ '@type': 'Event', name: 'x', startDate: '2030-05-04', performer }),
          url,
          {},
        )[0]?.performer,
    );
    expect(names).toEqual([null, null, 'Ada Lovelace']);
  });

  it('turns a literal \\n in a description into a break', () => {
    const [e] = parseEventPage(
      page({ '@type': 'Event', name: 'x', startDate: '2030-05-04', description: 'One\\nTwo' }),
      url,
      {},
    );
    expect(e?.description).toBe('One Two');
  });

  it("refuses events whose address is outside the city; gives the source's place only to one without any", () => {
    const at = (address: object | undefined) => ({
      '@type': 'Event',
      name: `At ${JSON.stringify(address)}`,
      startDate: '2030-05-04T19:00',
      location: { '@type': 'Place', name: 'Hall', ...(address ? { address } : {}) },
    });
    const html = page([
      at({ addressLocality: 'Berlin', addressCountry: 'DE' }),
      at({ addressLocality: 'Ithaca', addressRegion: 'NY', postalCode: '14850' }),
      at({ addressLocality: 'Hempstead', addressRegion: 'NY' }),
      at({ addressLocality: 'Astoria', addressRegion: 'NY' }),
      at({ streetAddress: '1 Main St', postalCode: '11201' }),
      at(undefined),
    ]);
    const triaged = triageCrawledEvents(
      'venue',
      parseEventPage(html, url, { place: { borough: 'Brooklyn' } }),
      BEFORE,
    );
    expect(triaged.map((t) => [t.reason, t.preview?.borough])).toEqual([
      ['outside-nyc', null],
      ['outside-nyc', null],
      ['outside-nyc', null],
      [null, 'Queens'],
      [null, 'Brooklyn'],
      [null, 'Brooklyn'],
    ]);
  });

  it('calls a placeless event named as a webinar online only, but not one that just says "virtual"', () => {
    const event = (name: string, extra: object = {}) => ({
      '@type': 'Event',
      name,
      startDate: '2030-05-04T19:00:00-04:00',
      ...extra,
    });
    const events = parseEventPage(
      page([
        event('Webinar: Spring Migration'),
        event('Virtual: Members Meeting'),
        event('Virtual Reality Night'),
        event('Webinar Watch Party', {
          location: { '@type': 'Place', name: 'Brooklyn Public Library', address: 'Brooklyn, NY' },
        }),
      ]),
      url,
      { place: { venue: 'Bird Club Hall', borough: 'Brooklyn' } },
    );
    expect(triageCrawledEvents('page', events, BEFORE).map((t) => t.reason)).toEqual([
      'online-only',
      'online-only',
      null,
      null,
    ]);
  });
});
