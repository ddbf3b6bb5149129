import { Link } from 'react-router';
import { Heart, Star } from 'lucide-react';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { PageLoading } from '#client/components/ui/page-loading.tsx';
import type { SavedAction, SavedEvents } from '../api/get-saved-events.ts';
import { SavedEventCard } from './saved-event-card.tsx';

const empty: Record<SavedAction, { title: string; hint: string }> = {
  liked: {
    title: 'No loved events yet',
    hint: 'Swipe right on events you love to save them here.',
  },
  maybe: { title: 'No maybe events yet', hint: 'Swipe down on events you might go to.' },
};

interface SavedEventsListProps {
  action: SavedAction;
  saved: SavedEvents | undefined;
  failed: boolean;
  onRetry: () => void;
}

export function SavedEventsList({ action, saved, failed, onRetry }: SavedEventsListProps) {
  if (failed) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 py-10 text-center text-mist-400"
      >
        Couldn’t load your events.
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (!saved) return <PageLoading label="Loading your events…" />;
  if (saved.items.length === 0) {
    const Icon = action === 'liked' ? Heart : Star;
    return (
      <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-white/12 px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-white/6">
          <Icon aria-hidden className="size-7 text-hot-400" />
        </span>
        <h2 className="text-xl font-black text-white">{empty[action].title}</h2>
        <p className="max-w-xs text-mist-400">{empty[action].hint}</p>
        <Link to="/home" className={buttonClasses('primary', 'md', 'mt-2')}>
          Discover Events
        </Link>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {saved.items.map((u) => (
        <SavedEventCard key={u.id} event={u.event} />
      ))}
    </ul>
  );
}
