import { describe, expect, it } from 'vitest';
import {
  addPopulation,
  buildTaste,
  scoreTraits,
  tasteReason,
  type SwipeTraits,
} from './taste-model.ts';
import { eventTraits } from '#test/support/server/deck-traits.ts';

const event = eventTraits;
const swipe = (action: SwipeTraits['action'], overrides: Partial<SwipeTraits> = {}) => ({
  ...event(overrides),
  action,
  ageDays: 0,
  ...overrides,
});
const none = {
  preferredTime: 'any',
  priceRange: 'any',
  homeNeighborhood: null,
  maxDistanceMiles: null,
} as const;

describe('taste model', () => {
  it('learns from passes as well as loves', () => {
    const taste = buildTaste(
      [
        swipe('liked', { category: 'comedy' }),
        swipe('passed', { category: 'art' }),
        swipe('passed', { category: 'art' }),
      ],
      [],
      undefined,
    );
    const comedy = scoreTraits(taste, event({ category: 'comedy' })).score;
    const unseen = scoreTraits(taste, event({ category: 'dance' })).score;
    const art = scoreTraits(taste, event({ category: 'art' })).score;
    expect(comedy).toBeGreaterThan(unseen);
    expect(unseen).toBeGreaterThan(art);
  });

  it('lets a few recent passes outweigh loves from a month ago', () => {
    const old = Array.from({ length: 6 }, () =>
      swipe('liked', { category: 'comedy', ageDays: 30 }),
    );
    const recent = Array.from({ length: 3 }, () => swipe('passed', { category: 'comedy' }));
    const before = buildTaste(old, [], undefined);
    const after = buildTaste([...recent, ...old], [], undefined);
    const comedy = event({ category: 'comedy' });
    expect(scoreTraits(after, comedy).score).toBeLessThan(scoreTraits(before, comedy).score / 2);
  });

  it('remembers a borough it passed while the deck dealt elsewhere', () => {
    const categories = ['music', 'art', 'food', 'sports'];
    const at = (borough: string, i: number) => ({
      borough,
      neighborhood: null,
      category: categories[i % categories.length]!,
    });
    const bronx = Array.from({ length: 8 }, (_, i) =>
      swipe(i === 0 ? 'liked' : 'passed', at('Bronx', i)),
    );
    // How far below a borough never seen the passes hold a Bronx card, after `n` swipes in
    // Brooklyn (two loves in five) the deck dealt once it had learnt them.
    const below = (n: number) => {
      const brooklyn = Array.from({ length: n }, (_, i) =>
        swipe(i % 5 < 2 ? 'liked' : 'passed', at('Brooklyn', i)),
      );
      const taste = buildTaste([...brooklyn, ...bronx], [], undefined);
      const card = (borough: string) => scoreTraits(taste, event(at(borough, 0))).score;
      return card('Queens') - card('Bronx');
    };
    expect(below(10)).toBeGreaterThan(0.3);
    expect(below(25)).toBeGreaterThan(0.9 * below(10));
  });

  it('reads profile preferences as strong priors and sinks cards beyond the distance', () => {
    const taste = buildTaste([], [], {
      ...none,
      preferredTime: 'morning',
      homeNeighborhood: 'Williamsburg',
      maxDistanceMiles: 2,
    });
    const morning = scoreTraits(taste, event({ dayPart: 1 }));
    const evening = scoreTraits(taste, event({ dayPart: 3 }));
    expect(morning.score).toBeGreaterThan(evening.score + 1);
    expect(tasteReason(taste, morning.top!)).toBe('At the time of day you go out');
    expect(scoreTraits(taste, event({ neighborhood: 'St. George' })).far).toBe(true);
    expect(morning.far).toBe(false);
  });

  it('starts a new person from the first-visit picks', () => {
    const taste = buildTaste([], [], undefined, {
      categories: ['jazz', 'comedy'],
      borough: 'Queens',
    });
    const picked = scoreTraits(taste, event({ category: 'comedy', borough: 'Queens' }));
    const other = scoreTraits(taste, event({ category: 'art', borough: 'Queens' }));
    const elsewhere = scoreTraits(taste, event({ category: 'comedy', borough: 'Bronx' }));
    expect(picked.score).toBeGreaterThan(other.score + 1);
    expect(picked.score).toBeGreaterThan(elsewhere.score + 0.5);
    expect(tasteReason(taste, picked.top!)).toBe('Because you picked Comedy');
  });

  it('leans a new person to what everyone loves, and lets their own swipes outweigh it', () => {
    const counters = (category: string, likeCount: number, swipeCount: number) =>
      Array.from({ length: 10 }, () => ({ ...event({ category }), likeCount, swipeCount }));
    const crowd = [...counters('comedy', 8, 10), ...counters('art', 1, 10)];
    const fresh = buildTaste([], [], undefined);
    addPopulation(fresh, crowd);
    const comedy = event({ category: 'comedy' });
    const art = event({ category: 'art' });
    expect(scoreTraits(fresh, comedy).score).toBeGreaterThan(scoreTraits(fresh, art).score + 0.5);

    const own = buildTaste(
      [
        ...Array.from({ length: 3 }, () => swipe('liked', { category: 'art' })),
        ...Array.from({ length: 3 }, () => swipe('passed', { category: 'comedy' })),
      ],
      [],
      undefined,
    );
    addPopulation(own, crowd);
    expect(scoreTraits(own, art).score).toBeGreaterThan(scoreTraits(own, comedy).score + 1);
  });

  it('says how many loves of a category lifted a card', () => {
    const taste = buildTaste(
      [swipe('liked', { category: 'comedy' }), swipe('liked', { category: 'comedy' })],
      [],
      undefined,
    );
    const scored = scoreTraits(taste, event({ category: 'comedy', venue: '' }));
    expect(tasteReason(taste, scored.top!)).toBe('Because you loved 2 Comedy events');
  });

  it('names the Bronx as a sentence does', () => {
    const loved = buildTaste([swipe('liked', { borough: 'Bronx' })], [], undefined);
    expect(tasteReason(loved, { group: 'b', value: 'Bronx', weight: 1 })).toBe(
      'Because you loved 1 event in the Bronx',
    );
    const home = buildTaste([], [], undefined, { categories: [], borough: 'Bronx' });
    expect(tasteReason(home, { group: 'b', value: 'Bronx', weight: 1 })).toBe(
      'In the Bronx, your home borough',
    );
    expect(tasteReason(home, { group: 'b', value: 'Queens', weight: 1 })).toBeNull();
  });
});

describe("co-likers' loves in the taste", () => {
  const jazzFans = Array.from({ length: 4 }, () => ({
    traits: event({ category: 'jazz' }),
    shared: 2,
  }));
  const passes = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      swipe('passed', { category: ['art', 'film', 'food', 'dance'][i % 4]! }),
    );
  const lift = (swipes: SwipeTraits[]) => {
    const taste = buildTaste(swipes, jazzFans, undefined);
    return (
      scoreTraits(taste, event({ category: 'jazz' })).score -
      scoreTraits(taste, event({ category: 'comedy' })).score
    );
  };

  it('lift what they loved for a new person, and fade as the person swipes', () => {
    expect(lift(passes(4))).toBeGreaterThan(0.5);
    expect(lift(passes(12))).toBeLessThan(lift(passes(4)));
  });

  it('no longer count once the person has twenty swipes of their own', () => {
    expect(lift(passes(20))).toBeCloseTo(0, 6);
  });
});
