import { describe, expect, it } from 'vitest';
import { bandMean, capture, mostOfOneCategory, spread, twiceSoonest } from './score.ts';

describe('taste scoring', () => {
  it('reads the band from 1-based inclusive positions', () => {
    const shown = Array.from({ length: 60 }, (_, i) => (i < 10 ? 1 : i < 20 ? 0.5 : 0));
    expect(bandMean(shown, { from: 1, to: 10 })).toBe(1);
    expect(bandMean(shown, { from: 11, to: 20 })).toBe(0.5);
    expect(bandMean(shown, { from: 21, to: 60 })).toBe(0);
  });

  it('capture is 0 at random, 1 at best and proportional between', () => {
    expect(capture(0.1, 0.1, 0.5)).toBe(0);
    expect(capture(0.5, 0.1, 0.5)).toBe(1);
    expect(capture(0.3, 0.1, 0.5)).toBeCloseTo(0.5);
    expect(capture(0.05, 0.1, 0.5)).toBeLessThan(0);
    expect(capture(0.2, 0.2, 0.2)).toBe(0);
  });

  it('judges twice soonest-first only where the best order reaches it', () => {
    expect(twiceSoonest({ deck: 0.4, soonest: 0.2, best: 0.8 })).toBe('met');
    expect(twiceSoonest({ deck: 0.39, soonest: 0.2, best: 0.8 })).toBe('NOT met');
    expect(twiceSoonest({ deck: 0.5, soonest: 0.4, best: 0.72 })).toBe(
      'out of reach: the best order is 1.80×, the deck 1.25×',
    );
  });

  it('finds the most cards of one category in any ten in a row', () => {
    const run = ['a', 'b', 'a', 'a', 'c', 'a', 'a', 'b', 'a', 'c', 'c', 'c', 'c'];
    expect(mostOfOneCategory(run)).toBe(6);
    expect(mostOfOneCategory(['a', 'b'])).toBe(0);
  });
});

describe('spread over seeds', () => {
  it('gives the mean, the sample sd and the range', () => {
    const s = spread([0.5, 0.7, 0.6]);
    expect(s.mean).toBeCloseTo(0.6);
    expect(s.sd).toBeCloseTo(0.1);
    expect([s.min, s.max]).toEqual([0.5, 0.7]);
    expect(spread([0.4]).sd).toBe(0);
  });
});
