import type { SwipeAction } from '#shared/schemas/user-events.ts';

export type SwipeDirection = 'left' | 'right' | 'down';

/** 50 px of travel, or a flick faster than 0.5 px/ms (docs/product.md#deck). */
export const SWIPE_DISTANCE = 50;
export const SWIPE_VELOCITY = 0.5;

export const ACTION_FOR: Record<SwipeDirection, SwipeAction> = {
  right: 'liked',
  left: 'passed',
  down: 'maybe',
};

export interface DragEnd {
  /** Travel since the press, in px (down is positive). */
  mx: number;
  my: number;
  /** Speed on each axis at release, in px/ms, unsigned. */
  vx: number;
  vy: number;
}

/**
 * Where a released drag sends the card, or null to snap it back. The axis the card travelled
 * further along decides, so a long drag down with some sideways drift is still a maybe; on
 * that axis either the distance or a quick flick is enough. Dragging up does nothing.
 */
export function swipeDirection({ mx, my, vx, vy }: DragEnd): SwipeDirection | null {
  const horizontal = Math.abs(mx) >= Math.abs(my);
  if (horizontal) {
    if (mx === 0) return null;
    return Math.abs(mx) > SWIPE_DISTANCE || vx > SWIPE_VELOCITY
      ? mx > 0
        ? 'right'
        : 'left'
      : null;
  }
  if (my <= 0) return null;
  return my > SWIPE_DISTANCE || vy > SWIPE_VELOCITY ? 'down' : null;
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/** How strongly each stamp shows while the card is dragged: fully visible at 2× the threshold. */
export function stampStrength(mx: number, my: number): Record<SwipeDirection, number> {
  const horizontal = Math.abs(mx) >= Math.abs(my);
  const scale = SWIPE_DISTANCE * 2;
  return {
    right: horizontal ? clamp01(mx / scale) : 0,
    left: horizontal ? clamp01(-mx / scale) : 0,
    down: horizontal ? 0 : clamp01(my / scale),
  };
}

/** A slight tilt that follows the finger, capped so fast drags stay readable. */
export function dragRotation(mx: number): number {
  return Math.max(-15, Math.min(15, mx / 18));
}
