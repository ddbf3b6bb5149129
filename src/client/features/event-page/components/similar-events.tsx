import { Link } from 'react-router';
import { CategoryBadge } from '#client/components/events/category-badge.tsx';
import { EventImage } from '#client/components/events/event-image.tsx';
import { EventWhenText } from '#client/components/events/event-when-text.tsx';
import { paths } from '#client/lib/paths.ts';
import { useSimilarEvents } from '../api/get-similar-events.ts';

/** "More like this": nothing at all when there is nothing to show or it cannot be loaded. */
export function SimilarEvents({ eventId }: { eventId: number }) {
  const similar = useSimilarEvents(eventId);
  if (!similar.data?.length) return null;
  return (
    <section aria-labelledby="more-like-this" className="flex flex-col gap-3">
      <h2 id="more-like-this" className="text-xl font-black text-white">
        More like this
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {similar.data.map((event) => (
          <li key={event.id}>
            <Link
              to={paths.event(event.id)}
              className="flex gap-3 rounded-2xl border border-white/8 bg-ink-850/80 p-2.5 transition hover:border-white/20"
            >
              <EventImage event={event} className="size-16 shrink-0 rounded-xl" />
              <span className="flex min-w-0 flex-col gap-1">
                <span className="line-clamp-2 leading-snug font-bold text-white">
                  {event.title}
                </span>
                <span className="text-sm text-mist-300">
                  <EventWhenText event={event} />
                </span>
                <CategoryBadge category={event.category} className="w-fit" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
