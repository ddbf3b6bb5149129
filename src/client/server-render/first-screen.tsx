import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { drawnScreen } from '#client/app/drawn-screens.ts';
import { AppRoutes } from '#client/app/router.tsx';
import { swipeCardLoaded } from '#client/features/discover/components/deck.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { paths } from '#client/lib/paths.ts';
import { answerFromServed } from '#client/lib/served-answers.ts';
import { SESSION_QUERY_KEY } from '#client/lib/session-key.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import type { ServedAnswer } from '#shared/served-answers.ts';
import type { DeckPage } from '#client/features/discover/api/get-unseen-events.ts';
import { DrawnScreenContext, type DrawnScreen } from '#client/lib/drawn-screen.ts';

/** What the page carries for its first screen: the deck's page, or the screen's first answers. */
export type ServedData = { deckPage: DeckPage } | { answers: Record<string, ServedAnswer> };

/**
 * A signed-in first screen as the app's first render will draw it, for the server to write into
 * the page: a phone then shows the deck's first card, or the first results and saved events,
 * before the code has arrived, and the app's first render replaces it with the same screen
 * (docs/ARCHITECTURE.md#first-card). Drawn with the app's own components from the same user and
 * data the page carries (the server reads them with the schemas the app reads them with); null
 * when that data would not draw the whole screen, and the page keeps its splash.
 */
export async function renderFirstScreen(
  route: string,
  user: CurrentUser,
  served: ServedData,
): Promise<string | null> {
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, user);
  if ('deckPage' in served) {
    if (route !== paths.home) return null;
    // The draggable card's module must be in, or the deck would draw its loading frame.
    await swipeCardLoaded;
    if (served.deckPage.events.length === 0) return null;
    let drewDeck = false;
    const screen: DrawnScreen = {
      deckPage: served.deckPage,
      drewDeck: () => {
        drewDeck = true;
      },
    };
    const html = draw(client, route, screen);
    return drewDeck ? html : null;
  }
  const prepare = drawnScreen(route);
  if (!prepare) return null;
  answerFromServed(client, served.answers);
  // An answer missing or refused by its schema fails here: the app then asks for it itself.
  await prepare(client, new URLSearchParams());
  return draw(client, route, { deckPage: null, drewDeck: () => undefined });
}

function draw(
  client: ReturnType<typeof createQueryClient>,
  route: string,
  screen: DrawnScreen,
): string {
  return renderToString(
    <DrawnScreenContext value={screen}>
      <QueryClientProvider client={client}>
        <StaticRouter location={route}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </DrawnScreenContext>,
  );
}
