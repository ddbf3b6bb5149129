import { useEffect, useState, useSyncExternalStore } from 'react';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { makeEvent } from '#test/support/client/make-event.ts';
import type { Event } from '#shared/schemas/events.ts';
import { createDeckStore, type DeckApi, type DeckListener } from '../lib/deck-store.ts';
import { Deck } from './deck.tsx';

// jsdom has neither Web Animations nor matchMedia; these stand-ins let the real cards run.
const realAnimate = Element.prototype.animate;
beforeAll(async () => {
  // The deck loads these lazily; loaded here, the first test does not wait on a cold import.
  await Promise.all([import('./swipe-card.tsx'), import('./deck-details.tsx')]);
  Element.prototype.animate = function animate() {
    const animation = { cancel() {}, onfinish: null as (() => void) | null };
    setTimeout(() => animation.onfinish?.(), 0);
    return animation as unknown as Animation;
  };
  // Reduced motion and a wide screen, so the details panel is there.
  vi.stubGlobal('matchMedia', () => ({
    matches: true,
    addEventListener() {},
    removeEventListener() {},
  }));
});
afterAll(() => {
  Element.prototype.animate = realAnimate;
  vi.unstubAllGlobals();
});

const { server, requests } = setupApiServer();

const first = makeEvent({ id: 1, title: 'Jazz at the Vanguard' });
const second = makeEvent({ id: 2, title: 'Comedy Cellar late show' });

/** The deck as the page wires it, over the real deck store and an API that always agrees. */
function DeckWithStore({ events = [first, second] }: { events?: Event[] }) {
  const [store] = useState(() => {
    const api: DeckApi = {
      fetchPage: async () => ({ events, nextCursor: null }),
      recordSwipe: async () => undefined,
      removeSwipe: async () => undefined,
    };
    const quiet: DeckListener = {
      onSaved() {},
      onSaveFailed() {},
      onUndone() {},
      onUndoFailed() {},
    };
    return createDeckStore(api, quiet, new Set());
  });
  const deck = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useEffect(() => store.setFilter(null), [store]);
  return (
    <Deck
      cards={deck.cards}
      swipedCount={deck.swipedCount}
      canUndo={deck.canUndo}
      swipe={store.swipe}
      undo={store.undo}
      keysEnabled
      placeholder={<p>No more cards</p>}
    />
  );
}

const liveRegion = () => document.querySelector('[aria-live="polite"]');

it('keeps the focus on the deck when Undo goes away, and says which card is on top', async () => {
  render(<DeckWithStore />);
  const user = userEvent.setup();
  await screen.findByRole('article', { name: first.title });

  const pass = screen.getByRole('button', { name: 'Pass' });
  await user.click(pass);
  expect(await screen.findByRole('article', { name: second.title })).toBeInTheDocument();
  // A swipe by button leaves the focus on that button, ready for the next card.
  expect(document.activeElement).toBe(pass);
  expect(liveRegion()).toHaveTextContent(`Passed: ${first.title}. ${second.title}, `);

  // Undo takes back the only pass, so the Undo button disappears while it has the focus.
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByRole('article', { name: first.title })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  expect(document.activeElement).not.toBe(document.body);
  expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Event cards' }));
  expect(liveRegion()).toHaveTextContent(`Restored: ${first.title}`);
});

it('moves the focus to the deck when the last card goes and the swipe buttons with it', async () => {
  render(<DeckWithStore />);
  const user = userEvent.setup();
  await screen.findByRole('article', { name: first.title });

  await user.click(screen.getByRole('button', { name: 'Like' }));
  const like = screen.getByRole('button', { name: 'Like' });
  expect(document.activeElement).toBe(like);
  await user.click(like);

  expect(await screen.findByText('No more cards')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
  expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Event cards' }));
  expect(liveRegion()).toHaveTextContent(`Loved: ${second.title}.`);
  expect(liveRegion()).not.toHaveTextContent('Card');
});

it('announces each card that reaches the top: what, when, where, its place and the keys', async () => {
  const third = makeEvent({
    id: 3,
    title: 'Rooftop cinema',
    date: '2031-03-14',
    time: '7:30 PM',
    venue: 'Industry City',
  });
  render(<DeckWithStore events={[first, second, third]} />);
  const user = userEvent.setup();
  await screen.findByRole('article', { name: first.title });
  expect(liveRegion()).toHaveTextContent(
    `${first.title}, Fri, Jun 14, 8:00 PM at Village Vanguard. Card 1 of 3. ` +
      'Right arrow to love, left to pass, down for maybe.',
  );

  await user.keyboard('{ArrowLeft}');
  await user.keyboard('{ArrowDown}');
  await screen.findByRole('article', { name: third.title });
  expect(liveRegion()).toHaveTextContent(
    `Saved for maybe: ${second.title}. Rooftop cinema, Fri, Mar 14, 7:30 PM at Industry City. ` +
      'Card 3 of 3.',
  );
});

it('shows the top card in full beside the deck, following each swipe', async () => {
  const description = 'A long evening of music. '.repeat(12).trim();
  const detailed = makeEvent({
    id: 5,
    title: 'Harbor jazz cruise',
    description,
    price: '$35',
    category: 'comedy',
    performer: 'The Harbor Trio',
    sourceUrl: 'https://example.com/cruise',
  });
  render(<DeckWithStore events={[detailed, second]} />);
  const user = userEvent.setup();
  const details = await screen.findByRole('complementary', { name: 'Event details' });

  expect(within(details).getByRole('heading', { name: detailed.title })).toBeInTheDocument();
  expect(within(details).getByText(description)).toBeInTheDocument();
  expect(within(details).getByText('Fri, Jun 14 · 8:00 PM')).toBeInTheDocument();
  expect(
    within(details).getByText('Village Vanguard · Greenwich Village, Manhattan'),
  ).toBeInTheDocument();
  expect(within(details).getByText('$35')).toBeInTheDocument();
  expect(within(details).getAllByText('Comedy')).toHaveLength(2);
  expect(within(details).getByText('The Harbor Trio')).toBeInTheDocument();
  expect(within(details).getByRole('link', { name: 'Event page' })).toHaveAttribute(
    'href',
    'https://example.com/cruise',
  );
  for (const key of ['←', '→', '↓', 'Z']) {
    expect(within(details).getByText(key, { selector: 'kbd' })).toBeInTheDocument();
  }

  await user.click(screen.getByRole('button', { name: 'Pass' }));
  const next = await screen.findByRole('complementary', { name: 'Event details' });
  expect(within(next).getByRole('heading', { name: second.title })).toBeInTheDocument();
  // No page of its own: no link.
  expect(within(next).queryByRole('link')).not.toBeInTheDocument();
});

it('counts a business’s card as seen once, when it reaches the top', async () => {
  const views: string[] = [];
  server.use(
    http.post('/api/events/:id/view', ({ params }) => {
      views.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const ordinary = makeEvent({ id: 31, title: 'Street fair' });
  const business = makeEvent({ id: 32, title: 'Rooftop Salsa Night', fromBusiness: true });
  render(<DeckWithStore events={[ordinary, business]} />);
  const user = userEvent.setup();
  await screen.findByRole('article', { name: ordinary.title });
  expect(requests).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Pass' }));
  await screen.findByRole('article', { name: business.title });
  await vi.waitFor(() => expect(views).toEqual(['32']));

  // Back under the street fair and up again: still one view for this page load.
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  await screen.findByRole('article', { name: ordinary.title });
  await user.click(screen.getByRole('button', { name: 'Pass' }));
  await screen.findByRole('article', { name: business.title });
  expect(views).toEqual(['32']);
});

it('ignores a view the server does not take', async () => {
  server.use(http.post('/api/events/:id/view', () => HttpResponse.json({}, { status: 500 })));
  const business = makeEvent({ id: 41, title: 'Poetry Slam', fromBusiness: true });
  render(<DeckWithStore events={[business]} />);

  expect(await screen.findByRole('article', { name: business.title })).toBeInTheDocument();
  await vi.waitFor(() => expect(requests).toHaveLength(1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
