import { useState } from 'react';
import { CalendarDays, ClipboardCheck, MapPin, Ticket, X } from 'lucide-react';
import { formatEventDateAtTime } from '#client/components/events/format-event.ts';
import { RetryNotice } from '#client/components/retry-notice.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { businessTypeLabels } from '#client/lib/business-type-labels.ts';
import { toast } from '#client/lib/toast.ts';
import type { BusinessReviewItem } from '#shared/schemas/business.ts';
import { useBusinessReview } from '../api/get-business-review.ts';
import { usePublishBusinessEvent } from '../api/publish-business-event.ts';
import { formatNycDateTime, plural } from './admin-format.ts';
import { RejectBusinessEventDialog } from './reject-business-event-dialog.tsx';
import { reviewFailure } from './review-failure.ts';

export const PUBLISH_FAILED = 'Failed to publish event. Please try again.';

function ReviewItem({ item }: { item: BusinessReviewItem }) {
  const publish = usePublishBusinessEvent();
  const [rejecting, setRejecting] = useState(false);
  const details = [
    { Icon: CalendarDays, text: formatEventDateAtTime(item) },
    { Icon: MapPin, text: item.venue },
    { Icon: Ticket, text: item.price || 'Free' },
  ];

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-white/8 bg-ink-950/50 p-4">
      <div className="flex flex-col gap-0.5">
        <p className="font-semibold text-white">{item.title}</p>
        <p className="text-sm text-mist-400">
          {item.companyName} · {businessTypeLabels[item.businessType]}
        </p>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-mist-300">
        {details.map(({ Icon, text }) => (
          <li key={text} className="flex items-center gap-1.5">
            <Icon aria-hidden className="size-4 shrink-0 text-mist-500" />
            {text}
          </li>
        ))}
      </ul>
      {item.description && <p className="line-clamp-2 text-sm text-mist-400">{item.description}</p>}
      <div className="flex flex-col gap-3 border-t border-white/8 pt-3 sm:flex-row sm:items-center">
        <p className="text-xs text-mist-500 sm:mr-auto">
          {item.paidAt ? `Paid ${formatNycDateTime(item.paidAt)}` : 'Paid'} · {item.contactEmail}
        </p>
        <div className="flex gap-2">
          <Button
            variant="danger"
            size="sm"
            disabled={publish.isPending}
            onClick={() => setRejecting(true)}
            aria-label={`Reject ${item.title}`}
          >
            <X aria-hidden className="size-4" />
            Reject
          </Button>
          <Button
            size="sm"
            pending={publish.isPending}
            aria-label={`Publish ${item.title}`}
            onClick={() =>
              publish.mutate(item.id, {
                onSuccess: () =>
                  toast({
                    title: 'Event published',
                    description: `“${item.title}” is live on the deck.`,
                    variant: 'success',
                  }),
                onError: (err) =>
                  toast({
                    title: 'Error',
                    description: reviewFailure(err, PUBLISH_FAILED),
                    variant: 'error',
                  }),
              })
            }
          >
            Publish
          </Button>
        </div>
      </div>
      <RejectBusinessEventDialog item={item} open={rejecting} onOpenChange={setRejecting} />
    </li>
  );
}

/** Paid business events wait here until an admin publishes them or says why not. */
export function BusinessReviewCard() {
  const review = useBusinessReview();
  const items = review.data ?? [];

  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-bold text-white">
          <ClipboardCheck aria-hidden className="size-5 text-hot-400" />
          Business events awaiting review
        </h2>
        {items.length > 0 && (
          <span className="rounded-full bg-hot-500/15 px-2.5 py-1 text-xs font-bold text-hot-300">
            {plural(items.length, 'event')}
          </span>
        )}
      </div>
      {review.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading business events…</span>
          {[0, 1].map((i) => (
            <div key={i} aria-hidden className="h-32 animate-pulse rounded-2xl bg-white/6" />
          ))}
        </div>
      ) : review.isError ? (
        <RetryNotice onRetry={() => void review.refetch()} retrying={review.isFetching}>
          The business events could not be loaded.
        </RetryNotice>
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-white/10 px-4 py-6 text-center text-sm text-mist-400">
          <span className="block font-semibold text-mist-300">Nothing to review</span>
          Paid business events appear here to be published or rejected.
        </p>
      ) : (
        <ul aria-label="Business events awaiting review" className="flex flex-col gap-2">
          {items.map((item) => (
            <ReviewItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Card>
  );
}
