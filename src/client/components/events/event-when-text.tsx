import { eventWhen, type WhenSource } from '#shared/event-when.ts';

/**
 * An event's "when" as cards print it ("Dec 5 – Jan 29", "Through Sun"), read to screen readers
 * in full words ("Friday, December 5 to Thursday, January 29").
 */
export function EventWhenText({ event }: { event: WhenSource }) {
  const when = eventWhen(event);
  return (
    <>
      <span aria-hidden="true">{when.text}</span>
      <span className="sr-only">{when.spoken}</span>
    </>
  );
}
