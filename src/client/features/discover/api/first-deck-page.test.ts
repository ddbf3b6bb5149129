// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { SERVED_DECK_ID } from '#shared/served-deck.ts';
import { SERVED_SESSION_ID } from '#shared/served-session.ts';
import { makeEvent } from '#test/support/client/make-event.ts';
import {
  dropFirstDeckPage,
  firstDeckPageSettled,
  requestFirstDeckPage,
  takeFirstDeckPage,
  takeReadyFirstDeckPage,
} from './first-deck-page.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.replaceChildren();
});

function jsonBlock(id: string, text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = text;
  document.head.append(block);
}

/** The page as the server writes it for a signed-in person (`u1`) on the deck. */
function serveDeck(text: string) {
  jsonBlock(SERVED_SESSION_ID, JSON.stringify({ user: { id: 'u1', firstName: 'Eve' } }));
  jsonBlock(SERVED_DECK_ID, text);
}

it('hands the early page to the first unfiltered fetch from the start, once', async () => {
  const fetch = vi.fn(async () => Response.json([], { headers: { 'X-Next-Cursor': 'c1' } }));
  vi.stubGlobal('fetch', fetch);
  expect(takeFirstDeckPage(null, null, 'u1')).toBeNull();

  requestFirstDeckPage();
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(takeFirstDeckPage('music', null, 'u1')).toBeNull();
  expect(takeFirstDeckPage(null, 'c1', 'u1')).toBeNull();
  const page = takeFirstDeckPage(null, null, 'u1');
  expect(await page).toEqual({ events: [], nextCursor: 'c1' });
  expect(takeFirstDeckPage(null, null, 'u1')).toBeNull();
  expect(fetch).toHaveBeenCalledTimes(1);
});

it('takes the page the server wrote into the page, without asking for it', async () => {
  const fetch = vi.fn(async () => Response.json([]));
  vi.stubGlobal('fetch', fetch);
  const card = { ...makeEvent({ id: 7, title: 'Served first' }), reason: 'Something new' };
  serveDeck(JSON.stringify({ events: [card], nextCursor: 'c2' }));

  requestFirstDeckPage();
  expect(await takeFirstDeckPage(null, null, 'u1')).toEqual({ events: [card], nextCursor: 'c2' });
  expect(fetch).not.toHaveBeenCalled();
});

it('asks the server when the written page does not read as a deck page', async () => {
  const fetch = vi.fn(async () => Response.json([], { headers: { 'X-Next-Cursor': 'c3' } }));
  vi.stubGlobal('fetch', fetch);
  serveDeck(JSON.stringify({ events: [{ id: 'not a card' }], nextCursor: null }));

  requestFirstDeckPage();
  expect(await takeFirstDeckPage(null, null, 'u1')).toEqual({ events: [], nextCursor: 'c3' });
  expect(fetch).toHaveBeenCalledTimes(1);
});

it("never hands another user's page over, as an old copy of the page can hold", async () => {
  const fetch = vi.fn(async () => Response.json([]));
  vi.stubGlobal('fetch', fetch);
  const card = { ...makeEvent({ id: 8, title: 'Someone else’s' }), reason: 'Something new' };
  serveDeck(JSON.stringify({ events: [card], nextCursor: null }));

  requestFirstDeckPage();
  expect(takeFirstDeckPage(null, null, 'u2')).toBeNull();
  expect(takeFirstDeckPage(null, null, 'u1')).toBeNull();
  expect(fetch).not.toHaveBeenCalled();
});

it('hands over the written page at once, for its user, once it is read', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json([])),
  );
  const card = { ...makeEvent({ id: 9, title: 'Drawn first' }), reason: 'Something new' };
  serveDeck(JSON.stringify({ events: [card], nextCursor: null }));

  requestFirstDeckPage();
  // Still being read: the deck's first fetch will wait for it instead.
  expect(takeReadyFirstDeckPage('u1')).toBeNull();
  await firstDeckPageSettled();
  expect(takeReadyFirstDeckPage('u2')).toBeNull();
  expect(takeReadyFirstDeckPage('u1')).toEqual({ events: [card], nextCursor: null });
  expect(takeReadyFirstDeckPage('u1')).toBeNull();
  expect(takeFirstDeckPage(null, null, 'u1')).toBeNull();
});

it('never hands over a page from before the first-visit picks once they are saved', async () => {
  const fetch = vi.fn(async () => Response.json([]));
  vi.stubGlobal('fetch', fetch);
  const card = { ...makeEvent({ id: 10, title: 'Before the picks' }), reason: 'Something new' };
  serveDeck(JSON.stringify({ events: [card], nextCursor: null }));

  requestFirstDeckPage();
  await firstDeckPageSettled();
  dropFirstDeckPage();
  expect(takeReadyFirstDeckPage('u1')).toBeNull();
  expect(takeFirstDeckPage(null, null, 'u1')).toBeNull();
  expect(fetch).not.toHaveBeenCalled();
});
