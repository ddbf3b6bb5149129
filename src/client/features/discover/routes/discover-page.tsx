import { lazy, Suspense, useState } from 'react';
import { LazyCalendarDialog } from '#client/components/calendar/lazy-calendar-dialog.tsx';
import { useSignedIn } from '#client/lib/signed-in.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { CategoryChips } from '../components/category-chips.tsx';
import { Deck } from '../components/deck.tsx';
import { DeckLoading } from '../components/deck-loading.tsx';
import { SyncStatus } from '../components/sync-status.tsx';
import { useTasteIntroOpen } from '../hooks/use-taste-intro-open.ts';
import { useDeck } from '../hooks/use-deck.ts';
import {
  ALL_CATEGORIES,
  categoriesParam,
  isFiltered,
  toggleCategory,
  type CategorySelection,
} from '../lib/category-selection.ts';

// The end-of-deck screens are rarely the first thing seen; they load when needed.
const DeckEnd = lazy(() =>
  import('../components/deck-states.tsx').then((m) => ({ default: m.DeckEnd })),
);
// Only a newcomer's first visit shows the picks step, over a deck already dealt; saved picks deal
// it again, since the server ranks the first page with them.
const TasteIntro = lazy(() =>
  import('../components/taste-intro.tsx').then((m) => ({ default: m.TasteIntro })),
);

export function DiscoverPage() {
  useDocumentTitle('Discover');
  const [selection, setSelection] = useState<CategorySelection>(ALL_CATEGORIES);
  const { user } = useSignedIn();
  const deck = useDeck(user.id, categoriesParam(selection));
  const offer = deck.calendarOffer;
  // The shared demo account cannot save picks; it starts from the deck.
  const introOpen = useTasteIntroOpen() && !user.isDemo;

  const endKind =
    deck.status === 'error'
      ? 'error'
      : deck.status === 'empty'
        ? isFiltered(selection)
          ? 'filtered'
          : 'caught-up'
        : null;
  const placeholder = endKind ? (
    <Suspense fallback={<DeckLoading />}>
      <DeckEnd kind={endKind} onShowAll={() => setSelection(ALL_CATEGORIES)} onRetry={deck.retry} />
    </Suspense>
  ) : (
    <DeckLoading />
  );

  return (
    <section className="relative flex min-h-[calc(100dvh-12.5rem)] flex-1 flex-col gap-4">
      <h1 className="sr-only">Discover events</h1>
      <CategoryChips
        selection={selection}
        onToggle={(id) => setSelection((current) => toggleCategory(current, id))}
      />
      <SyncStatus waiting={deck.waiting} />
      <Deck
        cards={deck.cards}
        swipedCount={deck.swipedCount}
        canUndo={deck.canUndo}
        swipe={deck.swipe}
        undo={deck.undo}
        keysEnabled={offer === null && !introOpen}
        placeholder={placeholder}
      />
      {introOpen && (
        <Suspense fallback={null}>
          <TasteIntro onPicksSaved={deck.redeal} />
        </Suspense>
      )}
      {offer && (
        <LazyCalendarDialog
          key={offer.event.id}
          event={offer.event}
          googleConnected={offer.googleConnected}
          onClose={deck.closeCalendarOffer}
        />
      )}
    </section>
  );
}
