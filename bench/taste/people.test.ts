import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.ts';
import { generateCatalogue } from './catalogue.ts';
import { drawMix, FAMILIES } from './families.ts';
import { BASE_RATE, fitIntercept, makePeople, type Person } from './people.ts';

const today = DateTime.fromISO('2026-12-01T00:00', { zone: 'America/New_York' });
const catalogue = generateCatalogue(seededRandom(7), 600, today);
const mixOf = (i: number) => drawMix(seededRandom(11), FAMILIES[i]!);
const described = (people: Person[]) =>
  people.map(({ name, group, member, later, taste, baseRate }) => ({
    name,
    group,
    member,
    later,
    taste,
    baseRate,
  }));

describe('taste people', () => {
  it('draws the later members after the first, so a seed keeps its first members', () => {
    const alone = makePeople(42, mixOf(2), catalogue, { groups: 3, perGroup: 4, later: 0 });
    const joined = makePeople(42, mixOf(2), catalogue, { groups: 3, perGroup: 4, later: 2 });
    expect(described(joined.slice(0, 12))).toEqual(described(alone));
    const later = joined.slice(12);
    expect(later.map((p) => [p.group, p.member, p.later])).toEqual([
      [0, 4, true],
      [0, 5, true],
      [1, 4, true],
      [1, 5, true],
      [2, 4, true],
      [2, 5, true],
    ]);
    // A later member varies around their group's hidden taste, as the first members do.
    expect(later[0]!.groupTaste).toBe(joined[0]!.groupTaste);
  });

  it('fits each person to a base rate of 8–15 % over the catalogue, before and after a drift', () => {
    for (const [i] of FAMILIES.entries()) {
      const people = makePeople(5, mixOf(i), catalogue, { groups: 4, perGroup: 3, later: 1 });
      for (const p of people) {
        expect(p.baseRate).toBeGreaterThanOrEqual(BASE_RATE[0]);
        expect(p.baseRate).toBeLessThanOrEqual(BASE_RATE[1]);
        const phases = p.taste.drift ? [0, p.taste.drift.at] : [0];
        for (const at of phases) {
          const rate =
            catalogue.events.reduce((sum, e) => sum + p.chance(e, at), 0) / catalogue.events.length;
          expect(rate).toBeCloseTo(p.baseRate, 3);
        }
      }
    }
  });

  it('finds the intercept that makes the mean chance the rate', () => {
    const logits = [-3, -1, 0, 2, 5];
    const b = fitIntercept(logits, 0.1);
    const mean = logits.reduce((s, x) => s + 1 / (1 + Math.exp(-(b + x))), 0) / logits.length;
    expect(mean).toBeCloseTo(0.1, 6);
  });

  it('members of one group agree more with each other than with other groups', () => {
    const people = makePeople(9, mixOf(0), catalogue, { groups: 6, perGroup: 4, later: 0 });
    const chances = people.map((p) => catalogue.events.map((e) => p.chance(e, 0)));
    const corr = (a: number[], b: number[]) => {
      const ma = a.reduce((s, x) => s + x, 0) / a.length;
      const mb = b.reduce((s, x) => s + x, 0) / b.length;
      let ab = 0;
      let aa = 0;
      let bb = 0;
      for (const [i, x] of a.entries()) {
        ab += (x - ma) * (b[i]! - mb);
        aa += (x - ma) ** 2;
        bb += (b[i]! - mb) ** 2;
      }
      return ab / Math.sqrt(aa * bb);
    };
    const within: number[] = [];
    const across: number[] = [];
    for (let i = 0; i < people.length; i += 1) {
      for (let j = i + 1; j < people.length; j += 1) {
        const r = corr(chances[i]!, chances[j]!);
        (people[i]!.group === people[j]!.group ? within : across).push(r);
      }
    }
    const avg = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(avg(within)).toBeGreaterThan(avg(across) + 0.3);
  });
});
