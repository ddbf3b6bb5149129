import type { ReactNode } from 'react';
import { CalendarDays, Heart, Info, MapPin, Mic, Ticket } from 'lucide-react';
import { EventWhenText } from '#client/components/events/event-when-text.tsx';
import type { EventDetails } from '#shared/schemas/event-details.ts';
import { mapsUrl } from '../lib/maps-url.ts';
import { originLabel } from '../lib/origin-label.ts';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="flex items-center gap-2 text-xs font-bold tracking-wide text-mist-400 uppercase">
        <span aria-hidden className="text-hot-400">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="pl-7 break-words text-mist-100">{children}</dd>
    </div>
  );
}

const likes = (n: number) => (n === 1 ? '1 person loves this' : `${n} people love this`);

/** When, where, price, performer, likes and where the listing came from. */
export function EventFacts({ details }: { details: EventDetails }) {
  const { event } = details;
  const area = [event.neighborhood, event.borough].filter(Boolean).join(', ');
  const maps = mapsUrl(event);
  const icon = 'size-5';
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Fact icon={<CalendarDays className={icon} />} label="When">
        <EventWhenText event={event} />
      </Fact>
      <Fact icon={<MapPin className={icon} />} label="Where">
        <span className="flex flex-col">
          {event.venue && <span>{event.venue}</span>}
          {area && <span className="text-mist-300">{area}</span>}
          {maps && (
            <a
              href={maps}
              target="_blank"
              rel="noopener noreferrer"
              className="w-fit rounded font-semibold text-hot-300 underline-offset-4 hover:underline"
            >
              Open in Maps
            </a>
          )}
        </span>
      </Fact>
      <Fact icon={<Ticket className={icon} />} label="Price">
        {event.price}
      </Fact>
      {event.performer && (
        <Fact icon={<Mic className={icon} />} label="Performer">
          {event.performer}
        </Fact>
      )}
      <Fact icon={<Heart className={icon} />} label="Loved by">
        {event.likeCount === 0 ? 'Be the first to love it' : likes(event.likeCount)}
      </Fact>
      <Fact icon={<Info className={icon} />} label="Listing">
        {originLabel(details.origin, event.fromBusiness)}
      </Fact>
    </dl>
  );
}
