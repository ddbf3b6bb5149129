import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarPlus, Heart, Info, Star, X } from 'lucide-react';
import { openGoogleCalendar } from '#client/components/calendar/open-google-calendar.ts';
import { downloadEventIcs } from '#client/components/calendar/download-ics.ts';
import { CategoryBadge } from '#client/components/events/category-badge.tsx';
import { EventImage } from '#client/components/events/event-image.tsx';
import { EventTitleLink } from '#client/components/events/event-title-link.tsx';
import { formatEventPlace } from '#client/components/events/format-event.ts';
import { ShareButton } from '#client/components/events/share-button.tsx';
import { paths } from '#client/lib/paths.ts';
import { toast } from '#client/lib/toast.ts';
import type { Event } from '#shared/schemas/events.ts';
import { EventMetaRow } from '#client/components/events/event-meta-row.tsx';
import { EventWhenText } from '#client/components/events/event-when-text.tsx';
import type { SavedAction } from '../api/get-saved-events.ts';
import { useMoveSaved } from '../api/saved-event-mutations.ts';
import { OneLineText } from '#client/components/ui/one-line-text.tsx';

const CALENDAR_ERROR = 'Error creating calendar event. Please try again.';
const actionClasses =
  'inline-flex h-10 items-center justify-center gap-1.5 rounded-xl border border-white/10 bg-white/5 px-2 text-sm font-semibold text-mist-100 transition-colors hover:border-white/25 hover:bg-white/10 disabled:opacity-50';

function ActionButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className={actionClasses}>
      {children}
    </button>
  );
}

interface SavedEventCardProps {
  event: Event;
  /** The list it is on; the move button offers the other one. */
  action: SavedAction;
  onRemove: () => void;
}

export function SavedEventCard({ event, action, onRemove }: SavedEventCardProps) {
  const move = useMoveSaved(event.id);
  const calendarError = () => toast({ title: CALENDAR_ERROR, variant: 'error' });

  async function addToApple() {
    try {
      await downloadEventIcs(event);
      toast({ title: 'Added to Calendar', variant: 'success', duration: 2000 });
    } catch {
      calendarError();
    }
  }

  return (
    <li className="overflow-hidden rounded-3xl border border-white/8 bg-ink-850/80 shadow-[0_20px_50px_-30px_rgb(0_0_0/0.9)]">
      <div className="relative h-40">
        <EventImage event={event} className="size-full" />
        <div className="absolute inset-0 bg-linear-to-t from-ink-850 via-transparent to-transparent" />
        <CategoryBadge category={event.category} className="absolute top-3 left-3" />
        <button
          type="button"
          aria-label="Remove event"
          onClick={onRemove}
          className="absolute top-3 right-3 flex size-9 items-center justify-center rounded-full bg-ink-950/70 text-mist-100 ring-1 ring-white/15 backdrop-blur transition-colors hover:bg-pass hover:text-white"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>

      <div className="flex flex-col gap-3 p-4 pt-2">
        <h3 className="text-lg leading-snug font-bold text-white">
          <EventTitleLink event={event} />
        </h3>
        <ul className="flex flex-col gap-1 text-sm text-mist-300">
          <EventMetaRow kind="when">
            <EventWhenText event={event} />
          </EventMetaRow>
          <EventMetaRow kind="place">
            <OneLineText text={formatEventPlace(event)} />
          </EventMetaRow>
          <EventMetaRow kind="price">{event.price}</EventMetaRow>
        </ul>
        {event.description && (
          <p className="line-clamp-3 text-sm leading-relaxed text-mist-400">{event.description}</p>
        )}
        <div className="grid grid-cols-2 gap-2">
          <button
            type="button"
            disabled={move.isPending}
            onClick={() => move.mutate(action === 'maybe' ? 'liked' : 'maybe')}
            className={`${actionClasses} col-span-2`}
          >
            {action === 'maybe' ? (
              <>
                <Heart aria-hidden className="size-4 fill-current text-love" />
                Move to Loved
              </>
            ) : (
              <>
                <Star aria-hidden className="size-4 fill-current text-maybe" />
                Move to Maybe
              </>
            )}
          </button>
          <ActionButton onClick={() => void openGoogleCalendar(event).catch(calendarError)}>
            <CalendarPlus aria-hidden className="size-4 text-hot-400" />
            Google Cal
          </ActionButton>
          <ActionButton onClick={() => void addToApple()}>
            <CalendarPlus aria-hidden className="size-4 text-hot-400" />
            Apple Cal
          </ActionButton>
          <ShareButton event={event} className={actionClasses}>
            Share
          </ShareButton>
          <Link to={paths.event(event.id)} className={actionClasses}>
            <Info aria-hidden className="size-4" />
            Details
          </Link>
        </div>
      </div>
    </li>
  );
}
