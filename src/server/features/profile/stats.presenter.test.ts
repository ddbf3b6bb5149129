import { describe, expect, it } from 'vitest';
import {
  accuracyOf,
  achievementsFor,
  presentStats,
} from '#server/features/profile/stats.presenter.ts';

const counts = (totalSwipes: number, likedEvents: number, maybeEvents = 0) => ({
  totalSwipes,
  likedEvents,
  passedEvents: totalSwipes - likedEvents - maybeEvents,
  maybeEvents,
  upcoming: 0,
  favoriteCategory: null,
  recentLikes: [],
});

describe('profile stats', () => {
  it('derives the profile values: 11 swipes with 4 likes and 2 maybes', () => {
    const stats = presentStats(counts(11, 4, 2));
    expect(stats).toMatchObject({ level: 2, accuracy: 36, passed: 5, maybe: 2 });
    const byId = Object.fromEntries(stats.achievements.map((a) => [a.id, a]));
    expect(byId['swipe-starter']).toMatchObject({ unlocked: true, current: 11, progress: 1 });
    expect(byId['event-lover']).toMatchObject({ unlocked: false, current: 4, target: 5 });
    expect(byId['event-lover']!.progress).toBeCloseTo(0.8);
    expect(byId.explorer).toMatchObject({ unlocked: false, current: 11, target: 50 });
    expect(byId.selective).toMatchObject({ unlocked: true, current: 36, target: 30 });
  });

  it('starts at level 1 with nothing unlocked', () => {
    const stats = presentStats(counts(0, 0));
    expect(stats).toMatchObject({ level: 1, accuracy: 0, passed: 0 });
    expect(stats.achievements.every((a) => !a.unlocked && a.progress === 0)).toBe(true);
  });

  it('moves up a level at every tenth swipe', () => {
    expect(presentStats(counts(9, 0)).level).toBe(1);
    expect(presentStats(counts(10, 0)).level).toBe(2);
    expect(presentStats(counts(50, 0)).level).toBe(6);
  });

  it('rounds accuracy to the nearest percent', () => {
    expect(accuracyOf(3, 1)).toBe(33);
    expect(accuracyOf(3, 2)).toBe(67);
    expect(accuracyOf(200, 59)).toBe(30);
  });

  it('unlocks each achievement exactly at its target', () => {
    const unlocked = (total: number, liked: number) =>
      achievementsFor(total, liked, accuracyOf(total, liked))
        .filter((a) => a.unlocked)
        .map((a) => a.id);
    expect(unlocked(10, 2)).toEqual(['swipe-starter']);
    expect(unlocked(50, 5)).toEqual(['swipe-starter', 'event-lover', 'explorer']);
    expect(unlocked(49, 15)).toEqual(['swipe-starter', 'event-lover', 'selective']);
    expect(unlocked(100, 29)).toEqual(['swipe-starter', 'event-lover', 'explorer']);
  });
});
