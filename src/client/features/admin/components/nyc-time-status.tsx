import { Clock } from 'lucide-react';
import { Card } from '#client/components/ui/card.tsx';
import { RetryNotice } from '#client/components/retry-notice.tsx';
import { useNycTime } from '../api/get-nyc-time.ts';

/** The server's New York clock, which cleanup and "upcoming" are measured against. */
export function NycTimeStatus() {
  const time = useNycTime();
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h3 className="flex items-center gap-2 font-bold text-white">
        <Clock aria-hidden className="size-5 text-ember-400" />
        NYC time status
      </h3>
      {time.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading New York time…</span>
          <div aria-hidden className="h-6 w-4/5 rounded bg-white/10" />
          <div aria-hidden className="h-3 w-2/5 rounded bg-white/6" />
        </div>
      ) : time.isError ? (
        <RetryNotice onRetry={() => void time.refetch()} retrying={time.isFetching}>
          NYC time is unavailable right now.
        </RetryNotice>
      ) : (
        <div className="flex flex-col gap-1">
          <p className="text-lg leading-snug font-bold text-white">{time.data.nycTime}</p>
          <p className="text-sm text-mist-400">{time.data.timezone}</p>
          <p className="flex items-center gap-2 text-xs text-mist-500">
            <span
              aria-hidden
              className="size-2 rounded-full bg-love shadow-[0_0_8px_var(--color-love)]"
            />
            Server clock in sync · refreshes every 30 s
          </p>
        </div>
      )}
    </Card>
  );
}
