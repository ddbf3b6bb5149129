import type { renderFirstScreen } from '#client/server-render/first-screen.tsx';

let renderer: Promise<{ renderFirstScreen: typeof renderFirstScreen }> | undefined;

/**
 * A signed-in first screen drawn with the app's own components (docs/ARCHITECTURE.md#first-card),
 * or null when the data in hand would not draw all of it. The app's code is loaded on the first
 * signed-in page a server draws, not as it starts: most tests and every visitor never need it.
 */
export async function drawFirstScreen(
  ...args: Parameters<typeof renderFirstScreen>
): Promise<string | null> {
  return (await loadRenderer()).renderFirstScreen(...args);
}

function loadRenderer() {
  renderer ??= import('#client/server-render/first-screen.tsx').catch((err: unknown) => {
    renderer = undefined;
    throw err;
  });
  return renderer;
}

/**
 * Loads the drawing code once the server is up (src/server/main.ts), so the first person to open
 * a page does not wait the second or two it takes; a failure is left to that first page, which
 * then keeps its splash.
 */
export function prepareDrawing(): void {
  loadRenderer().catch(() => undefined);
}
