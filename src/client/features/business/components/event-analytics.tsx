import type { UseQueryResult } from '@tanstack/react-query';
import { Eye, Heart, Star, X } from 'lucide-react';
import type { BusinessEventAnalytics } from '#shared/schemas/business.ts';

const measures = [
  { key: 'views', label: 'Views', Icon: Eye, color: 'text-mist-300' },
  { key: 'loves', label: 'Loves', Icon: Heart, color: 'text-love' },
  { key: 'maybes', label: 'Maybes', Icon: Star, color: 'text-maybe' },
  { key: 'passes', label: 'Passes', Icon: X, color: 'text-pass' },
] as const;

interface EventAnalyticsProps {
  businessEventId: number;
  analytics: UseQueryResult<Map<number, BusinessEventAnalytics>>;
}

/** How a live event does on the deck: seen, loved, saved for maybe, passed. */
export function EventAnalytics({ businessEventId, analytics }: EventAnalyticsProps) {
  if (analytics.isError) {
    return <p className="text-sm text-mist-500">Analytics are not available right now.</p>;
  }
  const row = analytics.data?.get(businessEventId);
  return (
    <dl
      aria-label="Deck analytics"
      aria-busy={analytics.isPending || undefined}
      className="grid grid-cols-4 gap-2"
    >
      {measures.map(({ key, label, Icon, color }) => (
        <div
          key={key}
          className="flex flex-col items-center gap-0.5 rounded-2xl border border-white/8 bg-ink-950/50 px-1 py-2.5"
        >
          <dt className="order-last text-xs text-mist-400">{label}</dt>
          <dd className="flex flex-col items-center gap-0.5 text-lg leading-tight font-black text-white tabular-nums">
            <Icon aria-hidden className={`size-4 ${color}`} />
            {analytics.isPending ? (
              <span
                aria-hidden
                className="inline-block h-5 w-6 animate-pulse rounded bg-white/10"
              />
            ) : (
              (row?.[key] ?? 0).toLocaleString('en-US')
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
