import type { SwipeCounts } from '#server/features/profile/stats.service.ts';
import { eventPresenter } from '#server/events/event.presenter.ts';
import type { Achievement, ProfileStats } from '#shared/schemas/profile.ts';
import { levelFor } from '#shared/profile-level.ts';

/** Rounded percent of swipes that were likes; 0 before the first swipe. */
export function accuracyOf(totalSwipes: number, likedEvents: number): number {
  return totalSwipes === 0 ? 0 : Math.round((likedEvents / totalSwipes) * 100);
}

function achievement(
  id: Achievement['id'],
  title: string,
  description: string,
  current: number,
  target: number,
): Achievement {
  return {
    id,
    title,
    description,
    unlocked: current >= target,
    current,
    target,
    progress: Math.min(1, current / target),
  };
}

/** The four achievements (docs/product.md#achievements), each measured against its target. */
export function achievementsFor(
  totalSwipes: number,
  likedEvents: number,
  accuracy: number,
): Achievement[] {
  return [
    achievement('swipe-starter', 'Swipe Starter', 'Swipe 10 events', totalSwipes, 10),
    achievement('event-lover', 'Event Lover', 'Love 5 events', likedEvents, 5),
    achievement('explorer', 'Explorer', 'Swipe 50 events', totalSwipes, 50),
    achievement('selective', 'Selective', 'Love 30% of what you swipe', accuracy, 30),
  ];
}

export function presentStats(c: SwipeCounts): ProfileStats {
  const accuracy = accuracyOf(c.totalSwipes, c.likedEvents);
  return {
    totalSwipes: c.totalSwipes,
    likedEvents: c.likedEvents,
    upcoming: c.upcoming,
    accuracy,
    favoriteCategory: c.favoriteCategory,
    passed: c.passedEvents,
    maybe: c.maybeEvents,
    level: levelFor(c.totalSwipes),
    recentLikes: c.recentLikes.map(eventPresenter.card),
    achievements: achievementsFor(c.totalSwipes, c.likedEvents, accuracy),
  };
}
