import { Link } from 'react-router';
import { clsx } from 'clsx';
import { paths } from '#client/lib/paths.ts';
import type { Event } from '#shared/schemas/events.ts';

/** An event's title as the way into its page, wherever a list shows the event. */
export function EventTitleLink({
  event,
  className,
}: {
  event: Pick<Event, 'id' | 'title'>;
  className?: string;
}) {
  return (
    <Link
      to={paths.event(event.id)}
      className={clsx('rounded underline-offset-4 hover:underline', className)}
    >
      {event.title}
    </Link>
  );
}
