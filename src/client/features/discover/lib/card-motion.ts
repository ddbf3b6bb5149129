import { dragRotation, type SwipeDirection } from './swipe-direction.ts';

export interface Point {
  x: number;
  y: number;
}

export const ORIGIN: Point = { x: 0, y: 0 };

/** A swiped card takes 0.3 s to leave. */
export const EXIT_MS = 300;

export function cardTransform({ x, y }: Point): string {
  return `translate3d(${x}px, ${y}px, 0) rotate(${dragRotation(x)}deg)`;
}

/** Off screen in the swipe's direction, carrying on from where the finger let go. */
export function exitTransform(direction: SwipeDirection, from: Point): string {
  const width = window.innerWidth;
  switch (direction) {
    case 'right':
      return `translate3d(${Math.max(from.x, 0) + width}px, ${from.y + 80}px, 0) rotate(28deg)`;
    case 'left':
      return `translate3d(${Math.min(from.x, 0) - width}px, ${from.y + 80}px, 0) rotate(-28deg)`;
    case 'down':
      return `translate3d(${from.x}px, ${window.innerHeight}px, 0) rotate(${dragRotation(from.x)}deg)`;
  }
}

/**
 * Web Animations and inline transitions ignore the stylesheet's reduced-motion rule, so the
 * cards ask here and then move at once instead of flying.
 */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
