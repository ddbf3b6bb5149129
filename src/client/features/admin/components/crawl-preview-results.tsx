import { CalendarDays, MapPin, Tag } from 'lucide-react';
import { CategoryBadge } from '#client/components/events/category-badge.tsx';
import { formatEventPlace } from '#client/components/events/format-event.ts';
import { EventWhenText } from '#client/components/events/event-when-text.tsx';
import type { CrawlPreview, CrawlPreviewEvent } from '#shared/schemas/crawl.ts';
import { CountTiles } from './count-tiles.tsx';
import { SkipReasonsTable } from './skip-reasons.tsx';

function PreviewCard({ event }: { event: CrawlPreviewEvent }) {
  return (
    <li
      aria-label={event.title}
      className="flex gap-3 overflow-hidden rounded-3xl border border-white/8 bg-ink-850/80 p-3"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <p className="font-bold break-words text-white">{event.title}</p>
        <p className="flex items-center gap-1.5 text-mist-300">
          <CalendarDays aria-hidden className="size-4 shrink-0 text-mist-500" />
          <EventWhenText event={event} />
        </p>
        <p className="flex items-center gap-1.5 text-mist-300">
          <MapPin aria-hidden className="size-4 shrink-0 text-mist-500" />
          <span className="min-w-0 break-words">{formatEventPlace(event) || 'No place given'}</span>
        </p>
        <p className="flex flex-wrap items-center gap-2 text-mist-300">
          <CategoryBadge category={event.category} />
          <span className="inline-flex items-center gap-1">
            <Tag aria-hidden className="size-3.5 text-mist-500" />
            {event.price}
          </span>
        </p>
      </div>
    </li>
  );
}

/** What a crawl would make of the file: counts, why events would be left out, the kept cards. */
export function CrawlPreviewResults({ preview }: { preview: CrawlPreview }) {
  const kept = preview.items.flatMap((i) => (i.status === 'kept' && i.event ? [i.event] : []));
  return (
    <section aria-label="Preview" className="flex flex-col gap-3">
      <CountTiles
        className="grid-cols-3"
        tiles={[
          { label: 'Found', value: preview.found },
          { label: 'Kept', value: preview.kept, tone: 'good' },
          { label: 'Skipped', value: preview.skipped, tone: 'muted' },
        ]}
      />
      <SkipReasonsTable skips={preview.skips} caption="Why events would be skipped" />
      {kept.length > 0 ? (
        <ul aria-label="Cards a crawl would add" className="flex flex-col gap-2">
          {kept.map((e, i) => (
            <PreviewCard key={`${e.title}-${e.date}-${i}`} event={e} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-mist-400">No card would be added from this file.</p>
      )}
      {preview.itemsOmitted > 0 && (
        <p className="text-sm text-mist-400">
          The list stops at {preview.items.length.toLocaleString('en-US')} events;{' '}
          {preview.itemsOmitted.toLocaleString('en-US')} more are counted above but not shown.
        </p>
      )}
    </section>
  );
}
