import type { Page } from '@playwright/test';
import { throttle } from './page-metrics.ts';

export interface FrameStats {
  swipes: number;
  seconds: number;
  fps: number;
  /** Frames that took longer than two 60 Hz frames, i.e. at least one frame was dropped. */
  longFrames: number;
  worstFrameMs: number;
}

export interface SwipeFps extends FrameStats {
  dragged: FrameStats;
  keyed: FrameStats;
}

const SWIPES_EACH_WAY = 5;
/** A card leaves in 300 ms (docs/product.md#deck) and the next one settles in 180 ms. */
const BETWEEN_SWIPES_MS = 500;
// No likes: a like opens the calendar offer, which takes the keyboard from the deck.
const KEYS = ['ArrowLeft', 'ArrowDown'] as const;

/** Plain JavaScript in strings: the TypeScript loader would add helpers the page lacks. */
const START_COUNTING = `(() => {
  window.__frames = [];
  window.__counting = true;
  const tick = (t) => {
    window.__frames.push(t);
    if (window.__counting) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;
const STOP_COUNTING = 'window.__counting = false, window.__frames';

function stats(frames: number[], swipes: number): FrameStats {
  const gaps = frames.slice(1).map((t, i) => t - frames[i]!);
  const seconds = (frames.at(-1)! - frames[0]!) / 1000;
  return {
    swipes,
    seconds: Math.round(seconds * 100) / 100,
    fps: Math.round((gaps.length / seconds) * 10) / 10,
    longFrames: gaps.filter((g) => g > 2 * (1000 / 60)).length,
    worstFrameMs: Math.round(Math.max(...gaps)),
  };
}

/** Frames painted (requestAnimationFrame callbacks) while `swipe` runs `count` times. */
async function countFrames(page: Page, count: number, swipe: (i: number) => Promise<void>) {
  await page.evaluate(START_COUNTING);
  for (let i = 0; i < count; i++) {
    await swipe(i);
    await page.waitForTimeout(BETWEEN_SWIPES_MS);
  }
  return page.evaluate<number[]>(STOP_COUNTING);
}

/**
 * Ten swipes on the deck at 4× CPU slowdown: five dragged to the left with the mouse (the
 * gesture code and per-move style updates), then five passed or saved with the arrow keys (the
 * fling animation alone), counting the frames the page paints meanwhile.
 */
export async function measureSwipes(page: Page, baseUrl: string): Promise<SwipeFps> {
  await page.goto(`${baseUrl}/home`);
  const deck = page.getByRole('region', { name: 'Event cards' });
  await deck.locator('article').first().waitFor();
  await page.waitForTimeout(1000);
  await throttle(page, false);
  let saved = 0;
  page.on('requestfinished', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/user-events')) saved += 1;
  });

  const box = await deck.boundingBox();
  if (!box) throw new Error('The deck is not on the page');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 3;
  const dragFrames = await countFrames(page, SWIPES_EACH_WAY, async () => {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    // About a 60 Hz pointer over 250 px.
    for (let step = 1; step <= 15; step++) {
      await page.mouse.move(cx - step * 17, cy + step * 2);
      await page.waitForTimeout(16);
    }
    await page.mouse.up();
  });
  const keyFrames = await countFrames(page, SWIPES_EACH_WAY, (i) =>
    page.keyboard.press(KEYS[i % KEYS.length]!),
  );

  await page.waitForTimeout(1000);
  const swipes = 2 * SWIPES_EACH_WAY;
  if (saved !== swipes) throw new Error(`Only ${saved} of ${swipes} swipes reached the server`);
  const dragged = stats(dragFrames, SWIPES_EACH_WAY);
  const keyed = stats(keyFrames, SWIPES_EACH_WAY);
  const frames = dragFrames.length + keyFrames.length - 2;
  const seconds = dragged.seconds + keyed.seconds;
  return {
    swipes,
    seconds: Math.round(seconds * 100) / 100,
    fps: Math.round((frames / seconds) * 10) / 10,
    longFrames: dragged.longFrames + keyed.longFrames,
    worstFrameMs: Math.max(dragged.worstFrameMs, keyed.worstFrameMs),
    dragged,
    keyed,
  };
}
