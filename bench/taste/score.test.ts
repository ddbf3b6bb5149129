import { describe, expect, it } from 'vitest';
import { bandMean, capture, mostOfOneCategory } from './score.ts';

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

  it('finds the most cards of one category in any ten in a row', () => {
    const run = ['a', 'b', 'a', 'a', 'c', 'a', 'a', 'b', 'a', 'c', 'c', 'c', 'c'];
    expect(mostOfOneCategory(run)).toBe(6);
    expect(mostOfOneCategory(['a', 'b'])).toBe(0);
  });
});
