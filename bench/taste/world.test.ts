import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { FAMILIES, familyById } from './families.ts';
import { SEED_SETS, seedsOf } from './seed-sets.ts';
import { makeWorld } from './world.ts';

const today = DateTime.fromISO('2026-12-01T00:00', { zone: 'America/New_York' });
const size = { groups: 6, perGroup: 3, later: 1 };

describe('taste worlds', () => {
  it('keeps tuning and held-out seeds apart', () => {
    const tuning = new Set<number>(SEED_SETS.tuning);
    expect(SEED_SETS['held-out'].some((s) => tuning.has(s))).toBe(false);
    expect(seedsOf('held-out', 3)).toEqual([1001, 1002, 1003]);
    expect(seedsOf('tuning')).toHaveLength(6);
  });

  it('draws one world per family and seed, the same every time', () => {
    const a = makeWorld(familyById('everything'), 1, size, today);
    const b = makeWorld(familyById('everything'), 1, size, today);
    const c = makeWorld(familyById('what'), 1, size, today);
    expect(a.catalogue.events.length).toBeGreaterThanOrEqual(1800);
    expect(a.catalogue.events.length).toBeLessThanOrEqual(2100);
    expect(b.people.map((p) => p.taste)).toEqual(a.people.map((p) => p.taste));
    expect(c.catalogue.events[0]!.key).not.toBe(a.catalogue.events[0]!.key);
  });

  it('leans each family on its own components', { timeout: 30_000 }, () => {
    const share = (
      id: string,
      has: (w: ReturnType<typeof makeWorld>['people'][number]) => boolean,
    ) => {
      const people = [1, 2, 3].flatMap(
        (seed) => makeWorld(familyById(id), seed, { ...size, events: 400 }, today).people,
      );
      return people.filter(has).length / people.length;
    };
    const words = (p: { taste: { subGenres: object } }) =>
      Object.keys(p.taste.subGenres).length > 0;
    const distance = (p: { taste: { distance: unknown } }) => p.taste.distance !== null;
    const drift = (p: { taste: { drift: unknown } }) => p.taste.drift !== null;
    expect(share('what', words)).toBeGreaterThan(share('where-when', words) + 0.3);
    expect(share('where-when', distance)).toBeGreaterThan(share('what', distance) + 0.3);
    expect(share('everything', drift)).toBeGreaterThan(share('what', drift));
    expect(FAMILIES.map((f) => f.id)).toEqual(['what', 'where-when', 'everything']);
  });
});
