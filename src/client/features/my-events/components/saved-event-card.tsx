import type { ReactNode } from 'react';
import { CalendarPlus, ExternalLink, X } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openGoogleCalendar } from '#client/components/calendar/open-google-calendar.ts';
import { downloadEventIcs } from '#client/components/calendar/download-ics.ts';
import { CategoryBadge } from '#client/components/events/category-badge.tsx';
import { EventImage } from '#client/components/events/event-image.tsx';
import { detailsUrl, formatEventPlace } from '#client/components/events/format-event.ts';
import { ShareButton } from '#client/components/events/share-button.tsx';
import { refreshSavedEvents, removeSwipe } from '#client/components/events/user-events-api.ts';
import { toast } from '#client/lib/toast.ts';
import type { Event } from '#shared/schemas/events.ts';
import { EventMetaRow } from '#client/components/events/event-meta-row.tsx';
import { EventWhenText } from '#client/components/events/event-when-text.tsx';

const CALENDAR_ERROR = 'Error creating calendar event. Please try again.';
const actionClasses =
  'inline-flex h-10 items-center justify-center gap-1.5 rounded-xl border border-white/10 bg-white/5 px-2 text-sm font-semibold text-mist-100 transition-colors hover:border-white/25 hover:bg-white/10';

function ActionButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className={actionClasses}>
      {children}
    </button>
  );
}

export function SavedEventCard({ event }: { event: Event }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeSwipe(event.id),
    onSuccess: () => toast({ title: 'Event removed', variant: 'success' }),
    onError: () =>
      toast({ title: 'Error', description: 'Failed to remove event', variant: 'error' }),
    onSettled: () => refreshSavedEvents(queryClient),
  });

  const calendarError = () => toast({ title: CALENDAR_ERROR, variant: 'error' });

  async function addToApple() {
    try {
      await downloadEventIcs(event);
      toast({ title: 'Added to Calendar', variant: 'success', duration: 2000 });
    } catch {
      calendarError();
    }
  }

  function openDetails() {
    const url = detailsUrl(event);
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
    else toast({ title: 'No URL available', description: 'Event details not available online' });
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
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
          className="absolute top-3 right-3 flex size-9 items-center justify-center rounded-full bg-ink-950/70 text-mist-100 ring-1 ring-white/15 backdrop-blur transition-colors hover:bg-pass hover:text-white disabled:opacity-50"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>

      <div className="flex flex-col gap-3 p-4 pt-2">
        <h2 className="text-lg leading-snug font-bold text-white">{event.title}</h2>
        <ul className="flex flex-col gap-1 text-sm text-mist-300">
          <EventMetaRow kind="when">
            <EventWhenText event={event} />
          </EventMetaRow>
          <EventMetaRow kind="place">
            <span className="truncate">{formatEventPlace(event)}</span>
          </EventMetaRow>
          <EventMetaRow kind="price">{event.price}</EventMetaRow>
        </ul>
        {event.description && (
          <p className="line-clamp-3 text-sm leading-relaxed text-mist-400">{event.description}</p>
        )}
        <div className="grid grid-cols-2 gap-2">
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
          <ActionButton onClick={openDetails}>
            <ExternalLink aria-hidden className="size-4" />
            Details
          </ActionButton>
        </div>
      </div>
    </li>
  );
}
