import { useParams } from 'react-router';
import { CategoryBadge } from '#client/components/events/category-badge.tsx';
import { EventImage } from '#client/components/events/event-image.tsx';
import { RetryNotice } from '#client/components/retry-notice.tsx';
import { PageLoading } from '#client/components/ui/page-loading.tsx';
import { ApiError, errorDetail } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { useEventDetails } from '../api/get-event-details.ts';
import { useSwipeFromPage } from '../api/swipe-from-page.ts';
import { BackButton } from '../components/back-button.tsx';
import { hasEnded } from '#shared/event-ended.ts';
import { EventActions } from '../components/event-actions.tsx';
import { EventFacts } from '../components/event-facts.tsx';
import { EventGone } from '../components/event-gone.tsx';
import { SimilarEvents } from '../components/similar-events.tsx';
import { SwipeChoice } from '../components/swipe-choice.tsx';

/** Ids are positive whole numbers; anything else is a page that cannot exist. */
function eventIdFrom(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function EventPage() {
  const eventId = eventIdFrom(useParams().eventId);
  return eventId === null ? <EventGone /> : <EventPageFor key={eventId} eventId={eventId} />;
}

function EventPageFor({ eventId }: { eventId: number }) {
  const details = useEventDetails(eventId);
  const swipe = useSwipeFromPage(eventId);
  useDocumentTitle(details.data?.event.title ?? 'Event');

  if (!details.data) {
    if (details.error instanceof ApiError && details.error.status === 404) return <EventGone />;
    if (details.isError) {
      return (
        <section className="flex flex-col gap-4">
          <BackButton />
          <h1 className="text-2xl font-black text-white">Event</h1>
          <RetryNotice onRetry={() => void details.refetch()} retrying={details.isFetching}>
            Couldn’t load this event.
          </RetryNotice>
        </section>
      );
    }
    return <PageLoading label="Loading the event…" />;
  }

  const { event } = details.data;
  // An event that is over is shown for the record, with nothing left to save it for.
  const ended = hasEnded(event, new Date());
  return (
    <article aria-labelledby="event-title" className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <BackButton />
      <div className="relative overflow-hidden rounded-[2rem] ring-1 ring-white/10">
        <EventImage
          event={event}
          loading="eager"
          className="aspect-[16/10] w-full sm:aspect-[21/9]"
        />
        <CategoryBadge category={event.category} className="absolute top-4 left-4" />
      </div>
      <h1
        id="event-title"
        className="text-3xl leading-tight font-black tracking-tight break-words text-white sm:text-4xl"
      >
        {event.title}
      </h1>
      {ended ? (
        <p
          role="status"
          className="w-fit rounded-full bg-white/8 px-3 py-1 text-sm font-bold text-mist-200 ring-1 ring-white/15"
        >
          Ended
        </p>
      ) : (
        <SwipeChoice
          swipe={details.data.swipe}
          pending={swipe.isPending}
          onChoose={(action) =>
            swipe.mutate(action, {
              onError: (error) =>
                toast({
                  title: 'Error',
                  description: errorDetail(error, 'Your choice could not be saved.'),
                  variant: 'error',
                }),
            })
          }
        />
      )}
      <EventActions event={event} ended={ended} />
      <EventFacts details={details.data} />
      {event.description && (
        <section aria-labelledby="about-event" className="flex flex-col gap-2">
          <h2 id="about-event" className="text-xl font-black text-white">
            About
          </h2>
          <p className="leading-relaxed whitespace-pre-line text-mist-300">{event.description}</p>
        </section>
      )}
      <SimilarEvents eventId={eventId} />
    </article>
  );
}
