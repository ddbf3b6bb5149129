import { categoryColor, categoryLabel } from '#shared/categories.ts';
import { Card } from '#client/components/ui/card.tsx';
import { RetryNotice } from '#client/components/retry-notice.tsx';
import { useAnalytics } from '../api/get-analytics.ts';
import { BarChart } from './bar-chart.tsx';
import { CountTiles } from './count-tiles.tsx';
import { DayColumnsChart } from './day-columns-chart.tsx';
import { RecentBatchesList, RecentJobRunsList, TopLikedList } from './recent-activity.tsx';
import { SwipeMixBar } from './swipe-mix-bar.tsx';

const panel = 'flex flex-col gap-4 p-5';

function AnalyticsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading analytics…</span>
      <div aria-hidden className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="h-[4.5rem] rounded-2xl bg-white/6" />
        ))}
      </div>
      <div aria-hidden className="grid gap-4 lg:grid-cols-2">
        {Array.from({ length: 2 }, (_, i) => (
          <div key={i} className="h-56 rounded-3xl bg-white/5" />
        ))}
      </div>
    </div>
  );
}

/** GET /api/analytics as small charts; each chart also says its numbers in text. */
export function AnalyticsCharts() {
  const analytics = useAnalytics();
  if (analytics.isPending) return <AnalyticsSkeleton />;
  if (analytics.isError) {
    return (
      <RetryNotice onRetry={() => void analytics.refetch()} retrying={analytics.isFetching}>
        Analytics could not be loaded.
      </RetryNotice>
    );
  }
  const a = analytics.data;
  const swipes = a.totals.swipes.liked + a.totals.swipes.maybe + a.totals.swipes.passed;

  return (
    <div className="flex flex-col gap-4">
      <CountTiles
        tiles={[
          { label: 'Events', value: a.totals.events },
          { label: 'Upcoming', value: a.totals.upcoming, tone: 'good' },
          { label: 'Users', value: a.totals.users },
          { label: 'Swipes', value: swipes },
        ]}
      />
      {/* Grid items grow to their longest unbroken line unless told they may shrink. */}
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <Card className={panel}>
          <SwipeMixBar swipes={a.totals.swipes} />
          <DayColumnsChart title="Swipes per day, last 30 days" days={a.swipesPerDay} />
        </Card>
        <Card className={panel}>
          <BarChart
            title="Events by category"
            emptyText="No events yet."
            data={a.byCategory.map(({ key, count }) => ({
              key,
              label: categoryLabel(key),
              count,
              color: categoryColor(key),
            }))}
          />
        </Card>
        <Card className={panel}>
          <BarChart
            title="Events by borough"
            emptyText="No events yet."
            data={a.byBorough.map(({ key, count }) => ({
              key,
              label: key || 'Unknown',
              count,
            }))}
          />
        </Card>
        <Card className={panel}>
          <TopLikedList events={a.topLiked} />
        </Card>
        <Card className={panel}>
          <RecentBatchesList batches={a.recentBatches} />
        </Card>
        <Card className={panel}>
          <RecentJobRunsList runs={a.recentJobRuns} />
        </Card>
      </div>
    </div>
  );
}
