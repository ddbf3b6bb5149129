import { ExternalLink, Film, Mic, Sparkles, Ticket } from 'lucide-react';
import { CategoryBadge } from '#client/components/events/category-badge.tsx';
import { EventImage } from '#client/components/events/event-image.tsx';
import { ShareButton } from '#client/components/events/share-button.tsx';
import { detailsUrl, formatEventPlace } from '#client/components/events/format-event.ts';
import { isMovieReminder } from '#shared/movie-calendar.ts';
import type { DeckCard } from '#shared/schemas/events.ts';
import { SwipeStamps } from './swipe-stamps.tsx';
import { EventMetaRow } from '#client/components/events/event-meta-row.tsx';
import { EventWhenText } from '#client/components/events/event-when-text.tsx';
import { OneLineText } from '#client/components/ui/one-line-text.tsx';

const detailsClasses =
  'inline-flex h-10 w-fit items-center gap-2 rounded-full bg-white px-4 text-sm font-bold text-ink-950 transition hover:bg-mist-100 active:scale-[0.98]';

interface DeckCardFaceProps {
  event: DeckCard;
  /** Opens the event's page in the app; absent on the cards that are only drawn. */
  onOpen?: () => void;
}

/** What a deck card shows: picture up top, the essentials over a dark fade at the bottom. */
export function DeckCardFace({ event, onOpen }: DeckCardFaceProps) {
  const url = detailsUrl(event);
  const place = formatEventPlace(event);
  // What a love adds to the calendar, as the calendar entry will make it.
  const movie = isMovieReminder(event);

  return (
    <article
      aria-label={event.title}
      className="relative size-full overflow-hidden rounded-[2rem] bg-ink-800 shadow-[0_30px_60px_-25px_rgb(0_0_0/0.9)] ring-1 ring-white/10"
    >
      <EventImage event={event} loading="eager" className="absolute inset-0" />
      <div className="absolute inset-0 bg-linear-to-t from-ink-950 via-ink-950/85 via-45% to-transparent to-75%" />

      <div className="absolute inset-x-0 top-0 flex items-start justify-between gap-2 p-4">
        <CategoryBadge category={event.category} />
        <span className="inline-flex h-7 items-center gap-1.5 rounded-full bg-ink-950/60 px-3 text-sm font-bold text-white ring-1 ring-white/15 backdrop-blur">
          <Ticket aria-hidden className="size-3.5 text-ember-400" />
          {event.price}
        </span>
      </div>

      <SwipeStamps />

      <div className="absolute inset-x-0 bottom-0 flex flex-col gap-2.5 p-5">
        {event.reason && (
          // Two lines at most, not one: a reason cut off mid-word on a phone says nothing.
          <p className="inline-flex w-fit max-w-full items-start gap-1.5 rounded-2xl bg-white/12 px-3 py-1 text-xs leading-4 font-semibold text-white ring-1 ring-white/20 backdrop-blur">
            <Sparkles aria-hidden className="size-3.5 shrink-0 text-ember-400" />
            <span className="line-clamp-2 text-balance">
              <span className="sr-only">Why this card: </span>
              {event.reason}
            </span>
          </p>
        )}
        <h2 className="line-clamp-2 text-[1.7rem] leading-tight font-black tracking-tight text-white text-shadow-lg">
          {event.title}
        </h2>
        <ul className="flex flex-col gap-1.5 text-[0.95rem] text-mist-100">
          <EventMetaRow kind="when">
            <EventWhenText event={event} />
          </EventMetaRow>
          {place && (
            <EventMetaRow kind="place">
              <OneLineText text={place} />
            </EventMetaRow>
          )}
          {event.performer && (
            <li className="flex items-center gap-2">
              <Mic aria-hidden className="size-4 shrink-0 text-hot-400" />
              <OneLineText text={event.performer} />
            </li>
          )}
        </ul>
        {event.description && (
          <p className="line-clamp-2 text-sm leading-relaxed text-mist-300">{event.description}</p>
        )}
        {movie && (
          <div className="flex flex-col gap-1 rounded-2xl bg-maybe/12 px-3 py-2 text-sm ring-1 ring-maybe/30">
            <p className="flex items-center gap-2 text-sky-100">
              <Film aria-hidden className="size-4 shrink-0 text-maybe" />A daily 12:00 PM reminder
              will be added to your calendar
            </p>
            {url && (
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                draggable={false}
                className="w-fit pl-6 font-semibold text-sky-300 underline-offset-2 hover:underline"
              >
                Check times & book tickets
              </a>
            )}
          </div>
        )}
        <div className="flex items-center gap-2">
          {url ? (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              draggable={false}
              className={detailsClasses}
            >
              View Event Details
              <ExternalLink aria-hidden className="size-4" />
            </a>
          ) : (
            <button type="button" className={detailsClasses} onClick={onOpen}>
              View Event Details
            </button>
          )}
          <ShareButton
            event={event}
            className="inline-flex size-10 items-center justify-center rounded-full bg-ink-950/60 text-white ring-1 ring-white/20 backdrop-blur transition hover:bg-ink-950/80 active:scale-[0.96]"
          />
        </div>
      </div>
    </article>
  );
}
