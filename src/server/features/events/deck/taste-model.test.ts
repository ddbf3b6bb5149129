import { describe, expect, it } from 'vitest';
import {
  buildTaste,
  scoreTraits,
  tasteReason,
  type EventTraits,
  type SwipeTraits,
} from './taste-model.ts';

const event = (overrides: Partial<EventTraits> = {}): EventTraits => ({
  category: 'music',
  borough: 'Brooklyn',
  neighborhood: 'Williamsburg',
  venue: 'Hall',
  performer: null,
  dayPart: 3,
  band: 2,
  weekend: false,
  leadDays: 3,
  ...overrides,
});
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

  it('says how many loves of a category lifted a card', () => {
    const taste = buildTaste(
      [swipe('liked', { category: 'comedy' }), swipe('liked', { category: 'comedy' })],
      [],
      undefined,
    );
    const scored = scoreTraits(taste, event({ category: 'comedy', venue: '' }));
    expect(tasteReason(taste, scored.top!)).toBe('Because you loved 2 Comedy events');
  });
});
