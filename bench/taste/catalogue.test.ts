import { parse } from 'csv-parse/sync';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { parseEventTime } from '#shared/event-time.ts';
import { neighborhoodCentroids } from '#shared/nyc/neighborhood-centroids.ts';
import { boroughOf } from '#shared/nyc/neighborhoods.ts';
import { parsePrice } from '#shared/price.ts';
import { seededRandom } from '../random.ts';
import { cardKey, catalogueCsv, generateCatalogue } from './catalogue.ts';
import { SUB_GENRES, subGenresOf, TASTE_CATEGORIES } from './sub-genres.ts';

const today = DateTime.fromISO('2026-12-01T00:00', { zone: 'America/New_York' });
const { events, venues, performers } = generateCatalogue(seededRandom(3), 2000, today);

describe('taste catalogue', () => {
  it('is the same for the same seed', () => {
    const again = generateCatalogue(seededRandom(3), 2000, today);
    expect(again.events.map((e) => [e.key, e.price, e.appeal])).toEqual(
      events.map((e) => [e.key, e.price, e.appeal]),
    );
  });

  it('names each sub-genre in its title and description, and nowhere else', () => {
    for (const e of events.slice(0, 300)) {
      expect(e.title.toLowerCase()).toContain(e.subGenre.toLowerCase());
      expect(e.description.toLowerCase()).toContain(e.subGenre.toLowerCase());
    }
    const [header] = parse(catalogueCsv(events.slice(0, 1)), { to: 1 }) as string[][];
    expect(header).toEqual([
      'title',
      'description',
      'date',
      'time',
      'venue',
      'price',
      'category',
      'performer',
      'neighborhood',
      'borough',
    ]);
  });

  it('has three to seven sub-genres in every category but movies and other', () => {
    expect(TASTE_CATEGORIES).toHaveLength(15);
    for (const c of TASTE_CATEGORIES) {
      expect(subGenresOf(c).length).toBeGreaterThanOrEqual(3);
      expect(subGenresOf(c).length).toBeLessThanOrEqual(7);
    }
    expect(new Set(SUB_GENRES.map((s) => s.name)).size).toBe(SUB_GENRES.length);
    expect(new Set(events.map((e) => e.subGenre)).size).toBeGreaterThan(60);
  });

  it('spreads starts over 9 AM–11 PM and days 1–45, prices over a continuous range', () => {
    for (const e of events) {
      expect(e.start.hour).toBeGreaterThanOrEqual(9);
      expect(e.start.hour * 60 + e.start.minute).toBeLessThanOrEqual(23 * 60);
      expect(e.daysAhead).toBeGreaterThanOrEqual(1);
      expect(e.daysAhead).toBeLessThanOrEqual(45);
      expect(e.weekend).toBe(e.start.weekday >= 6);
      expect(e.price === 0 || (e.price >= 5 && e.price <= 150)).toBe(true);
    }
    const free = events.filter((e) => e.price === 0).length / events.length;
    expect(free).toBeGreaterThan(0.1);
    expect(free).toBeLessThan(0.4);
    expect(new Set(events.map((e) => e.price)).size).toBeGreaterThan(80);
    expect(events.some((e) => e.allAfternoon)).toBe(true);
  });

  it('places 80 venues in real neighborhoods, each hosting mostly its typical category', () => {
    expect(venues).toHaveLength(80);
    for (const v of venues) {
      expect(boroughOf(v.neighborhood)).toBe(v.borough);
      expect(neighborhoodCentroids[v.neighborhood]).toBeDefined();
    }
    const typical = events.filter((e) => e.category === e.venue.typical).length / events.length;
    expect(typical).toBeGreaterThan(0.65);
    expect(typical).toBeLessThan(0.85);
  });

  it('has many acts, each of one sub-genre, many playing several dates', () => {
    const dates = new Map<string, number>();
    for (const e of events) {
      if (e.performer === null) continue;
      dates.set(e.performer, (dates.get(e.performer) ?? 0) + 1);
      expect(performers.find((p) => p.name === e.performer)!.subGenre).toBe(e.subGenre);
    }
    expect(dates.size).toBeGreaterThan(200);
    expect([...dates.values()].filter((n) => n >= 3).length).toBeGreaterThan(150);
  });

  it('writes a CSV the import reads back to the same events', () => {
    const rows = parse(catalogueCsv(events), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(events.length);
    expect(new Set(events.map((e) => e.key)).size).toBe(events.length);
    for (const [i, row] of rows.entries()) {
      const e = events[i]!;
      expect(
        cardKey({ title: row.title!, date: row.date!, time: row.time!, venue: row.venue! }),
      ).toBe(e.key);
      expect(parsePrice(row.price!)?.minCents).toBe(Math.round(e.price * 100));
      expect(parseEventTime(row.time!)).toEqual({ hour: e.start.hour, minute: e.start.minute });
    }
  });
});
