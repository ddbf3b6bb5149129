import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '#client/app/router.tsx';
import { holdServedDeckPage } from '#client/features/discover/api/first-deck-page.ts';
import { swipeCardLoaded } from '#client/features/discover/components/deck.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { paths } from '#client/lib/paths.ts';
import { SESSION_QUERY_KEY } from '#client/lib/session-key.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import type { DeckPage } from '#client/features/discover/api/get-unseen-events.ts';

/**
 * The deck's first screen as the app's first render will draw it, for the server to write into
 * the page: a phone then shows the first card before the code has arrived, and the app's first
 * render replaces it with the same card (docs/ARCHITECTURE.md#first-card). Rendered with the
 * app's own components from the same user and deck page the page carries (the server reads the
 * page with the schema the app reads it with); null when the screen would not show a card, and
 * the page keeps its splash.
 */
export async function renderDeckFirstScreen(
  user: CurrentUser,
  page: DeckPage,
): Promise<string | null> {
  // The draggable card's module must be in, or the deck would draw its loading frame.
  await swipeCardLoaded;
  if (page.events.length === 0) return null;
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, user);
  // Rendering is synchronous, so the page held here is the one this render's deck takes.
  holdServedDeckPage(page, user.id);
  const html = renderToString(
    <QueryClientProvider client={client}>
      <StaticRouter location={paths.home}>
        <AppRoutes />
      </StaticRouter>
    </QueryClientProvider>,
  );
  return html.includes('aria-label="Event cards"') ? html : null;
}
