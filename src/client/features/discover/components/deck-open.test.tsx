import { Outlet, Route, Routes, useParams } from 'react-router';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, expect, it, vi } from 'vitest';
import type { SignedInContext } from '#client/lib/signed-in.ts';
import type { Event } from '#shared/schemas/events.ts';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { standInForCardMotion } from '#test/support/client/discover/card-motion.ts';
import { makeEvent } from '#test/support/client/make-event.ts';
import { makeUser } from '#test/support/client/profile/render-signed-in.tsx';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { DiscoverPage } from '../routes/discover-page.tsx';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

standInForCardMotion({ reducedMotion: false });
beforeAll(async () => {
  await Promise.all([import('./swipe-card.tsx'), import('../lib/offline-deck.ts')]);
});

const { server } = setupApiServer();

let nextId = 100;
const card = (overrides: Partial<Event> = {}) => makeEvent({ ...overrides, id: nextId++ });

/** Where the deck sent the person: the event page's route, reduced to its address. */
function Opened() {
  return <h1>Opened event {useParams().eventId}</h1>;
}

function renderDeck(events: Event[]) {
  server.use(http.get('/api/events/unseen', () => HttpResponse.json(events)));
  const context: SignedInContext = { user: makeUser(), signOut: vi.fn(), signingOut: false };
  return renderWithProviders(
    <Routes>
      <Route element={<Outlet context={context} />}>
        <Route path="/home" element={<DiscoverPage />} />
        <Route path="/events/:eventId" element={<Opened />} />
      </Route>
    </Routes>,
    { route: '/home' },
  );
}

it('opens the event page on a tap on the card body', async () => {
  const top = card({ title: 'Jazz at the Vanguard', sourceUrl: 'https://example.com/jazz' });
  const { user } = renderDeck([top, card()]);
  const article = await screen.findByRole('article', { name: top.title });
  await user.click(within(article).getByRole('heading', { name: top.title }));
  expect(
    await screen.findByRole('heading', { name: `Opened event ${top.id}` }),
  ).toBeInTheDocument();
});

it('does not open the page when the press was a drag', async () => {
  const top = card({ title: 'Comedy Cellar late show' });
  renderDeck([top, card()]);
  const article = await screen.findByRole('article', { name: top.title });
  const surface = article.parentElement!;
  // A short, slow drag that springs back: no swipe, and no page either. The pauses keep it
  // slow; a slower machine only makes it slower.
  const pause = () => new Promise((resolve) => setTimeout(resolve, 40));
  fireEvent.pointerDown(article, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
  await pause();
  fireEvent.pointerMove(article, { pointerId: 1, clientX: 112, clientY: 100 });
  await pause();
  fireEvent.pointerUp(article, { pointerId: 1, clientX: 112, clientY: 100 });
  fireEvent.click(surface);
  expect(screen.queryByRole('heading', { name: /Opened event/ })).not.toBeInTheDocument();
  expect(screen.getByRole('article', { name: top.title })).toBeInTheDocument();
});

it('opens the page with Enter on the focused card', async () => {
  const top = card({ title: 'Rooftop cinema' });
  const { user } = renderDeck([top, card()]);
  const article = await screen.findByRole('article', { name: top.title });
  article.parentElement!.focus();
  await user.keyboard('{Enter}');
  expect(
    await screen.findByRole('heading', { name: `Opened event ${top.id}` }),
  ).toBeInTheDocument();
});

it('opens the page from View Event Details when the event has no link of its own', async () => {
  const top = card({ title: 'Poetry night', sourceUrl: null });
  const { user } = renderDeck([top, card()]);
  const article = await screen.findByRole('article', { name: top.title });
  await user.click(within(article).getByRole('button', { name: 'View Event Details' }));
  expect(
    await screen.findByRole('heading', { name: `Opened event ${top.id}` }),
  ).toBeInTheDocument();
});

it('leaves the card’s own buttons alone: Share does not open the page', async () => {
  const top = card({ title: 'Gallery walk' });
  const { user } = renderDeck([top, card()]);
  const article = await screen.findByRole('article', { name: top.title });
  Object.defineProperty(navigator, 'share', {
    value: vi.fn(() => Promise.resolve()),
    configurable: true,
  });
  await user.click(within(article).getByRole('button', { name: 'Share' }));
  expect(screen.queryByRole('heading', { name: /Opened event/ })).not.toBeInTheDocument();
});
