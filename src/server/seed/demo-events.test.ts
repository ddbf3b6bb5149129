import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildDemoEvents } from '#server/seed/demo-events.ts';
import {
  signatureListings,
  templates,
  venueListings,
  type ListingText,
} from '#server/seed/demo-templates.ts';
import { fitsSeason, type Season } from '#server/seed/seasons.ts';
import { parseArtPath } from '#server/events/event-art.ts';
import { venues } from '#shared/nyc/venues.ts';
import { categories, normalizeCategory } from '#shared/categories.ts';
import { boroughs } from '#shared/nyc/boroughs.ts';
import {
  boroughOf,
  neighborhoodsByBorough,
  quickNeighborhoods,
} from '#shared/nyc/neighborhoods.ts';
import { parsePrice } from '#shared/price.ts';
import { daysBetween } from '#shared/event-span.ts';
import { addDays, eventStart, parseEventTime } from '#shared/time.ts';

const today = '2025-06-10';
const last = addDays(today, 30);
const events = buildDemoEvents(today);
const publicDir = fileURLToPath(new URL('../../client/public', import.meta.url));

describe('neighborhoods', () => {
  it('lists each name once, sorted, in exactly one borough', () => {
    for (const borough of boroughs) {
      const names = neighborhoodsByBorough[borough];
      expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
      for (const name of names) expect(boroughOf(name)).toBe(borough);
    }
  });

  it('includes every quick neighborhood in its borough', () => {
    for (const q of quickNeighborhoods) expect(boroughOf(q.name)).toBe(q.borough);
  });

  it('places every venue in a listed neighborhood of its borough', () => {
    for (const v of venues)
      expect(neighborhoodsByBorough[v.borough], v.name).toContain(v.neighborhood);
  });
});

describe('buildDemoEvents', () => {
  it('builds about 300 events', () => {
    expect(events.length).toBeGreaterThanOrEqual(280);
    expect(events.length).toBeLessThanOrEqual(320);
  });

  it('is deterministic for a given day', () => {
    expect(buildDemoEvents(today)).toEqual(events);
  });

  it('dates everything from today to 30 days out, movie runs included, but a run under way', () => {
    for (const e of events) {
      const underWay = e.date < today && e.endDate! >= today;
      expect((e.date >= today || underWay) && e.date <= last, e.date).toBe(true);
      if (e.isMovie) {
        expect(e.startDate).toBe(e.date);
        expect(e.endDate! > e.date && e.endDate! <= last, e.endDate!).toBe(true);
      }
    }
  });

  it('covers every borough, every category but "other", and each quick neighborhood', () => {
    expect(new Set(events.map((e) => e.borough))).toEqual(new Set(boroughs));
    const seen = new Set(events.map((e) => e.category));
    for (const c of categories) if (c.id !== 'other') expect(seen, c.id).toContain(c.id);
    const neighborhoods = new Set(events.map((e) => e.neighborhood));
    for (const q of quickNeighborhoods) expect(neighborhoods, q.name).toContain(q.name);
  });

  it('keeps that coverage in winter, when the ballparks are dark', () => {
    const winter = buildDemoEvents('2026-01-15');
    expect(winter.length).toBeGreaterThanOrEqual(280);
    expect(new Set(winter.map((e) => e.borough))).toEqual(new Set(boroughs));
    const seen = new Set(winter.map((e) => e.category));
    for (const c of categories) if (c.id !== 'other') expect(seen, c.id).toContain(c.id);
    expect(winter.some((e) => /Yankees|Mets|Cyclones|FerryHawks|Liberty/.test(e.title))).toBe(
      false,
    );
  });

  it('keeps each event in a neighborhood of its own borough', () => {
    for (const e of events) expect(boroughOf(e.neighborhood!), e.title).toBe(e.borough);
  });

  it('includes a handful of movies with date ranges, and only movies are flagged', () => {
    const movies = events.filter((e) => e.isMovie);
    expect(movies.length).toBeGreaterThanOrEqual(6);
    for (const e of events) expect(e.isMovie, e.title).toBe(e.category === 'movie');
  });

  it('shows all-day events and runs over several days, one of them already open', () => {
    const lasting = events.filter((e) => !e.isMovie && e.endDate !== null);
    const span = (e: (typeof events)[number]) => daysBetween(e.date, e.endDate!);
    const allDay = lasting.filter((e) => e.allDay);
    for (const e of allDay) {
      expect([e.time, e.startsAt], e.title).toEqual([
        'All day',
        eventStart(e.date, '12:00 AM').startsAt,
      ]);
    }
    // An exhibition over weeks, a one-day fair, a timed weekend festival from Saturday to Sunday.
    expect(allDay.some((e) => span(e) >= 21)).toBe(true);
    expect(allDay.some((e) => span(e) === 0)).toBe(true);
    const weekend = lasting.find((e) => !e.allDay && span(e) === 1)!;
    expect(new Date(`${weekend.date}T12:00:00Z`).getUTCDay()).toBe(6);
    expect(weekend.date > today).toBe(true);
    expect(lasting.some((e) => e.date < today && e.endDate! > today)).toBe(true);
    expect(events.filter((e) => !e.isMovie && !e.allDay && e.endDate === e.date)).toEqual([]);
  });

  it('reads like real listings', () => {
    for (const e of events) {
      expect(e.description!.length, e.description).toBeGreaterThanOrEqual(80);
      expect(e.description!.length, e.description).toBeLessThanOrEqual(220);
      expect(`${e.title} ${e.description}`).not.toMatch(/[{}]/);
      expect(e.performer != null, e.title).toBe(e.category === 'music');
    }
    expect(new Set(events.map((e) => e.title)).size).toBeGreaterThan(events.length * 0.8);
  });

  it('normalizes each original category back to the stored one', () => {
    for (const e of events) expect(normalizeCategory(e.originalCategory)).toBe(e.category);
    expect(events.some((e) => e.originalCategory === 'Concerts')).toBe(true);
  });

  it('mixes time formats, with a few unparseable times that start at 7 PM', () => {
    const unparsed = events.filter((e) => parseEventTime(e.time!) === null);
    expect(unparsed.length).toBeGreaterThan(0);
    expect(unparsed.length).toBeLessThan(events.length * 0.05);
    expect(events.some((e) => /\d(AM|PM)$/.test(e.time!))).toBe(true);
    expect(events.some((e) => / (AM|PM)$/.test(e.time!))).toBe(true);
  });

  it('parses prices, leaving donation-style prices unpriced', () => {
    for (const e of events) {
      const parsed = parsePrice(e.price!);
      expect(e.priceMinCents ?? null).toBe(parsed?.minCents ?? null);
      expect(e.priceMaxCents ?? null).toBe(parsed?.maxCents ?? null);
    }
    expect(events.some((e) => e.price === 'Free' && e.priceMinCents === 0)).toBe(true);
  });

  it('links most events to a real https page and leaves some without a link', () => {
    const linked = events.filter((e) => e.sourceUrl);
    for (const e of linked) expect(e.sourceUrl).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+(\/|$)/);
    expect(linked.length / events.length).toBeGreaterThan(0.75);
    expect(linked.length).toBeLessThan(events.length);
  });

  it('gives each event its own generated picture, varied within a category', () => {
    for (const e of events) {
      const art = parseArtPath(e.imageUrl!);
      expect(art?.category, e.imageUrl!).toBe(e.category);
    }
    for (const c of categories) {
      expect(existsSync(`${publicDir}/images/events/${c.id}.svg`), c.id).toBe(true);
      const urls = events.filter((e) => e.category === c.id).map((e) => e.imageUrl);
      // Titles repeat now and then (trivia nights recur); pictures follow title and venue.
      if (urls.length > 3) expect(new Set(urls).size, c.id).toBeGreaterThan(urls.length * 0.7);
    }
  });

  it('keys events seed:1..n in start order', () => {
    expect(events.map((e) => e.sourceKey)).toEqual(events.map((_, i) => `seed:${i + 1}`));
    expect(events.every((e) => e.source === 'seed')).toBe(true);
    for (let i = 1; i < events.length; i++) {
      expect(events[i]!.startsAt >= events[i - 1]!.startsAt).toBe(true);
    }
  });
});

/** Every listing text with its season, from the category templates and the venues' own. */
const allListings: { text: string; season?: Season }[] = [
  ...Object.values(templates).flatMap((t) => t.listings),
  ...Object.values(signatureListings).flat(),
  ...Object.values(venueListings).flatMap((byCategory) => Object.values(byCategory).flat()),
].map((l: ListingText) => (typeof l === 'string' ? { text: l } : l));

/** A title pattern per listing: placeholders stand for any text ("{performer}" alone for none). */
const titlePatterns = allListings.flatMap(({ text, season }) => {
  const title = text.split(/\s*\|\s*/)[0]!;
  if (title.replace(/\{\w+\}/g, '').trim() === '') return [];
  const escaped = title.replace(/[.*+?^$()[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '.+');
  return [{ pattern: new RegExp(`^${escaped}$`, 'i'), season }];
});

describe('buildDemoEvents through the year', () => {
  const december = buildDemoEvents('2026-11-20');
  const july = buildDemoEvents('2026-07-01');
  const summerOnly =
    /picnic|night market|lawn|block party|smorgasburg|kayak|beach|pool|frisbee|harbor weekend|street food|cookout/i;
  const winterOnly =
    /holiday|christmas|nutcracker|hanukkah|latke|skating|tree lighting|winter|mulled|turkey trot|thanksgiving|new year/i;

  it('places no outdoor summer events in winter', () => {
    expect(december.filter((e) => summerOnly.test(e.title)).map((e) => e.title)).toEqual([]);
  });

  it('places no holiday or winter events in July', () => {
    expect(july.filter((e) => winterOnly.test(e.title)).map((e) => e.title)).toEqual([]);
  });

  it('brings the season in: holiday listings in December, summer ones in July', () => {
    const titles = (list: typeof events) => list.map((e) => e.title).join('\n');
    expect(titles(december)).toMatch(/Nutcracker/);
    expect(titles(december)).toMatch(/Holiday Market|Holiday Makers Fair/);
    expect(titles(december)).toMatch(/Turkey Trot|Thanksgiving/);
    expect(titles(july)).toMatch(/Smorgasburg|Night Market/);
  });

  it('lists only a turkey trot, games, films and runs on Thanksgiving and Christmas Day', () => {
    const many = buildDemoEvents('2026-11-20', { count: 3000, seed: 7, source: 'mock' });
    const closed = [...december, ...many].filter(
      (e) => (e.date === '2026-11-26' || e.date === '2026-12-25') && !e.isMovie && !e.allDay,
    );
    expect(closed.some((e) => e.title === 'Turkey Trot 5K')).toBe(true);
    for (const e of closed) {
      expect(e.title, e.date).toMatch(/^Turkey Trot 5K$| vs\. /);
    }
  });

  it('dates every seasonal listing inside its season, all year round', () => {
    for (const today of ['2026-01-10', '2026-03-05', '2026-06-01', '2026-10-10', '2026-11-28']) {
      for (const e of buildDemoEvents(today)) {
        const sources = titlePatterns.filter((p) => p.pattern.test(e.title));
        if (sources.length === 0) continue; // a game, a film or a run
        const fits = sources.some((p) => fitsSeason(p.season, e.date));
        expect(fits, `${e.title} on ${e.date}`).toBe(true);
      }
    }
  });
});

describe('buildDemoEvents for mock data', () => {
  const startsAfter = eventStart(today, '3:00 PM').startsAt;
  const mock = buildDemoEvents(today, { count: 500, seed: 42, source: 'mock', startsAfter });

  it('makes exactly the count asked for, small or large', () => {
    for (const count of [1, 7, 120, 500]) {
      expect(buildDemoEvents(today, { count, seed: count, source: 'mock' })).toHaveLength(count);
    }
    expect(mock).toHaveLength(500);
  });

  it('repeats for one seed and differs for another', () => {
    const again = buildDemoEvents(today, { count: 500, seed: 42, source: 'mock', startsAfter });
    const other = buildDemoEvents(today, { count: 500, seed: 43, source: 'mock', startsAfter });
    expect(again).toEqual(mock);
    expect(other.map((e) => e.title)).not.toEqual(mock.map((e) => e.title));
  });

  it('leaves out what would have started already, keeping later shows of the day', () => {
    for (const e of mock) {
      expect(e.date >= today && e.date <= last, e.date).toBe(true);
      if (!e.isMovie) expect(e.startsAt > startsAfter, `${e.date} ${e.time}`).toBe(true);
    }
    expect(mock.some((e) => e.date === today && !e.isMovie)).toBe(true);
  });

  it('places each event at a real venue that hosts its kind of event', () => {
    const byName = new Map(venues.map((v) => [v.name, v]));
    for (const e of mock) {
      const venue = byName.get(e.venue!);
      expect(venue?.categories, e.venue).toContain(e.category);
      expect([e.neighborhood, e.borough]).toEqual([venue!.neighborhood, venue!.borough]);
      expect(normalizeCategory(e.originalCategory)).toBe(e.category);
    }
    expect(mock.filter((e) => e.isMovie).length).toBeGreaterThan(0);
  });

  it('marks the rows as mock data without seed keys', () => {
    expect(new Set(mock.map((e) => e.source))).toEqual(new Set(['mock']));
    expect(mock.every((e) => e.sourceKey === null)).toBe(true);
  });
});
