import { useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  cardTransform,
  EXIT_MS,
  exitTransform,
  ORIGIN,
  prefersReducedMotion,
  type Point,
} from '../lib/card-motion.ts';
import { usePointerDrag } from '../hooks/use-pointer-drag.ts';
import { stampStrength, swipeDirection, type SwipeDirection } from '../lib/swipe-direction.ts';
import { PEEK } from './deck-peek.ts';

interface SwipeCardProps {
  onSwipe: (direction: SwipeDirection, from: Point) => void;
  /** A tap on the card's body (not on its buttons or links), or Enter while it has the focus. */
  onOpen: () => void;
  /**
   * Where the card comes from: where it left when undo brings it back; from behind, as the card
   * before it leaves; null for the first card of a visit, which is simply there (nothing was in
   * front of it, and the page's largest paint is the card at its full size).
   */
  enterFrom: SwipeDirection | 'behind' | null;
  children: ReactNode;
}

// Movement below this is a tap, so buttons and links on the card still work.
const TAP_SLOP = 4;

function follow(card: HTMLElement, at: Point, animate: boolean) {
  const strength = stampStrength(at.x, at.y);
  card.style.transition =
    animate && !prefersReducedMotion() ? 'transform 220ms cubic-bezier(.2,.9,.3,1.2)' : 'none';
  card.style.transform = cardTransform(at);
  card.style.setProperty('--love', String(strength.right));
  card.style.setProperty('--nope', String(strength.left));
  card.style.setProperty('--maybe', String(strength.down));
  // The card behind grows into place as this one is pulled away.
  const progress = Math.min(1, Math.hypot(at.x, at.y) / 150);
  card.parentElement?.style.setProperty('--drag', String(progress));
}

/** The top card: follows the pointer, then swipes or snaps back when released. */
export function SwipeCard({ onSwipe, onOpen, enterFrom, children }: SwipeCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  const dragged = useRef(false);

  useLayoutEffect(() => {
    const card = ref.current;
    if (!card) return;
    const from =
      enterFrom === 'behind'
        ? `translateY(${PEEK}) scale(0.92)`
        : enterFrom && exitTransform(enterFrom, ORIGIN);
    const animation =
      !from || prefersReducedMotion()
        ? null
        : card.animate([{ transform: from }, { transform: cardTransform(ORIGIN) }], {
            duration: enterFrom === 'behind' ? 180 : EXIT_MS,
            easing: 'cubic-bezier(.2,.8,.2,1)',
          });
    return () => {
      animation?.cancel();
      card.parentElement?.style.setProperty('--drag', '0');
    };
  }, [enterFrom]);

  const drag = usePointerDrag(({ first, active, mx, my, vx, vy }) => {
    const card = ref.current;
    if (!card) return;
    if (first) dragged.current = false;
    if (Math.hypot(mx, my) > TAP_SLOP) dragged.current = true;
    if (active) return follow(card, { x: mx, y: my }, false);
    const direction = dragged.current ? swipeDirection({ mx, my, vx, vy }) : null;
    if (direction) onSwipe(direction, { x: mx, y: my });
    else follow(card, ORIGIN, true);
  });

  return (
    <div
      ref={ref}
      {...drag}
      onClickCapture={(e) => {
        // A drag that ends over a link must not also open it.
        if (dragged.current) {
          e.preventDefault();
          e.stopPropagation();
        }
      }}
      onClick={(e) => {
        // The card's own buttons and links do their own thing.
        if (dragged.current || (e.target as Element).closest('a, button')) return;
        onOpen();
      }}
      // Focusable so Enter opens the event; the arrow keys work wherever the focus is.
      tabIndex={0}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target === e.currentTarget) onOpen();
      }}
      className="absolute inset-0 z-10 cursor-grab touch-none rounded-[2rem] select-none will-change-transform focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-hot-400 active:cursor-grabbing"
    >
      {children}
    </div>
  );
}
