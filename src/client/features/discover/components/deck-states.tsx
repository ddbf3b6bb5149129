import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PartyPopper, SearchX, WifiOff } from 'lucide-react';
import { RetryNotice } from '#client/components/retry-notice.tsx';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { paths } from '#client/lib/paths.ts';

export type DeckEndKind = 'filtered' | 'caught-up' | 'error';

interface DeckEndProps {
  kind: DeckEndKind;
  onShowAll: () => void;
  onRetry: () => void;
}

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 rounded-[2rem] border border-dashed border-white/12 bg-ink-900/60 px-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-3xl bg-brand shadow-glow">
        {icon}
      </span>
      <h2 className="text-2xl font-black tracking-tight text-white">{title}</h2>
      {children}
    </div>
  );
}

/** What the deck shows when it has no card: filtered out, caught up, or unreachable. */
export function DeckEnd({ kind, onShowAll, onRetry }: DeckEndProps) {
  switch (kind) {
    case 'filtered':
      return (
        <Panel
          icon={<SearchX aria-hidden className="size-8 text-white" />}
          title="No events match your filters"
        >
          <p className="max-w-xs text-mist-400">
            Try another category, or see everything that is on.
          </p>
          <Button onClick={onShowAll}>Show All Events</Button>
        </Panel>
      );
    case 'caught-up':
      return (
        <Panel
          icon={<PartyPopper aria-hidden className="size-8 text-white" />}
          title="All caught up!"
        >
          <p className="max-w-xs text-mist-400">Check back later for more events</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={paths.myEvents} className={buttonClasses('primary')}>
              View My Events
            </Link>
            <Link to={paths.search} className={buttonClasses('secondary')}>
              Search Events
            </Link>
          </div>
        </Panel>
      );
    case 'error':
      return (
        <Panel
          icon={<WifiOff aria-hidden className="size-8 text-white" />}
          title="Couldn’t load events"
        >
          <RetryNotice onRetry={onRetry} className="max-w-xs text-left">
            Check your connection and try again.
          </RetryNotice>
        </Panel>
      );
  }
}
