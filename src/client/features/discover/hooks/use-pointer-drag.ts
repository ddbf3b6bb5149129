import { useLayoutEffect, useRef, type PointerEvent } from 'react';

export interface DragState {
  /** The press that starts a drag. */
  first: boolean;
  /** False once, at release. */
  active: boolean;
  /** Travel since the press, in px. */
  mx: number;
  my: number;
  /** Speed on each axis over the last moments of the drag, in px/ms, unsigned. */
  vx: number;
  vy: number;
}

interface Sample {
  t: number;
  x: number;
  y: number;
}

/** Velocity is read over this much of the drag's end, so a flick counts and a pause does not. */
const VELOCITY_WINDOW_MS = 80;

/**
 * One pointer dragging an element, by pointer events and pointer capture: all the deck needs
 * from a gesture library, in a few hundred bytes instead of its 7 KB. A cancelled pointer (the
 * browser took the gesture) ends the drag where it began, so the card snaps back.
 */
export function usePointerDrag(onDrag: (state: DragState) => void) {
  const handler = useRef(onDrag);
  useLayoutEffect(() => {
    handler.current = onDrag;
  });
  const drag = useRef<{ id: number; samples: Sample[] } | null>(null);

  const report = (at: Sample, first: boolean, active: boolean) => {
    const samples = drag.current!.samples;
    const start = samples[0]!;
    const recent = samples.find((s) => at.t - s.t <= VELOCITY_WINDOW_MS) ?? at;
    const dt = at.t - recent.t;
    handler.current({
      first,
      active,
      mx: at.x - start.x,
      my: at.y - start.y,
      vx: dt > 0 ? Math.abs(at.x - recent.x) / dt : 0,
      vy: dt > 0 ? Math.abs(at.y - recent.y) / dt : 0,
    });
  };
  const sample = (e: PointerEvent): Sample => ({ t: e.timeStamp, x: e.clientX, y: e.clientY });

  return {
    onPointerDown(e: PointerEvent<HTMLElement>) {
      if (drag.current || (e.pointerType === 'mouse' && e.button !== 0)) return;
      // Captured on the pressed element, not the card: the pointer's moves still bubble up to
      // the card, and a tap on a button inside it is still that button's click.
      (e.target as Element).setPointerCapture(e.pointerId);
      const at = sample(e);
      drag.current = { id: e.pointerId, samples: [at] };
      report(at, true, true);
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      if (drag.current?.id !== e.pointerId) return;
      const at = sample(e);
      const samples = drag.current.samples;
      // The press stays first (it measures travel); the rest keep only the velocity window.
      while (samples.length > 1 && at.t - samples[1]!.t > VELOCITY_WINDOW_MS) samples.splice(1, 1);
      samples.push(at);
      report(at, false, true);
    },
    onPointerUp(e: PointerEvent<HTMLElement>) {
      if (drag.current?.id !== e.pointerId) return;
      report(sample(e), false, false);
      drag.current = null;
    },
    onPointerCancel(e: PointerEvent<HTMLElement>) {
      if (drag.current?.id !== e.pointerId) return;
      report(drag.current.samples[0]!, false, false);
      drag.current = null;
    },
  };
}
