import { useEffect, useState, useSyncExternalStore } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { makeEvent } from '#client/test/make-event.ts';
import { createDeckStore, type DeckApi, type DeckListener } from '../lib/deck-store.ts';
import { Deck } from './deck.tsx';

// jsdom has neither Web Animations nor matchMedia; these stand-ins let the real cards run.
const realAnimate = Element.prototype.animate;
beforeAll(() => {
  Element.prototype.animate = function animate() {
    const animation = { cancel() {}, onfinish: null as (() => void) | null };
    setTimeout(() => animation.onfinish?.(), 0);
    return animation as unknown as Animation;
  };
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
});
afterAll(() => {
  Element.prototype.animate = realAnimate;
  vi.unstubAllGlobals();
});

const first = makeEvent({ id: 1, title: 'Jazz at the Vanguard' });
const second = makeEvent({ id: 2, title: 'Comedy Cellar late show' });

/** The deck as the page wires it, over the real deck store and an API that always agrees. */
function DeckWithStore() {
  const [store] = useState(() => {
    const api: DeckApi = {
      fetchPage: async () => ({ events: [first, second], nextCursor: null }),
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
  expect(liveRegion()).toHaveTextContent(`Passed: ${first.title}. Next: ${second.title}`);

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
  expect(liveRegion()).not.toHaveTextContent('Next:');
});
