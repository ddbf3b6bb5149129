import { describe, expect, it } from 'vitest';
import { makeEvent } from '#test/support/client/make-event.ts';
import { dealPage, deckStatus, putBack, type DeckLoad } from './deck-state.ts';

const idle: DeckLoad = {
  cardCount: 0,
  fetching: false,
  failed: false,
  offline: false,
  hasMore: false,
};
const [a, b, c] = [1, 2, 3].map((id) => makeEvent({ id }));
const ids = (cards: readonly { id: number }[]) => cards.map((e) => e.id);

describe('deckStatus', () => {
  it('shows cards whenever there are any, even after a failure', () => {
    expect(deckStatus({ ...idle, cardCount: 1, failed: true, offline: true })).toBe('cards');
  });

  it('without cards: an error when a page failed or only kept cards were left', () => {
    expect(deckStatus({ ...idle, failed: true, hasMore: true })).toBe('error');
    expect(deckStatus({ ...idle, offline: true })).toBe('error');
  });

  it('without cards: loading while more may come, the end once none can', () => {
    expect(deckStatus({ ...idle, hasMore: true })).toBe('loading');
    expect(deckStatus({ ...idle, fetching: true })).toBe('loading');
    expect(deckStatus(idle)).toBe('empty');
  });
});

describe('dealPage', () => {
  it('adds new events under the cards, skipping dealt, swiped and repeated ones', () => {
    const dealt = dealPage([a!], { events: [a!, b!, b!, c!], nextCursor: 'next' }, new Set([3]));
    expect(ids(dealt.cards)).toEqual([1, 2]);
    expect(dealt).toMatchObject({ cursor: 'next', offline: false, hasMore: true });
  });

  it('ends the deck without a cursor, after an empty page and for kept cards', () => {
    expect(dealPage([], { events: [a!], nextCursor: null }, new Set()).hasMore).toBe(false);
    expect(dealPage([], { events: [], nextCursor: 'again' }, new Set()).hasMore).toBe(false);
    const kept = dealPage([], { events: [a!], nextCursor: 'x', offline: true }, new Set());
    expect(kept).toMatchObject({ offline: true, hasMore: false });
  });
});

describe('putBack', () => {
  it('puts the event on top once, wherever it was', () => {
    expect(ids(putBack([b!, c!], a!))).toEqual([1, 2, 3]);
    expect(ids(putBack([b!, a!, c!], a!))).toEqual([1, 2, 3]);
  });
});
