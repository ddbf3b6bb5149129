import type { ReactNode } from 'react';
import { CalendarDays, ExternalLink, MapPin, Mic, Tag, Ticket } from 'lucide-react';
import { CategoryBadge } from '#client/components/events/category-badge.tsx';
import { detailsUrl, formatEventPlace } from '#client/components/events/format-event.ts';
import { categoryLabel } from '#shared/categories.ts';
import type { Event } from '#shared/schemas/events.ts';
import { EventWhenText } from '#client/components/events/event-when-text.tsx';

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="flex items-center gap-1.5 text-xs font-bold tracking-wide text-mist-400 uppercase">
        <span className="text-hot-400">{icon}</span>
        {label}
      </dt>
      <dd className="text-mist-100">{children}</dd>
    </div>
  );
}

function Key({ keys, label }: { keys: string; label: string }) {
  return (
    <li className="flex items-center gap-2">
      <kbd className="inline-flex h-7 min-w-7 items-center justify-center rounded-md border border-white/15 bg-ink-800 px-1.5 font-sans text-sm font-bold text-white">
        {keys}
      </kbd>
      {label}
    </li>
  );
}

/**
 * The top card in full beside the deck on wide screens: the card itself clamps the description
 * and leaves out what does not fit over the picture.
 */
export function DeckDetails({ event }: { event: Event }) {
  const url = detailsUrl(event);
  const place = formatEventPlace(event);
  return (
    <aside
      aria-label="Event details"
      className="flex min-w-0 flex-col gap-5 rounded-[2rem] border border-white/8 bg-ink-850/80 p-7"
    >
      <div className="flex flex-col gap-3">
        <CategoryBadge category={event.category} className="w-fit" />
        <h2 className="text-3xl leading-tight font-black tracking-tight break-words text-white">
          {event.title}
        </h2>
      </div>
      {event.description && (
        <p className="leading-relaxed whitespace-pre-line text-mist-300">{event.description}</p>
      )}
      <dl className="grid grid-cols-2 gap-4">
        <Detail icon={<CalendarDays aria-hidden className="size-3.5" />} label="When">
          <EventWhenText event={event} />
        </Detail>
        <Detail icon={<Ticket aria-hidden className="size-3.5" />} label="Price">
          {event.price}
        </Detail>
        {place && (
          <Detail icon={<MapPin aria-hidden className="size-3.5" />} label="Where">
            {place}
          </Detail>
        )}
        <Detail icon={<Tag aria-hidden className="size-3.5" />} label="Category">
          {categoryLabel(event.category)}
        </Detail>
        {event.performer && (
          <Detail icon={<Mic aria-hidden className="size-3.5" />} label="Performer">
            {event.performer}
          </Detail>
        )}
      </dl>
      {url && (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-fit items-center gap-2 font-semibold text-hot-300 underline-offset-4 hover:underline"
        >
          Event page
          <ExternalLink aria-hidden className="size-3.5" />
        </a>
      )}
      <div className="mt-auto flex flex-col gap-2 border-t border-white/8 pt-5">
        <h3 className="text-xs font-bold tracking-wide text-mist-400 uppercase">Keyboard</h3>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-mist-300">
          <Key keys="←" label="Pass" />
          <Key keys="→" label="Love" />
          <Key keys="↓" label="Maybe" />
          <Key keys="Z" label="Undo" />
        </ul>
      </div>
    </aside>
  );
}
