import type { renderDeckFirstScreen } from '#client/server-render/deck-first-screen.tsx';

let renderer: Promise<{ renderDeckFirstScreen: typeof renderDeckFirstScreen }> | undefined;

/**
 * The deck's first screen drawn with the app's own components (docs/ARCHITECTURE.md#first-card),
 * or null when it cannot show a card. The app's code is loaded on the first signed-in deck page
 * a server answers, not as it starts: most tests and every visitor never need it.
 */
export async function drawDeckFirstScreen(
  ...args: Parameters<typeof renderDeckFirstScreen>
): Promise<string | null> {
  return (await loadRenderer()).renderDeckFirstScreen(...args);
}

function loadRenderer() {
  renderer ??= import('#client/server-render/deck-first-screen.tsx').catch((err: unknown) => {
    renderer = undefined;
    throw err;
  });
  return renderer;
}

/**
 * Loads the drawing code once the server is up (src/server/main.ts), so the first person to open
 * the deck does not wait the second or two it takes; a failure is left to that first page, which
 * then keeps its splash.
 */
export function prepareDrawing(): void {
  loadRenderer().catch(() => undefined);
}
