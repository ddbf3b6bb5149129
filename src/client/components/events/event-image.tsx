import { useState } from 'react';
import { clsx } from 'clsx';
import { categoryColor } from '#shared/categories.ts';
import type { Event } from '#shared/schemas/events.ts';

export const EVENT_FALLBACK_IMAGE = '/images/event-fallback.svg';

interface EventImageProps {
  event: Pick<Event, 'imageUrl' | 'category'>;
  className?: string;
  /**
   * Lists load their pictures as they come near the screen, so a long list does not fetch and
   * decode pictures nobody scrolls to; the deck's card and an event's own page want theirs now.
   */
  loading?: 'lazy' | 'eager';
}

/**
 * The event's picture, then the generic fallback picture, then a gradient in the category's
 * colour, so a broken or missing file never leaves a hole in the card.
 */
export function EventImage(props: EventImageProps) {
  // Keyed by the URL so a card that is reused for another event starts over.
  return <EventImageAttempts key={props.event.imageUrl ?? ''} {...props} />;
}

function EventImageAttempts({ event, className, loading = 'lazy' }: EventImageProps) {
  const sources = event.imageUrl ? [event.imageUrl, EVENT_FALLBACK_IMAGE] : [EVENT_FALLBACK_IMAGE];
  const [attempt, setAttempt] = useState(0);
  const src = sources[attempt];
  const color = categoryColor(event.category);

  return (
    <div
      aria-hidden
      className={clsx('overflow-hidden bg-ink-800', className)}
      style={{
        backgroundImage: `radial-gradient(120% 80% at 20% 10%, ${color} 0%, transparent 60%), radial-gradient(90% 70% at 90% 90%, ${color}88 0%, transparent 70%), linear-gradient(160deg, ${color}66, #0e0c25)`,
      }}
    >
      {src && (
        <img
          src={src}
          alt=""
          // The category art's size (uploads are re-encoded near it): an aspect ratio before
          // the file arrives; the class sets the size on screen.
          width={800}
          height={600}
          draggable={false}
          loading={loading}
          decoding="async"
          className="size-full object-cover"
          onError={() => setAttempt((a) => a + 1)}
        />
      )}
    </div>
  );
}
