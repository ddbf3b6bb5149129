import { lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DrawnScreenContext } from '#client/lib/drawn-screen.ts';
import { paths } from '#client/lib/paths.ts';
import { toast } from '#client/lib/toast.ts';
import type { Event } from '#shared/schemas/events.ts';
import type { SwipeAction } from '#shared/schemas/user-events.ts';
import { useBusinessView } from '../hooks/use-business-view.ts';
import { useDeckKeys } from '../hooks/use-deck-keys.ts';
import { useFocusRescue } from '../hooks/use-focus-rescue.ts';
import { usePreloadImages } from '../hooks/use-preload-images.ts';
import { useWideScreen } from '#client/lib/use-wide-screen.ts';
import { cardAnnouncement } from '../lib/card-announcement.ts';
import { ORIGIN, prefersReducedMotion, type Point } from '../lib/card-motion.ts';
import type { SwipeRecord } from '../lib/deck-store.ts';
import { ACTION_FOR, type SwipeDirection } from '../lib/swipe-direction.ts';
import { DeckCardFace } from './deck-card-face.tsx';
import { DeckControls } from './deck-controls.tsx';
import { DeckLoading } from './deck-loading.tsx';
import { PEEK } from './deck-peek.ts';
import { LeavingCard } from './leaving-card.tsx';
import type { SwipeCard as SwipeCardComponent } from './swipe-card.tsx';

/**
 * The draggable card is fetched as the app starts, in parallel with the session check and the
 * first page of events, instead of sitting in the start-up bundle. Cards appear once both are
 * in, so they are draggable from the first frame.
 */
let loadedSwipeCard: typeof SwipeCardComponent | null = null;
const swipeCardModule = import('./swipe-card.tsx').then((m) => {
  loadedSwipeCard = m.SwipeCard;
  return m;
});
const LazySwipeCard = lazy(() => swipeCardModule.then((m) => ({ default: m.SwipeCard })));
/** Settles once the draggable card renders without suspending (src/client/server-render). */
export const swipeCardLoaded: Promise<unknown> = swipeCardModule;

// Wide screens only: phones never load the details panel.
const DeckDetails = lazy(() =>
  import('./deck-details.tsx').then((m) => ({ default: m.DeckDetails })),
);

const MAYBE_TOAST_MS = 500;

const DIRECTION_FOR: Record<SwipeAction, SwipeDirection> = {
  liked: 'right',
  passed: 'left',
  maybe: 'down',
};

const SAID_FOR: Record<SwipeAction, string> = {
  liked: 'Loved',
  passed: 'Passed',
  maybe: 'Saved for maybe',
};

interface Leaving {
  id: string;
  event: Event;
  direction: SwipeDirection;
  from: Point;
}

interface DeckProps {
  cards: readonly Event[];
  /** Cards swiped since the deck was dealt, for "Card 3 of 20". */
  swipedCount: number;
  canUndo: boolean;
  swipe: (action: SwipeAction) => Event | null;
  undo: () => SwipeRecord | null;
  /** Off while the calendar dialog has the keyboard. */
  keysEnabled: boolean;
  /** Loading and empty states, shown in the card's place so a leaving card can still fly. */
  placeholder: ReactNode;
}

export function Deck(props: DeckProps) {
  const { cards, swipedCount, canUndo, swipe, undo, keysEnabled, placeholder } = props;
  // Once the module is in (it usually is before the first page), the card renders at once: a
  // lazy component suspends on its first render however early its code arrived, and React holds
  // a revealed boundary back for up to 300 ms (docs/performance.md#web).
  const [SwipeCard] = useState(() => loadedSwipeCard ?? LazySwipeCard);
  const [leaving, setLeaving] = useState<Leaving[]>([]);
  const [entering, setEntering] = useState<{ id: number; from: SwipeDirection } | null>(null);
  const [said, setSaid] = useState('');
  const leavingSeq = useRef(0);
  const stackRef = useRef<HTMLDivElement>(null);
  const keepFocus = useFocusRescue(stackRef);
  const wide = useWideScreen();
  const navigate = useNavigate();
  const [top, next, third, fourth] = cards;
  // A server render (and only one has this context) learns that the deck drew a card.
  const drawnScreen = useContext(DrawnScreenContext);
  if (top) drawnScreen?.drewDeck();
  // The first card of a visit is simply there; every later one grows from behind.
  const [firstTopId, setFirstTopId] = useState<number | null>(null);
  if (top && firstTopId === null) setFirstTopId(top.id);
  useBusinessView(top);
  // The top two cards are drawn; the two after them are the next to come into view.
  usePreloadImages([third?.imageUrl, fourth?.imageUrl]);

  function fling(direction: SwipeDirection, from: Point = ORIGIN) {
    const action = ACTION_FOR[direction];
    const event = swipe(action);
    if (!event) return;
    // With reduced motion the card is simply gone; nothing flies out.
    if (!prefersReducedMotion()) {
      leavingSeq.current += 1;
      const id = `${event.id}:${leavingSeq.current}`;
      setLeaving((list) => [...list, { id, event, direction, from }]);
    }
    setEntering(null);
    setSaid(`${SAID_FOR[action]}: ${event.title}.`);
    if (action === 'maybe') {
      toast({ title: 'Saved', description: 'Added to maybe list', duration: MAYBE_TOAST_MS });
    }
  }

  function restore() {
    const record = undo();
    if (!record) return;
    setLeaving((list) => list.filter((l) => l.event.id !== record.event.id));
    setEntering({ id: record.event.id, from: DIRECTION_FOR[record.action] });
    setSaid(`Restored: ${record.event.title}.`);
  }

  const finishLeaving = useCallback((id: string) => {
    setLeaving((list) => list.filter((l) => l.id !== id));
  }, []);

  useDeckKeys((command) => (command === 'undo' ? restore() : fling(command)), keysEnabled);

  // The card that reaches the top is not focused, so it is announced here.
  const announcement = [
    said,
    top ? cardAnnouncement(top, swipedCount + 1, swipedCount + cards.length) : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="flex flex-1 flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-stretch lg:gap-8">
      <div className="flex flex-1 flex-col gap-5">
        <div
          ref={stackRef}
          role="region"
          aria-label="Event cards"
          // Where the focus goes when the control that had it disappears (see useFocusRescue).
          tabIndex={-1}
          className="relative mb-4 min-h-[24rem] flex-1 rounded-[2rem] [--drag:0] [--love:0] [--maybe:0] [--nope:0]"
        >
          {!top && placeholder}
          {top && (
            <Suspense fallback={<DeckLoading />}>
              {next && (
                <div
                  key={next.id}
                  aria-hidden
                  inert
                  className="absolute inset-0"
                  style={{
                    transform: `translateY(calc(${PEEK} * (1 - var(--drag)))) scale(calc(0.92 + 0.08 * var(--drag)))`,
                    filter:
                      'blur(calc(3px * (1 - var(--drag)))) brightness(calc(0.75 + 0.25 * var(--drag)))',
                  }}
                >
                  <DeckCardFace event={next} />
                  {/* A lit rim, so the dark bottom edge of the waiting card reads against the page. */}
                  <div className="absolute inset-0 rounded-[2rem] shadow-[inset_0_-2px_0_rgb(255_255_255/0.25)] ring-1 ring-white/20" />
                </div>
              )}
              <SwipeCard
                key={top.id}
                onSwipe={fling}
                onOpen={() => void navigate(paths.event(top.id))}
                enterFrom={
                  entering?.id === top.id ? entering.from : top.id === firstTopId ? null : 'behind'
                }
              >
                <DeckCardFace event={top} onOpen={() => void navigate(paths.event(top.id))} />
              </SwipeCard>
            </Suspense>
          )}
          {leaving.map((l) => (
            <LeavingCard
              key={l.id}
              id={l.id}
              direction={l.direction}
              from={l.from}
              onDone={finishLeaving}
            >
              <DeckCardFace event={l.event} />
            </LeavingCard>
          ))}
        </div>

        <DeckControls
          showSwipes={top !== undefined}
          canUndo={canUndo}
          onPass={() => fling('left')}
          onMaybe={() => fling('down')}
          onLike={() => fling('right')}
          onUndo={restore}
          buttonRef={keepFocus}
        />
        <p className="-mt-2 hidden text-center text-xs text-mist-400 sm:block lg:hidden">
          Keys: ← pass · → love · ↓ maybe · Z undo
        </p>
      </div>
      {wide && top && (
        <Suspense fallback={null}>
          <DeckDetails event={top} />
        </Suspense>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
