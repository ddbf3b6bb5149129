import { RetryNotice } from '#client/components/retry-notice.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useSwipeTotal } from '../api/get-swipe-total.ts';

function StatTile({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <span className="text-sm font-medium text-mist-400">{label}</span>
      {value === undefined ? (
        <span aria-hidden className="mt-1 h-8 w-12 animate-pulse rounded-lg bg-white/8" />
      ) : (
        <span className="text-3xl font-black text-white tabular-nums">{value}</span>
      )}
    </Card>
  );
}

/** The counts the list headers give for free; the rest of SPEC's stats come later. */
export function StatsTab() {
  const total = useSwipeTotal('all');
  const liked = useSwipeTotal('liked');

  if (total.isError || liked.isError) {
    return (
      <RetryNotice
        retrying={total.isFetching || liked.isFetching}
        onRetry={() => {
          void total.refetch();
          void liked.refetch();
        }}
      >
        Your stats could not be loaded.
      </RetryNotice>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3" aria-busy={total.isPending || liked.isPending}>
        <StatTile label="Total Swipes" value={total.data} />
        <StatTile label="Liked Events" value={liked.data} />
      </div>
      <p className="text-center text-sm text-mist-400">
        Upcoming events, swipe accuracy and achievements are on their way.
      </p>
    </div>
  );
}
