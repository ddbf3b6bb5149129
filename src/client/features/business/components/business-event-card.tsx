import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { CategoryBadge } from '#client/components/events/category-badge.tsx';
import { EventImage } from '#client/components/events/event-image.tsx';
import { formatEventDateAtTime } from '#client/components/events/format-event.ts';
import { Notice } from '#client/components/ui/notice.tsx';
import type { BusinessEvent, BusinessEventAnalytics } from '#shared/schemas/business.ts';
import { EventAnalytics } from './event-analytics.tsx';

import { PayButton } from './pay-button.tsx';
import { EventStatusBadge } from './status-badge.tsx';
import { EventMetaRow } from '#client/components/events/event-meta-row.tsx';

interface BusinessEventCardProps {
  event: BusinessEvent;
  analytics: UseQueryResult<Map<number, BusinessEventAnalytics>>;
}

/** One of the business's events, with what it needs next: payment, review, or its numbers. */
export function BusinessEventCard({ event, analytics }: BusinessEventCardProps) {
  const titleId = useId();
  return (
    <li
      aria-labelledby={titleId}
      className="overflow-hidden rounded-3xl border border-white/8 bg-ink-850/80 shadow-[0_20px_50px_-30px_rgb(0_0_0/0.9)]"
    >
      <div className="relative h-28">
        <EventImage event={event} className="size-full" />
        <div className="absolute inset-0 bg-linear-to-t from-ink-850 via-ink-850/20 to-transparent" />
        <CategoryBadge category={event.category} className="absolute top-3 left-3" />
        {/* An opaque backing, so the badge reads over any picture. */}
        <span className="absolute top-3 right-3 rounded-full bg-ink-950/90">
          <EventStatusBadge status={event.status} />
        </span>
      </div>
      <div className="flex flex-col gap-3 p-4 pt-1">
        <h3 id={titleId} className="text-lg leading-snug font-bold text-white">
          {event.title}
        </h3>
        <ul className="flex flex-col gap-1.5 text-sm text-mist-300">
          <EventMetaRow kind="when">{formatEventDateAtTime(event)}</EventMetaRow>
          <EventMetaRow kind="place">{event.venue}</EventMetaRow>
          {event.price && <EventMetaRow kind="price">{event.price}</EventMetaRow>}
        </ul>
        {event.description && (
          <p className="line-clamp-3 text-sm whitespace-pre-line text-mist-400">
            {event.description}
          </p>
        )}

        {event.status === 'unpaid' && (
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-white/8 pt-3">
            <p className="text-sm text-mist-400">Pay the $5 fee to send it for review.</p>
            <PayButton event={event} />
          </div>
        )}
        {event.status === 'paid_review' && (
          <p className="flex items-center gap-2 border-t border-white/8 pt-3 text-sm text-sky-200">
            <Hourglass aria-hidden className="size-4 shrink-0" />
            Paid. It goes live once an admin has looked it over.
          </p>
        )}
        {event.status === 'rejected' && (
          <Notice tone="warning">
            <span className="font-semibold">Not published.</span>{' '}
            {event.rejectionReason ?? 'No reason was given.'}
          </Notice>
        )}
        {event.status === 'live' && (
          <EventAnalytics businessEventId={event.id} analytics={analytics} />
        )}
      </div>
    </li>
  );
}
