import { EventRowSkeleton } from '#client/components/events/event-row-skeleton.tsx';

/** A result card's outline while the first results load. */
export function ResultSkeleton() {
  return (
    <li className="flex animate-pulse flex-col gap-3 rounded-3xl border border-white/6 bg-ink-850/60 p-3">
      <div className="flex gap-3.5">
        <EventRowSkeleton />
      </div>
      <div className="h-3 w-full rounded bg-white/6" />
      <div className="h-9 w-full rounded-full bg-white/5" />
    </li>
  );
}
