import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { neighborhoodCentroids } from '#shared/nyc/neighborhood-centroids.ts';
import { NYC_ZONE } from '#shared/time.ts';
import { makeEvent, makeVenue } from './make-event.ts';
import { tasteLogit, varietyLift, type Taste } from './taste.ts';

const none: Taste = {
  subGenres: {},
  performers: {},
  venues: {},
  hated: null,
  distance: null,
  price: null,
  rhythm: null,
  lead: null,
  buzz: 0,
  variety: 0,
  drift: null,
  maybe: 0.4,
};
const at = (iso: string) => DateTime.fromISO(iso, { zone: NYC_ZONE });
const saturday = at('2026-12-12T19:00');
const tuesdayNight = at('2026-12-08T19:00');
const tuesdayNoon = at('2026-12-08T12:00');

describe('hidden taste', () => {
  it('loves a sub-genre, not its category', () => {
    const taste = { ...none, subGenres: { jazz: 3 } };
    expect(tasteLogit(taste, makeEvent(), 0)).toBe(3);
    expect(tasteLogit(taste, makeEvent({ subGenre: 'techno' }), 0)).toBe(0);
  });

  it('decays with miles from home, on weeknights only when told', () => {
    const home = {
      home: 'Chelsea',
      borough: 'Manhattan' as const,
      at: neighborhoodCentroids.Chelsea!,
    };
    const far = makeVenue({ neighborhood: 'Astoria', borough: 'Queens' });
    const decay = {
      ...none,
      distance: { ...home, kind: 'decay' as const, strength: 0.3, miles: 0, weeknightsOnly: false },
    };
    const near = tasteLogit(decay, makeEvent(), 0);
    const away = tasteLogit(decay, makeEvent({ venue: far }), 0);
    expect(near).toBeCloseTo(0, 1);
    expect(away).toBeLessThan(-1);
    const weeknights = { ...decay, distance: { ...decay.distance, weeknightsOnly: true } };
    expect(tasteLogit(weeknights, makeEvent({ venue: far, start: tuesdayNight }), 0)).toBe(away);
    expect(
      tasteLogit(weeknights, makeEvent({ venue: far, start: saturday, weekend: true }), 0),
    ).toBe(0);
    const river = {
      ...none,
      distance: { ...home, kind: 'river' as const, strength: 2, miles: 0, weeknightsOnly: true },
    };
    expect(tasteLogit(river, makeEvent({ venue: far, start: tuesdayNight }), 0)).toBe(-2);
    expect(tasteLogit(river, makeEvent({ venue: far, start: tuesdayNoon }), 0)).toBe(0);
  });

  it('weighs price continuously, with a cliff past a budget', () => {
    const taste = { ...none, price: { perLog: 0.5, budget: 40, cliff: 3 } };
    const of = (price: number) => tasteLogit(taste, makeEvent({ price }), 0);
    expect(of(0)).toBe(0);
    expect(of(10)).toBeLessThan(of(5));
    expect(of(39)).toBeGreaterThan(of(41) + 2.9);
  });

  it('keeps the rhythm of the week: after work is weekday evenings', () => {
    const taste = { ...none, rhythm: { kind: 'after-work' as const, strength: 2 } };
    expect(tasteLogit(taste, makeEvent({ start: tuesdayNight }), 0)).toBe(2);
    expect(tasteLogit(taste, makeEvent({ start: tuesdayNoon }), 0)).toBe(-2);
    expect(tasteLogit(taste, makeEvent({ start: saturday, weekend: true }), 0)).toBe(0);
    const weekends = { ...none, rhythm: { kind: 'weekend' as const, strength: 2 } };
    expect(tasteLogit(weekends, makeEvent({ start: tuesdayNight }), 0)).toBe(-2);
    expect(tasteLogit(weekends, makeEvent({ start: at('2026-12-11T20:00') }), 0)).toBe(0);
  });

  it('prefers tonight or a plan, by lead time', () => {
    const tonight = { ...none, lead: { kind: 'tonight' as const, strength: 1 } };
    const plan = { ...none, lead: { kind: 'plan-ahead' as const, strength: 1 } };
    expect(tasteLogit(tonight, makeEvent({ daysAhead: 1 }), 0)).toBe(1);
    expect(tasteLogit(tonight, makeEvent({ daysAhead: 20 }), 0)).toBe(-1);
    expect(tasteLogit(plan, makeEvent({ daysAhead: 1 }), 0)).toBeCloseTo(-0.9);
    expect(tasteLogit(plan, makeEvent({ daysAhead: 30 }), 0)).toBe(1);
  });

  it('drifts to new loves at its swipe', () => {
    const taste = {
      ...none,
      subGenres: { jazz: 3 },
      drift: { at: 30, subGenres: { techno: 3 }, performers: {} },
    };
    expect(tasteLogit(taste, makeEvent(), 29)).toBe(3);
    expect(tasteLogit(taste, makeEvent(), 30)).toBe(0);
    expect(tasteLogit(taste, makeEvent({ subGenre: 'techno' }), 30)).toBe(3);
  });

  it('tires of what a variety seeker just loved, not of what they passed', () => {
    const taste = { ...none, variety: 1 };
    const jazz = makeEvent();
    const folk = makeEvent({ subGenre: 'folk' });
    const ramen = makeEvent({ subGenre: 'ramen', category: 'food' });
    const recent = [
      { event: jazz, loved: true },
      { event: jazz, loved: true },
      { event: folk, loved: false },
      { event: folk, loved: true },
    ];
    expect(varietyLift(taste, jazz, recent)).toBeCloseTo(-2.4);
    expect(varietyLift(taste, ramen, recent)).toBe(0);
    // Only the last five swipes count.
    const older = [
      { event: jazz, loved: true },
      ...Array.from({ length: 5 }, () => ({ event: ramen, loved: false })),
    ];
    expect(varietyLift(taste, jazz, older)).toBe(0);
    expect(varietyLift(none, jazz, recent)).toBe(0);
  });
});
