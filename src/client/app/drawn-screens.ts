import type { QueryClient } from '@tanstack/react-query';
import { paths } from '#client/lib/paths.ts';
import { MyEventsPage, SearchPage } from './lazy-pages.ts';

type Prepare = (client: QueryClient, address: URLSearchParams) => Promise<unknown>;

/**
 * The screens besides the deck that the server draws for a signed-in person, each with what a
 * render needs in hand to draw it whole: the page's code and its first lists
 * (docs/ARCHITECTURE.md#first-card). The server prepares its drawing with it, and the app its
 * first render, so both draw the same screen and the drawn one never gives way to a loading frame.
 */
const screens: Partial<Record<string, Prepare>> = {
  // Each screen's lists are read by its page's own code, fetched beside the page's chunk.
  [paths.search]: (client, address) =>
    Promise.all([
      SearchPage.preload(),
      import('#client/features/search/api/search-events.ts').then((m) =>
        m.loadFirstResults(client, address),
      ),
    ]),
  [paths.myEvents]: (client) =>
    Promise.all([
      MyEventsPage.preload(),
      import('#client/features/my-events/api/get-saved-events.ts').then((m) =>
        m.loadSavedLists(client),
      ),
    ]),
};

/** How to prepare `route`'s first render, when the server draws that screen. */
export function drawnScreen(route: string): Prepare | undefined {
  return screens[route];
}

/**
 * The app's first render over a screen the server drew, prepared: settles once that render can
 * draw the same screen. A list that could not be read shows its own error once the page is up.
 */
export function prepareThisScreen(client: QueryClient): Promise<unknown> {
  const { pathname, search } = window.location;
  return Promise.resolve(drawnScreen(pathname)?.(client, new URLSearchParams(search))).catch(
    () => undefined,
  );
}
