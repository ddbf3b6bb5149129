import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { lowKeepWarning } from '#server/features/crawler/crawl.service.ts';
import {
  prepareCrawledEvent,
  triageCrawledEvents,
  type CrawledEvent,
} from '#server/features/crawler/crawled-event.ts';
import { UNKNOWN_PRICE } from '#server/features/crawler/crawl-text.ts';
import { ALL_DAY } from '#shared/event-span.ts';
import { noSkips } from '#shared/schemas/crawl.ts';
import { NYC_ZONE } from '#shared/time.ts';

/** Noon in New York on 2030-06-10. */
const NOW = DateTime.fromISO('2030-06-10T12:00', { zone: NYC_ZONE }).toJSDate();

function crawled(overrides: Partial<CrawledEvent> = {}): CrawledEvent {
  return {
    sourceId: 'e-1',
    title: 'Summer Jazz',
    description: 'Music on the lawn.',
    date: '2030-06-12',
    time: '7:00 PM',
    endDate: null,
    venue: 'Lawn',
    price: '$25 - $80',
    category: 'music',
    originalCategory: 'Concerts',
    performer: null,
    url: 'https://example.org/e/1',
    imageUrl: null,
    location: null,
    borough: 'Manhattan',
    ...overrides,
  };
}

const prepare = (o: Partial<CrawledEvent> = {}) => prepareCrawledEvent('parks', crawled(o), NOW);

describe('preparing a crawled event', () => {
  it('normalises through the shared modules and keys the event by source and id', () => {
    const p = prepare();
    expect(p).toMatchObject({ ok: true, sourceId: 'e-1', url: 'https://example.org/e/1' });
    if (!p.ok) return;
    expect(p.row).toMatchObject({
      title: 'Summer Jazz',
      date: '2030-06-12',
      time: '7:00 PM',
      startsAt: DateTime.fromISO('2030-06-12T19:00', { zone: NYC_ZONE }).toJSDate(),
      category: 'music',
      originalCategory: 'Concerts',
      priceMinCents: 2500,
      priceMaxCents: 8000,
      imageUrl: '/images/events/music.svg',
      source: 'crawler',
      sourceKey: 'crawler:parks:e-1',
      isMovie: false,
      startDate: null,
      endDate: null,
    });
  });

  it('places coordinates in the borough whose boundary holds them, in a neighborhood within 1.5 km', () => {
    const near = prepare({ location: { lat: 40.7197, lng: -73.9389 }, borough: 'Queens' });
    expect(near.ok && [near.row.neighborhood, near.row.borough]).toEqual([
      'East Williamsburg',
      'Brooklyn',
    ]);
    // Fresh Kills, 2 km and more from every listed neighborhood's centre: the borough alone.
    const kills = prepare({ location: { lat: 40.58, lng: -74.19 }, borough: null });
    expect(kills.ok && [kills.row.neighborhood, kills.row.borough]).toEqual([
      null,
      'Staten Island',
    ]);
    // A kilometre out in the Narrows is not in the city, whatever borough the source names.
    expect(
      prepare({ location: { lat: 40.605, lng: -74.045 }, borough: 'Staten Island' }),
    ).toMatchObject({ ok: false, reason: 'outside-nyc' });
    const named = prepare({ borough: 'Brooklyn, NY 11222' });
    expect(named.ok && [named.row.neighborhood, named.row.borough]).toEqual([null, 'Brooklyn']);
  });

  it('leaves out past, cancelled, undated, untitled and out-of-town events with a reason', () => {
    expect(prepare({ date: '2030-06-10', time: '11:00 AM' })).toMatchObject({
      ok: false,
      reason: 'past',
    });
    expect(prepare({ date: '2030-06-10', time: '1:00 PM' }).ok).toBe(true);
    expect(prepare({ unusable: 'cancelled' })).toMatchObject({ ok: false, reason: 'cancelled' });
    expect(prepare({ date: '' })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(prepare({ date: '2030-02-30' })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(prepare({ title: '  ' })).toMatchObject({ ok: false, reason: 'invalid', preview: null });
    expect(prepare({ location: { lat: 40.7357, lng: -74.1724 } })).toMatchObject({
      ok: false,
      reason: 'outside-nyc',
    });
  });

  it('keeps a run that spans days on its real first day until its last day is over', () => {
    const running = prepare({
      date: '2030-06-01',
      endDate: '2030-06-20',
      time: '10:00 AM',
      category: 'movie',
    });
    expect(running.ok && running.row).toMatchObject({
      date: '2030-06-01',
      startDate: '2030-06-01',
      endDate: '2030-06-20',
      isMovie: true,
      allDay: false,
    });
    // Its last day is today: still on until New York's midnight, though today's start has passed.
    const lastDay = prepare({ date: '2030-06-01', endDate: '2030-06-10', time: '9:00 AM' });
    expect(lastDay.ok && [lastDay.row.date, lastDay.row.endDate]).toEqual([
      '2030-06-01',
      '2030-06-10',
    ]);
    expect(prepare({ date: '2030-06-01', endDate: '2030-06-09' })).toMatchObject({
      ok: false,
      reason: 'past',
    });
  });

  it('keeps an all-day event of today all day, and leaves out yesterday’s', () => {
    const today = prepare({ date: '2030-06-10', time: ALL_DAY, allDay: true });
    expect(today.ok && today.row).toMatchObject({
      date: '2030-06-10',
      time: ALL_DAY,
      allDay: true,
      endDate: '2030-06-10',
    });
    const exhibition = prepare({ date: '2030-05-15', endDate: '2030-07-31', time: ALL_DAY });
    expect(exhibition.ok && exhibition.row).toMatchObject({
      date: '2030-05-15',
      allDay: true,
      endDate: '2030-07-31',
    });
    expect(prepare({ date: '2030-06-09', time: ALL_DAY })).toMatchObject({
      ok: false,
      reason: 'past',
    });
  });

  it('cleans text and hashes an id too long for a key', () => {
    const p = prepare({
      title: 'Jazz\u0000 on\nthe  Lawn',
      sourceId: `https://example.org/${'x'.repeat(300)}`,
      price: UNKNOWN_PRICE,
    });
    expect(p.ok && [p.row.title, p.row.priceMinCents, p.sourceId]).toEqual([
      'Jazz on the Lawn',
      null,
      expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
    ]);
  });

  it('decodes HTML entities a source left in fields that are not HTML', () => {
    const p = prepare({
      title: 'Rock &amp; Roll Brunch',
      venue: 'Joe&#039;s Pub',
      performer: 'Ren&eacute;e &amp; the Bells',
    });
    expect(p.ok && [p.row.title, p.row.venue, p.row.performer]).toEqual([
      'Rock & Roll Brunch',
      "Joe's Pub",
      'Renée & the Bells',
    ]);
  });
});

describe('a crawl result that keeps little', () => {
  it('warns when a source keeps less than a tenth of what it lists, naming the main reasons', () => {
    const skips = { ...noSkips(), 'not-public': 80, past: 9, duplicate: 3 };
    expect(lowKeepWarning(100, 8, skips)).toBe(
      'Kept only 8 of 100 listed events (skipped: 80 not-public, 9 past)',
    );
    expect(lowKeepWarning(100, 10, skips)).toBeNull();
    expect(lowKeepWarning(0, 0, noSkips())).toBeNull();
  });
});

describe('a whole listing', () => {
  it('calls an id listed again a duplicate, unless an earlier reason applies', () => {
    const listing = [
      crawled(),
      crawled(),
      crawled({ unusable: 'cancelled' }),
      crawled({ sourceId: 'e-2', date: '2030-06-01' }),
      crawled({ sourceId: 'e-2', date: '2030-06-01' }),
    ];
    expect(triageCrawledEvents('parks', listing, NOW).map((t) => t.reason)).toEqual([
      null,
      'duplicate',
      'cancelled',
      'past',
      'duplicate',
    ]);
  });
});
