import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { ExternalLink, Heart, Star } from 'lucide-react';
import { CategoryBadge } from '#client/components/events/category-badge.tsx';
import { EventImage } from '#client/components/events/event-image.tsx';
import { EventTitleLink } from '#client/components/events/event-title-link.tsx';
import { ShareButton } from '#client/components/events/share-button.tsx';
import { detailsUrl } from '#client/components/events/format-event.ts';
import type { Event } from '#shared/schemas/events.ts';
import type { SavedAs } from '../hooks/use-save-event.ts';
import { EventMetaRow } from '#client/components/events/event-meta-row.tsx';
import { EventWhenText } from '#client/components/events/event-when-text.tsx';

/** "Blue Note · Greenwich Village · Manhattan": a result card lists venue and place. */
function resultPlace(event: Pick<Event, 'venue' | 'neighborhood' | 'borough'>): string {
  return [event.venue, event.neighborhood, event.borough].filter(Boolean).join(' · ');
}

interface ResultCardProps {
  event: Event;
  savedAs: SavedAs | null;
  pending: boolean;
  onSave: (action: SavedAs) => void;
}

export function ResultCard({ event, savedAs, pending, onSave }: ResultCardProps) {
  const url = detailsUrl(event);
  return (
    <li>
      <article
        aria-label={event.title}
        aria-busy={pending || undefined}
        className="flex flex-col gap-3 rounded-3xl border border-white/8 bg-ink-850/80 p-3 shadow-[0_20px_50px_-30px_rgb(0_0_0/0.9)]"
      >
        <div className="flex gap-3.5">
          <EventImage event={event} className="size-24 shrink-0 rounded-2xl sm:size-28" />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5 pt-0.5">
            <div className="flex flex-wrap items-center gap-2">
              <CategoryBadge category={event.category} />
              {savedAs && <SavedBadge as={savedAs} />}
            </div>
            <h2 className="line-clamp-2 leading-snug font-bold text-white">
              <EventTitleLink event={event} />
            </h2>
            <EventMetaRow
              kind="when"
              as="p"
              className="gap-1.5 text-sm text-mist-300"
              iconClassName="size-3.5 text-hot-400"
            >
              <EventWhenText event={event} />
            </EventMetaRow>
            <EventMetaRow
              kind="place"
              as="p"
              className="items-start gap-1.5 text-sm text-mist-400"
              iconClassName="mt-0.5 size-3.5 text-hot-400"
            >
              <span className="line-clamp-2">{resultPlace(event)}</span>
            </EventMetaRow>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <EventMetaRow
                kind="price"
                as="p"
                className="gap-1.5 text-sm font-bold text-white"
                iconClassName="size-3.5 text-hot-400"
              >
                {event.price}
              </EventMetaRow>
              {url && (
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 rounded text-sm font-semibold text-hot-300 underline-offset-4 hover:text-hot-400 hover:underline"
                >
                  Learn more
                  <ExternalLink aria-hidden className="size-3.5" />
                </a>
              )}
            </div>
          </div>
        </div>

        {event.description && (
          <p className="line-clamp-2 px-1 text-sm leading-relaxed text-mist-400">
            {event.description}
          </p>
        )}

        <div className="grid grid-cols-[1fr_1fr_auto] gap-2">
          <SaveButton
            label="Maybe"
            pressed={savedAs === 'maybe'}
            disabled={pending}
            onClick={() => onSave('maybe')}
            tone="maybe"
          >
            <Star aria-hidden className={clsx('size-4', savedAs === 'maybe' && 'fill-current')} />
          </SaveButton>
          <SaveButton
            label="Love"
            pressed={savedAs === 'liked'}
            disabled={pending}
            onClick={() => onSave('liked')}
            tone="love"
          >
            <Heart aria-hidden className={clsx('size-4', savedAs === 'liked' && 'fill-current')} />
          </SaveButton>
          <ShareButton
            event={event}
            className="inline-flex size-10 items-center justify-center rounded-full border border-white/12 bg-white/5 text-mist-100 transition duration-150 hover:border-white/25 hover:bg-white/10 active:scale-[0.98]"
          />
        </div>
      </article>
    </li>
  );
}

function SavedBadge({ as }: { as: SavedAs }) {
  const Icon = as === 'liked' ? Heart : Star;
  return (
    <span
      className={clsx(
        'inline-flex h-6 items-center gap-1 rounded-full px-2 text-xs font-bold',
        as === 'liked' ? 'bg-hot-500/15 text-hot-300' : 'bg-maybe/15 text-sky-200',
      )}
    >
      <Icon aria-hidden className="size-3 fill-current" />
      {as === 'liked' ? 'Loved' : 'Saved'}
    </span>
  );
}

const tones = {
  love: { on: 'border-transparent bg-brand text-white shadow-glow', icon: 'text-hot-400' },
  maybe: { on: 'border-maybe/50 bg-maybe/15 text-sky-100', icon: 'text-maybe' },
};

interface SaveButtonProps {
  label: string;
  pressed: boolean;
  disabled: boolean;
  onClick: () => void;
  tone: keyof typeof tones;
  children: ReactNode;
}

/** A toggle: pressing the chosen action again takes the save back. */
function SaveButton({ label, pressed, disabled, onClick, tone, children }: SaveButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      // Not `disabled`: that would drop the keyboard focus while the save is on its way.
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
      className={clsx(
        'inline-flex h-10 items-center justify-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold transition duration-150 active:scale-[0.98] aria-disabled:opacity-60',
        pressed
          ? tones[tone].on
          : 'border-white/12 bg-white/5 text-mist-100 hover:border-white/25 hover:bg-white/10',
      )}
    >
      <span className={clsx(!pressed && tones[tone].icon, 'flex')}>{children}</span>
      {label}
    </button>
  );
}
