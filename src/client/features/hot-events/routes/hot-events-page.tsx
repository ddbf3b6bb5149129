import { useState } from 'react';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import { Flame } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { DEFAULT_HOT_LIMIT, HOT_LIMITS, type HotLimit } from '#shared/hot-limits.ts';
import { hotEventsKeys } from '#client/lib/hot-events-keys.ts';
import { getHotEvents } from '../api/get-hot-events.ts';
import { HotEventCard, HotEventSkeleton } from '../components/hot-event-card.tsx';
import { FewSignalsNote } from '../components/few-signals-note.tsx';
import { paths } from '#client/lib/paths.ts';

const SKELETON_CARDS = 5;

export function HotEventsPage() {
  useDocumentTitle('Hot events');
  const [limit, setLimit] = useState<HotLimit>(DEFAULT_HOT_LIMIT);
  const hot = useQuery({ queryKey: hotEventsKeys.list(limit), queryFn: () => getHotEvents(limit) });
  const trending = hot.data?.state === 'trending';

  return (
    <section className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="flex items-center gap-2 text-3xl font-black tracking-tight text-white">
          <Flame aria-hidden className="size-7 fill-hot-500/30 text-hot-500" />
          Hot Events
        </h1>
        <p className="text-mist-400">What New York is loving right now.</p>
      </header>

      <div
        role="group"
        aria-label="List size"
        className="grid grid-cols-3 rounded-full bg-ink-900 p-1 ring-1 ring-white/8 lg:max-w-md"
      >
        {HOT_LIMITS.map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={limit === n}
            onClick={() => setLimit(n)}
            className={clsx(
              'h-10 rounded-full text-sm font-bold transition-colors',
              limit === n ? 'bg-brand text-white shadow-glow' : 'text-mist-400 hover:text-white',
            )}
          >
            Top {n}
          </button>
        ))}
      </div>

      {hot.isPending ? (
        <ul aria-busy className="flex flex-col gap-3 lg:grid lg:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <HotEventSkeleton key={i} />
          ))}
        </ul>
      ) : hot.data?.events.length ? (
        <>
          {!trending && <FewSignalsNote />}
          <ol
            aria-label={trending ? 'Hot events' : 'Well-loved picks'}
            className="flex flex-col gap-3 lg:grid lg:grid-cols-2 xl:grid-cols-3"
          >
            {hot.data.events.map((event, i) => (
              <HotEventCard key={event.id} event={event} rank={i + 1} trending={trending} />
            ))}
          </ol>
        </>
      ) : (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="flex size-16 items-center justify-center rounded-3xl bg-brand shadow-glow">
            <Flame aria-hidden className="size-8 text-white" />
          </span>
          <h2 className="text-xl font-black text-white">No Hot Events Yet</h2>
          <p className="max-w-xs text-mist-400">
            Love a few events and the most popular ones will show up here.
          </p>
          <Link to={paths.home} className={buttonClasses('primary', 'md', 'mt-2')}>
            Start Swiping
          </Link>
        </Card>
      )}
    </section>
  );
}
