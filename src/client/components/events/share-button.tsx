import type { ReactNode } from 'react';
import { Share2 } from 'lucide-react';
import type { Event } from '#shared/schemas/events.ts';
import { shareEvent } from './share-event.ts';

interface ShareButtonProps {
  event: Pick<Event, 'id' | 'title'>;
  className: string;
  /** The visible label; without one the button is an icon named "Share". */
  children?: ReactNode;
  iconClassName?: string;
}

/** Shares the event's public page (see share-event.ts); one look per place it sits. */
export function ShareButton({ event, className, children, iconClassName }: ShareButtonProps) {
  return (
    <button
      type="button"
      aria-label={children ? undefined : 'Share'}
      className={className}
      onClick={() => void shareEvent(event)}
    >
      <Share2 aria-hidden className={iconClassName ?? 'size-4'} />
      {children}
    </button>
  );
}
