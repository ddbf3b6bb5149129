import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { cardTransform, EXIT_MS, exitTransform, type Point } from '../lib/card-motion.ts';
import type { SwipeDirection } from '../lib/swipe-direction.ts';

interface LeavingCardProps {
  id: string;
  direction: SwipeDirection;
  from: Point;
  onDone: (id: string) => void;
  children: ReactNode;
}

/** A swiped card on its way out; the deck underneath is already live. */
export function LeavingCard({ id, direction, from, onDone, children }: LeavingCardProps) {
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const card = ref.current;
    if (!card) return;
    const animation = card.animate(
      [
        { transform: cardTransform(from), opacity: 1 },
        { transform: exitTransform(direction, from), opacity: direction === 'down' ? 0 : 1 },
      ],
      { duration: EXIT_MS, easing: 'cubic-bezier(.5,0,.9,.5)', fill: 'forwards' },
    );
    animation.onfinish = () => onDone(id);
    return () => animation.cancel();
  }, [id, direction, from, onDone]);

  return (
    <div
      ref={ref}
      aria-hidden
      inert
      className="pointer-events-none absolute inset-0 z-20"
      style={{
        ['--love' as string]: direction === 'right' ? 1 : 0,
        ['--nope' as string]: direction === 'left' ? 1 : 0,
        ['--maybe' as string]: direction === 'down' ? 1 : 0,
      }}
    >
      {children}
    </div>
  );
}
