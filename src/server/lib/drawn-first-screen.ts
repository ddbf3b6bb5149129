import type { renderDeckFirstScreen } from '#client/server-render/deck-first-screen.tsx';

let renderer: Promise<{ renderDeckFirstScreen: typeof renderDeckFirstScreen }> | undefined;

/**
 * The deck's first screen drawn with the app's own components (docs/ARCHITECTURE.md#first-card),
 * or null when it cannot show a card. The app's code is loaded on the first signed-in deck page
 * a server answers, not as it starts: most tests and every visitor never need it.
 */
export async function drawDeckFirstScreen(session: unknown, page: unknown): Promise<string | null> {
  renderer ??= import('#client/server-render/deck-first-screen.tsx').catch((err: unknown) => {
    renderer = undefined;
    throw err;
  });
  return (await renderer).renderDeckFirstScreen(session, page);
}
