import { describe, expect, it } from 'vitest';
import { datasetSize, FULL_SCALE, swipeRows, totalSwipes } from './dataset-rows.ts';

describe('datasetSize', () => {
  it('gives the full scale 990 swipes a user and the heavy user 100k', () => {
    const size = datasetSize(FULL_SCALE);
    expect(size).toEqual({
      users: 10_000,
      events: 1_000_000,
      swipesPerUser: 990,
      heavySwipes: 100_000,
    });
    expect(totalSwipes(size)).toBe(FULL_SCALE.swipes);
  });

  it('gives the heavy user a tenth of the events on a small set', () => {
    expect(datasetSize({ events: 50_000, users: 1_000, swipes: 100_000 })).toMatchObject({
      heavySwipes: 5_000,
      swipesPerUser: 95,
    });
  });

  it.each([
    [{ events: 0, users: 1, swipes: 10 }, /--events/],
    [{ events: 100, users: 2.5, swipes: 10 }, /--users/],
    [{ events: 100, users: 10, swipes: 15 }, /one swipe per user/],
    [{ events: 100, users: 1, swipes: 500 }, /fewer events than exist/],
  ])('refuses %o', (scale, message) => {
    expect(() => datasetSize(scale)).toThrow(message);
  });
});

describe('swipeRows', () => {
  it('never repeats a (user, event) pair and keeps every event id in range', () => {
    const size = datasetSize({ events: 997, users: 7, swipes: 800 });
    const pairs = new Set<string>();
    let rows = 0;
    for (const chunk of swipeRows(size, 'heavy', new Date('2026-06-01T12:00:00Z'))) {
      for (const line of chunk.split('\n').filter(Boolean)) {
        const [, user, event] = line.split('\t');
        expect(Number(event)).toBeGreaterThanOrEqual(1);
        expect(Number(event)).toBeLessThanOrEqual(size.events);
        pairs.add(`${user}:${event}`);
        rows++;
      }
    }
    expect(rows).toBe(totalSwipes(size));
    expect(pairs.size).toBe(rows);
  });
});
