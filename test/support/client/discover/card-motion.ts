import { afterAll, beforeAll, vi } from 'vitest';

/**
 * jsdom has neither Web Animations, pointer capture nor matchMedia; these stand-ins let the real
 * deck cards run in a test file. `reducedMotion` is what every media query answers (a wide screen
 * too, when true); `onAnimate` sees each animation a card starts, which ends on the next tick.
 */
export function standInForCardMotion({
  reducedMotion,
  onAnimate,
}: {
  reducedMotion: boolean;
  onAnimate?: (element: Element, keyframes: Keyframe[]) => void;
}) {
  const realAnimate = Element.prototype.animate;
  beforeAll(() => {
    Element.prototype.animate = function animate(keyframes) {
      onAnimate?.(this, keyframes as Keyframe[]);
      const animation = { cancel() {}, onfinish: null as (() => void) | null };
      setTimeout(() => animation.onfinish?.(), 0);
      return animation as unknown as Animation;
    };
    Element.prototype.setPointerCapture = () => undefined;
    Element.prototype.releasePointerCapture = () => undefined;
    Element.prototype.hasPointerCapture = () => false;
    vi.stubGlobal('matchMedia', () => ({
      matches: reducedMotion,
      addEventListener() {},
      removeEventListener() {},
    }));
  });
  afterAll(() => {
    Element.prototype.animate = realAnimate;
    vi.unstubAllGlobals();
  });
}
