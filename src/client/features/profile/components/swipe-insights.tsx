import type { ProfileStats } from '#shared/schemas/profile.ts';
import { CategoryBadge } from '#client/components/events/category-badge.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { ProgressBar } from './progress-bar.tsx';

type Insights = Pick<ProfileStats, 'accuracy' | 'favoriteCategory' | 'passed' | 'maybe'>;

export function SwipeInsights({ stats }: { stats: Insights }) {
  return (
    <Card className="flex flex-col gap-5 p-5">
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-3">
          <h2 className="text-base font-bold text-white">Like rate</h2>
          <span className="text-2xl font-black text-white tabular-nums">{stats.accuracy}%</span>
        </div>
        <ProgressBar
          value={stats.accuracy}
          max={100}
          label="Like rate"
          valueText={`${stats.accuracy}%`}
        />
        <p className="text-xs text-mist-400">The share of your swipes that were likes.</p>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="col-span-2 flex flex-col items-start gap-1.5 rounded-2xl border border-white/8 bg-ink-950/50 p-3.5">
          <dt className="text-xs font-medium text-mist-400">Favorite category</dt>
          <dd>
            {stats.favoriteCategory ? (
              <CategoryBadge category={stats.favoriteCategory} />
            ) : (
              <span className="text-sm text-mist-300">None yet</span>
            )}
          </dd>
        </div>
        <div className="flex flex-col gap-1 rounded-2xl border border-white/8 bg-ink-950/50 p-3.5">
          <dt className="text-xs font-medium text-mist-400">Events passed</dt>
          <dd className="text-xl font-black text-white tabular-nums">{stats.passed}</dd>
        </div>
        <div className="flex flex-col gap-1 rounded-2xl border border-white/8 bg-ink-950/50 p-3.5">
          <dt className="text-xs font-medium text-mist-400">Maybes</dt>
          <dd className="text-xl font-black text-white tabular-nums">{stats.maybe}</dd>
        </div>
      </dl>
    </Card>
  );
}
