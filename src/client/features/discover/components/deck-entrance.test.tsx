import { Outlet, Route, Routes } from 'react-router';
import { configure, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, expect, it, vi } from 'vitest';
import type { SignedInContext } from '#client/lib/signed-in.ts';
import type { Event } from '#shared/schemas/events.ts';
import { DEFAULT_PREFERENCES } from '#shared/schemas/profile.ts';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { standInForCardMotion } from '#test/support/client/discover/card-motion.ts';
import { savedSwipe } from '#test/support/client/saved-swipe.ts';
import { makeEvent } from '#test/support/client/make-event.ts';
import { makeUser } from '#test/support/client/profile/render-signed-in.tsx';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { DiscoverPage } from '../routes/discover-page.tsx';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

/** Every animation started, by the element it moves and the transform it starts from. */
const started: { element: Element; from: string }[] = [];

standInForCardMotion({
  reducedMotion: false,
  onAnimate: (element, keyframes) =>
    started.push({ element, from: String(keyframes[0]?.transform ?? '') }),
});
beforeAll(async () => {
  await Promise.all([import('./swipe-card.tsx'), import('../lib/offline-deck.ts')]);
});

const { server } = setupApiServer();

let nextId = 300;
const card = (overrides: Partial<Event> = {}) => makeEvent({ ...overrides, id: nextId++ });

function renderDeck(events: Event[]) {
  server.use(
    http.get('/api/events/unseen', () => HttpResponse.json(events)),
    http.get('/api/users/me/preferences', () =>
      HttpResponse.json({ ...DEFAULT_PREFERENCES, tasteIntroDone: true }),
    ),
    http.post('/api/user-events', async ({ request }) => {
      const body = (await request.json()) as { eventId: number; action: string };
      const event = events.find((e) => e.id === body.eventId);
      return HttpResponse.json(savedSwipe(body, event));
    }),
  );
  const context: SignedInContext = { user: makeUser(), signOut: vi.fn(), signingOut: false };
  return renderWithProviders(
    <Routes>
      <Route element={<Outlet context={context} />}>
        <Route path="/home" element={<DiscoverPage />} />
      </Route>
    </Routes>,
    { route: '/home' },
  );
}

const startsOf = (article: HTMLElement) =>
  started.filter((a) => a.element === article.parentElement).map((a) => a.from);

it('shows the first card in place, and grows each next one from behind', async () => {
  const [first, second] = [card({ title: 'Jazz at the Vanguard' }), card({ title: 'Late show' })];
  const { user } = renderDeck([first, second, card()]);
  const top = await screen.findByRole('article', { name: first.title });
  // Nothing was in front of the first card: it does not grow into its place.
  expect(startsOf(top)).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Pass' }));
  const next = await screen.findByRole('article', { name: second.title });
  expect(startsOf(next)).toEqual([expect.stringContaining('scale(0.92)')]);
});
