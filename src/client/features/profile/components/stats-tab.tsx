import type { ReactNode } from 'react';
import { CalendarClock, Heart, Layers } from 'lucide-react';
import type { ProfileStats } from '#shared/schemas/profile.ts';
import { RetryNotice } from '#client/components/retry-notice.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useProfileStats } from '../api/get-profile-stats.ts';
import { AchievementList } from './achievement-list.tsx';
import { RecentLikes } from './recent-likes.tsx';
import { StatsSkeleton } from './stats-skeleton.tsx';
import { SwipeInsights } from './swipe-insights.tsx';

function StatTile({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <span aria-hidden className="text-hot-300">
        {icon}
      </span>
      <span className="text-2xl font-black text-white tabular-nums sm:text-3xl">{value}</span>
      <span className="text-xs font-medium text-mist-400 sm:text-sm">{label}</span>
    </Card>
  );
}

function Stats({ stats }: { stats: ProfileStats }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-3 gap-3">
        <StatTile
          icon={<Layers className="size-5" />}
          label="Total Swipes"
          value={stats.totalSwipes}
        />
        <StatTile
          icon={<Heart className="size-5" />}
          label="Liked Events"
          value={stats.likedEvents}
        />
        <StatTile
          icon={<CalendarClock className="size-5" />}
          label="Upcoming"
          value={stats.upcoming}
        />
      </div>
      <SwipeInsights stats={stats} />
      <RecentLikes events={stats.recentLikes} />
      <AchievementList achievements={stats.achievements} />
    </div>
  );
}

export function StatsTab() {
  const { data, isPending, isFetching, refetch } = useProfileStats();
  if (isPending) return <StatsSkeleton />;
  if (!data) {
    return (
      <RetryNotice retrying={isFetching} onRetry={() => void refetch()}>
        Your stats could not be loaded.
      </RetryNotice>
    );
  }
  return <Stats stats={data} />;
}
