import type { FastifyInstance } from 'fastify';
import { presentUser } from '#server/auth/user.presenter.ts';
import type { Db } from '#server/db/client.ts';
import { servedDeckPage } from '#server/features/events/served-deck-page.ts';
import type { Metrics } from '#server/lib/metrics.ts';
import type { PageDataOf } from '#server/render/client-files.ts';
import { drawFirstScreen } from '#server/render/drawn-first-screen.ts';
import { firstScreenAnswers } from '#server/render/first-screen-answers.ts';

/** The deck's page (the client's `paths.home`): its page carries the first deck page. */
const DECK_PAGE = '/home';

/**
 * What a page carries for the person asking (docs/ARCHITECTURE.md#first-card): their session
 * and, when signed in, the first screen's data and the screen drawn from it. Everything a render
 * needs is passed to it; nothing is kept between requests.
 */
export function pageDataFor(
  app: FastifyInstance,
  { db, metrics }: { db: Db; metrics: Pick<Metrics, 'firstScreen'> },
): PageDataOf {
  return async (request, route) => {
    const found = await app.sessionUserOf(request);
    const user = found ? presentUser(found) : null;
    const session = { user };
    if (!user) return { session };
    const drawn = (served: Parameters<typeof drawFirstScreen>[2]) =>
      drawFirstScreen(route, user, served).then(
        (html) => {
          metrics.firstScreen(route, html === null ? 'not_drawn' : 'drawn');
          return html;
        },
        (err: unknown) => {
          // The page still works with its splash, but a broken drawing is a bug to see.
          metrics.firstScreen(route, 'failed');
          request.log.error({ err, route }, 'The first screen could not be drawn on the server');
          return null;
        },
      );
    if (route !== DECK_PAGE) {
      const answers = await firstScreenAnswers(app, request, route).catch(() => undefined);
      if (!answers) return { session };
      const firstScreen = await drawn({ answers });
      return { session, answers, firstScreen: firstScreen ?? undefined };
    }
    // Without the deck page the app asks for it as before; the session still goes in.
    const page = await servedDeckPage(db, user.id).catch(() => undefined);
    if (!page) return { session };
    const firstScreen = await drawn({ deckPage: page });
    return {
      session,
      deck: { page, picture: page.events[0]?.imageUrl ?? null },
      firstScreen: firstScreen ?? undefined,
    };
  };
}
