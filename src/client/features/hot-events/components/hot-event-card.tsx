import { clsx } from 'clsx';
import { ExternalLink, Flame, Heart, TrendingUp } from 'lucide-react';
import { CategoryBadge } from '#client/components/events/category-badge.tsx';
import { EventImage } from '#client/components/events/event-image.tsx';
import { EventTitleLink } from '#client/components/events/event-title-link.tsx';
import { detailsUrl, formatEventPlace } from '#client/components/events/format-event.ts';
import type { HotEvent } from '#shared/schemas/events.ts';
import { HOT_TAG_RANKS, likesLabel, rankBadgeClasses, recentLovesLabel } from '../lib/rank.ts';
import { EventRowSkeleton } from '#client/components/events/event-row-skeleton.tsx';
import { EventMetaRow } from '#client/components/events/event-meta-row.tsx';
import { EventWhenText } from '#client/components/events/event-when-text.tsx';
import { OneLineText } from '#client/components/ui/one-line-text.tsx';

/** `trending`: ranked by recent interest, so the podium may carry the HOT tag. */
export function HotEventCard({
  event,
  rank,
  trending,
}: {
  event: HotEvent;
  rank: number;
  trending: boolean;
}) {
  const url = detailsUrl(event);
  const podium = trending && event.popular && rank <= HOT_TAG_RANKS;

  return (
    <li
      aria-label={`#${rank} ${event.title}`}
      className={clsx(
        'relative flex gap-4 overflow-hidden rounded-3xl border bg-ink-850/80 p-3 pr-4',
        podium ? 'border-hot-500/30 shadow-glow' : 'border-white/8',
      )}
    >
      <div className="relative shrink-0">
        <EventImage event={event} className="size-24 rounded-2xl sm:size-28" />
        <span
          className={clsx(
            'absolute -top-1.5 -left-1.5 flex h-8 min-w-8 items-center justify-center rounded-full px-2 text-sm font-black shadow-lg ring-2',
            rankBadgeClasses(rank),
          )}
        >
          #{rank}
        </span>
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={event.category} />
          {podium && (
            <span className="inline-flex h-6 items-center gap-1 rounded-full bg-brand px-2 text-xs font-black tracking-wider text-white">
              <Flame aria-hidden className="size-3.5 fill-current" />
              HOT
            </span>
          )}
          {url && (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="ml-auto inline-flex h-6 items-center gap-1 rounded-full px-1 text-xs font-semibold text-mist-300 hover:text-white"
            >
              {/* Icon only on phones, where the word would push the link onto its own line. */}
              <span className="sr-only sm:not-sr-only">Details</span>
              <ExternalLink aria-hidden className="size-4 sm:size-3.5" />
            </a>
          )}
        </div>
        <h2 className="line-clamp-2 leading-snug font-bold text-white">
          <EventTitleLink event={event} />
        </h2>
        <p className="text-sm text-mist-300">
          <EventWhenText event={event} />
        </p>
        <EventMetaRow
          kind="place"
          as="p"
          className="gap-1.5 truncate text-sm text-mist-400"
          iconClassName="size-3.5"
        >
          <OneLineText text={formatEventPlace(event)} />
        </EventMetaRow>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {/* The number the list is ranked by stands out: the week's loves on a trending list,
              all-time likes on the well-loved one (docs/product.md#hot-list). */}
          {trending && event.recentLoves ? (
            <span className="inline-flex items-center gap-1 font-bold text-hot-400">
              <Heart aria-hidden className="size-4 fill-current" />
              {recentLovesLabel(event.recentLoves)}
            </span>
          ) : null}
          {/* Interest from maybes alone has no likes to count. */}
          {event.interactionCount > 0 &&
            (trending ? (
              <span className="text-xs font-semibold text-mist-400">
                {likesLabel(event.interactionCount)} in all
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 font-bold text-hot-400">
                <Heart aria-hidden className="size-4 fill-current" />
                {likesLabel(event.interactionCount)}
              </span>
            ))}
          {event.popular && (
            <span className="inline-flex items-center gap-1 text-xs font-semibold text-mist-300">
              <TrendingUp aria-hidden className="size-3.5" />
              Popular choice
            </span>
          )}
        </div>
      </div>
    </li>
  );
}

export function HotEventSkeleton() {
  return (
    <li
      aria-hidden
      className="flex animate-pulse gap-4 rounded-3xl border border-white/6 bg-ink-850/60 p-3"
    >
      <EventRowSkeleton />
    </li>
  );
}
