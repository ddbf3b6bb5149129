import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, expect, it, vi } from 'vitest';
import type { DeckCard, Event } from '#shared/schemas/events.ts';
import { DEFAULT_PREFERENCES, type Preferences } from '#shared/schemas/profile.ts';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { standInForCardMotion } from '#test/support/client/discover/card-motion.ts';
import { holdAnswer } from '#test/support/client/held-answer.ts';
import { makeEvent } from '#test/support/client/make-event.ts';
import { renderSignedIn } from '#test/support/client/profile/render-signed-in.tsx';
import { savedSwipe } from '#test/support/client/saved-swipe.ts';
import { DiscoverPage } from './discover-page.tsx';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

standInForCardMotion({ reducedMotion: true });
beforeAll(async () => {
  await Promise.all([
    import('../components/swipe-card.tsx'),
    import('../components/taste-intro.tsx'),
    import('../components/deck-states.tsx'),
    import('../components/deck-details.tsx'),
    import('../lib/offline-deck.ts'),
  ]);
});

const { server, requests } = setupApiServer();

// The page remembers swiped ids while it lives, so every test deals cards of its own.
let nextId = 500;
const card = (overrides: Partial<Event> = {}) => makeEvent({ ...overrides, id: nextId++ });

interface Pages {
  /** The first page, dealt behind the intro before anything is picked. */
  before: DeckCard[];
  /** What the server deals once the picks are saved; an error status fails the request. */
  after: DeckCard[] | number;
  /** Holds the page dealt after the picks until released. */
  held?: Promise<void>;
}

/**
 * A newcomer's discover page: the intro is open, the unseen route's first page is `before` (with
 * a cursor) until the picks are saved and `after` from then on, and every swipe is agreed to.
 */
function renderNewcomer({ before, after, held }: Pages) {
  let prefs: Preferences = { ...DEFAULT_PREFERENCES, tasteIntroDone: false };
  const swipes: string[] = [];
  server.use(
    http.get('/api/users/me/preferences', () => HttpResponse.json(prefs)),
    http.patch('/api/users/me/preferences', async ({ request }) => {
      prefs = { ...prefs, ...((await request.json()) as Partial<Preferences>) };
      return HttpResponse.json(prefs);
    }),
    http.get('/api/events/unseen', async ({ request }) => {
      // One page a pass is enough here: a next page ends the deck.
      if (new URL(request.url).searchParams.has('cursor')) return HttpResponse.json([]);
      if (!prefs.tasteIntroDone) {
        return HttpResponse.json(before, { headers: { 'X-Next-Cursor': 'before-1' } });
      }
      await held;
      if (typeof after === 'number') {
        return HttpResponse.json({ message: 'Unavailable' }, { status: after });
      }
      return HttpResponse.json(after);
    }),
    http.post('/api/user-events', async ({ request }) => {
      const body = (await request.json()) as { eventId: number; action: string };
      swipes.push(`${body.action} ${body.eventId}`);
      const dealt = [...before, ...(typeof after === 'number' ? [] : after)];
      return HttpResponse.json(
        savedSwipe(
          body,
          dealt.find((e) => e.id === body.eventId),
        ),
      );
    }),
  );
  return { ...renderSignedIn(<DiscoverPage />, { route: '/home' }), swipes };
}

const intro = () => screen.findByRole('dialog', { name: 'Pick a few things you like' });

/** The unseen-page requests so far, as their query strings. */
const pageRequests = () =>
  requests
    .map((r) => new URL(r.url))
    .filter((url) => url.pathname === '/api/events/unseen')
    .map((url) => url.search);

async function pickComedy(user: ReturnType<typeof renderNewcomer>['user']) {
  const dialog = await intro();
  await user.click(within(dialog).getByRole('button', { name: 'Comedy' }));
  await user.click(within(dialog).getByRole('button', { name: 'Start swiping' }));
}

it('deals a fresh first page once the picks are saved, without the cards already swiped', async () => {
  const [first, second] = [card({ title: 'Jazz at noon' }), card({ title: 'Late jazz' })];
  const picked = card({ title: 'Comedy Cellar late show', category: 'comedy' });
  const held = holdAnswer();
  const { user, swipes } = renderNewcomer({
    // Enough that the swipe before the picks asks for no next page.
    before: [first, second, card(), card(), card()],
    // The server may still send a card whose swipe it has not read: it is not dealt again.
    after: [first, picked, card({ category: 'comedy' })],
    held: held.released,
  });
  await screen.findByRole('article', { name: first.title });
  expect(pageRequests()).toEqual(['?limit=20']);

  // Swiped behind the intro, before the picks: it stays swiped.
  await user.click(screen.getByRole('button', { name: 'Pass' }));
  await screen.findByRole('article', { name: second.title });
  await pickComedy(user);

  // While the new page loads, the deck shows its loading state, not the cards dealt before.
  expect(await screen.findByText('Loading events...')).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  held.release();

  expect(await screen.findByRole('article', { name: picked.title })).toBeInTheDocument();
  // A new pass from the start: no cursor from the page dealt before the picks.
  expect(pageRequests()).toEqual(['?limit=20', '?limit=20']);
  expect(swipes).toEqual([`passed ${first.id}`]);
  // The keys work again, on the new cards.
  await user.keyboard('{ArrowLeft}');
  expect(await screen.findByText(`Passed: ${picked.title}.`, { exact: false })).toBeTruthy();
  await vi.waitFor(() => expect(swipes).toEqual([`passed ${first.id}`, `passed ${picked.id}`]));
});

it('keeps the cards it has when the intro is skipped', async () => {
  const first = card({ title: 'Gallery walk' });
  const { user } = renderNewcomer({ before: [first, card(), card()], after: [card()] });
  await screen.findByRole('article', { name: first.title });
  await user.click(within(await intro()).getByRole('button', { name: 'Skip' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByRole('article', { name: first.title })).toBeInTheDocument();
  expect(pageRequests()).toEqual(['?limit=20']);
});

it('keeps the cards it has, and says nothing, when the new page cannot be had', async () => {
  const first = card({ title: 'Rooftop cinema' });
  const { user } = renderNewcomer({ before: [first, card(), card()], after: 503 });
  await screen.findByRole('article', { name: first.title });
  await pickComedy(user);
  await vi.waitFor(() => expect(pageRequests()).toHaveLength(2));
  expect(await screen.findByRole('article', { name: first.title })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(/went wrong|error|unavailable/i)).not.toBeInTheDocument();
});
