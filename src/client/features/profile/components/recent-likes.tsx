import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Heart } from 'lucide-react';
import type { Event } from '#shared/schemas/events.ts';
import { EventImage } from '#client/components/events/event-image.tsx';
import { formatEventPlace } from '#client/components/events/format-event.ts';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { paths } from '#client/lib/paths.ts';
import { EventWhenText } from '#client/components/events/event-when-text.tsx';

// The profile shows the three most recent likes.
const SHOWN = 3;

function LikedEvent({ event }: { event: Event }) {
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-white/8 bg-ink-950/50 p-2.5">
      <EventImage event={event} className="size-14 shrink-0 rounded-xl" />
      <div className="flex min-w-0 flex-col">
        <p className="truncate font-semibold text-white">{event.title}</p>
        <p className="truncate text-xs text-mist-300">
          <EventWhenText event={event} />
        </p>
        <p className="truncate text-xs text-mist-500">{formatEventPlace(event)}</p>
      </div>
    </li>
  );
}

export function RecentLikes({ events }: { events: Event[] }) {
  const headingId = useId();
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id={headingId} className="text-base font-bold text-white">
            Recent Likes
          </h2>
          {events.length > 0 && (
            <Link
              to={paths.myEvents}
              className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-hot-300 transition-colors hover:text-hot-400"
            >
              View all
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          )}
        </div>
        {events.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {events.slice(0, SHOWN).map((event) => (
              <LikedEvent key={event.id} event={event} />
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-white/10 px-4 py-6 text-center">
            <Heart aria-hidden className="size-7 text-hot-400" />
            <div className="flex flex-col gap-1">
              <p className="font-semibold text-white">No likes yet</p>
              <p className="text-sm text-mist-400">
                Swipe right on events you love and they show up here.
              </p>
            </div>
            <Link to={paths.home} className={buttonClasses('secondary', 'sm')}>
              Start swiping
            </Link>
          </div>
        )}
      </section>
    </Card>
  );
}
