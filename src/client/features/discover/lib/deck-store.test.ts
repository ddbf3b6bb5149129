import { describe, expect, it, vi } from 'vitest';
import type { Event } from '#shared/schemas/events.ts';
import type { DeckPage } from '../api/get-unseen-events.ts';
import { createDeckStore, type DeckApi, type DeckListener } from './deck-store.ts';

function makeEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: 1,
    title: 'Jazz night',
    description: '',
    date: '2030-01-01',
    time: '8:00 PM',
    startsAt: '2030-01-02T01:00:00.000Z',
    venue: 'Blue Note',
    price: '$20',
    category: 'music',
    performer: null,
    sourceUrl: null,
    imageUrl: null,
    neighborhood: null,
    borough: null,
    isMovie: false,
    allDay: false,
    startDate: null,
    endDate: null,
    likeCount: 0,
    fromBusiness: false,
    ...overrides,
  };
}

const events = (...ids: number[]) => ids.map((id) => makeEvent({ id, title: `Event ${id}` }));
const ids = (list: readonly Event[]) => list.map((e) => e.id);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(pages: DeckPage[], overrides: Partial<DeckApi> = {}, firstPage?: DeckPage) {
  const api = {
    fetchPage: vi.fn(async () => pages.shift() ?? { events: [], nextCursor: null }),
    recordSwipe: vi.fn(async () => ({})),
    removeSwipe: vi.fn(async () => ({})),
    ...overrides,
  };
  const listener: DeckListener = {
    onSaved: vi.fn(),
    onSaveFailed: vi.fn(),
    onUndone: vi.fn(),
    onUndoFailed: vi.fn(),
  };
  const swiped = new Set<number>();
  const store = createDeckStore(api, listener, swiped, firstPage);
  return { api, listener, store, swiped };
}

describe('deck store', () => {
  it('deals a first page already in hand before any fetch, and keeps it for every category', async () => {
    const keepCards = vi.fn();
    const { api, store } = setup(
      [{ events: events(9), nextCursor: null }],
      { keepCards },
      { events: events(1, 2), nextCursor: null },
    );
    expect(store.getSnapshot()).toMatchObject({ status: 'cards', swipedCount: 0 });
    expect(ids(store.getSnapshot().cards)).toEqual([1, 2]);
    expect(keepCards).toHaveBeenCalledWith(null, store.getSnapshot().cards);
    // The deck's page sets its filter as it mounts: every category is what it already has.
    store.setFilter(null);
    expect(ids(store.getSnapshot().cards)).toEqual([1, 2]);
    expect(api.fetchPage).not.toHaveBeenCalled();
    store.setFilter('music');
    expect(api.fetchPage).toHaveBeenCalledWith('music', null);
    await settle();
    expect(ids(store.getSnapshot().cards)).toEqual([9]);
  });

  it('loads the first page for the filter and reports loading until then', async () => {
    const { api, store } = setup([{ events: events(1, 2), nextCursor: null }]);
    expect(store.getSnapshot().status).toBe('loading');
    store.setFilter('comedy');
    expect(api.fetchPage).toHaveBeenCalledWith('comedy', null);
    await settle();
    expect(ids(store.getSnapshot().cards)).toEqual([1, 2]);
    expect(store.getSnapshot().status).toBe('cards');
  });

  it('prefetches with the cursor at two cards left, once the swipes before are saved, and drops repeated events', async () => {
    let saved: () => void = () => undefined;
    const { api, store } = setup(
      [
        { events: events(1, 2, 3, 4), nextCursor: 'c1' },
        { events: events(4, 5, 6), nextCursor: null },
      ],
      {
        recordSwipe: vi
          .fn()
          .mockResolvedValueOnce({})
          .mockImplementationOnce(() => new Promise((resolve) => (saved = () => resolve({})))),
      },
    );
    store.setFilter(null);
    await settle();
    expect(api.fetchPage).toHaveBeenCalledTimes(1);
    store.swipe('passed');
    await settle();
    expect(api.fetchPage).toHaveBeenCalledTimes(1);
    store.swipe('liked');
    await settle();
    // Two cards left, but the like is still on its way: the next page must learn from it.
    expect(api.fetchPage).toHaveBeenCalledTimes(1);
    saved();
    await settle();
    expect(api.fetchPage).toHaveBeenLastCalledWith(null, 'c1');
    await settle();
    expect(ids(store.getSnapshot().cards)).toEqual([3, 4, 5, 6]);
  });

  it('never deals an event swiped earlier in the session', async () => {
    const { store, swiped } = setup([{ events: events(1, 2, 3), nextCursor: null }]);
    swiped.add(2);
    store.setFilter(null);
    await settle();
    expect(ids(store.getSnapshot().cards)).toEqual([1, 3]);
  });

  it('is empty once the last card is swiped and the server has no more', async () => {
    const { store } = setup([{ events: events(1), nextCursor: null }]);
    store.setFilter(null);
    await settle();
    store.swipe('liked');
    expect(store.getSnapshot().status).toBe('empty');
  });

  it('ignores a page that answers after the filter changed', async () => {
    let answer: (page: DeckPage) => void = () => undefined;
    const { store } = setup([], {
      fetchPage: vi
        .fn()
        .mockImplementationOnce(() => new Promise<DeckPage>((resolve) => (answer = resolve)))
        .mockResolvedValueOnce({ events: events(9), nextCursor: null }),
    });
    store.setFilter('music');
    store.setFilter('comedy');
    await settle();
    answer({ events: events(1), nextCursor: null });
    await settle();
    expect(ids(store.getSnapshot().cards)).toEqual([9]);
  });

  it('saves swipes in the background and puts the card back when saving fails', async () => {
    const failure = new Error('500: boom');
    const { api, listener, store, swiped } = setup([{ events: events(1, 2), nextCursor: null }], {
      recordSwipe: vi.fn().mockRejectedValueOnce(failure),
    });
    store.setFilter(null);
    await settle();
    expect(store.swipe('liked')?.id).toBe(1);
    expect(ids(store.getSnapshot().cards)).toEqual([2]);
    expect(api.recordSwipe).toHaveBeenCalledWith(1, 'liked');
    await settle();
    expect(ids(store.getSnapshot().cards)).toEqual([1, 2]);
    expect(swiped.has(1)).toBe(false);
    expect(listener.onSaveFailed).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), failure);
    expect(store.getSnapshot().canUndo).toBe(false);
  });

  it('undoes passes, likes and maybes, deleting after the save lands', async () => {
    const { api, listener, store } = setup([{ events: events(1, 2, 3), nextCursor: null }]);
    store.setFilter(null);
    await settle();
    store.swipe('passed');
    expect(store.getSnapshot().canUndo).toBe(true);
    expect(store.undo()?.event.id).toBe(1);
    expect(ids(store.getSnapshot().cards)).toEqual([1, 2, 3]);
    await settle();
    expect(vi.mocked(api.recordSwipe)).toHaveBeenCalledBefore(vi.mocked(api.removeSwipe));
    expect(api.removeSwipe).toHaveBeenCalledWith(1);
    expect(listener.onUndone).toHaveBeenCalledTimes(1);

    store.swipe('maybe');
    expect(store.getSnapshot().canUndo).toBe(true);
    expect(store.undo()).toEqual({ event: expect.objectContaining({ id: 1 }), action: 'maybe' });
    expect(ids(store.getSnapshot().cards)).toEqual([1, 2, 3]);
    await settle();
    expect(api.removeSwipe).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().canUndo).toBe(false);
  });

  it('reports a failed undo', async () => {
    const { listener, store } = setup([{ events: events(1), nextCursor: null }], {
      removeSwipe: vi.fn().mockRejectedValue(new Error('404: none')),
    });
    store.setFilter(null);
    await settle();
    store.swipe('liked');
    store.undo();
    await settle();
    expect(listener.onUndoFailed).toHaveBeenCalledTimes(1);
  });

  it('shows an error when a page fails and tries again on retry', async () => {
    const { store } = setup([], {
      fetchPage: vi
        .fn()
        .mockRejectedValueOnce(new Error('500: down'))
        .mockResolvedValueOnce({ events: events(4), nextCursor: null }),
    });
    store.setFilter(null);
    await settle();
    expect(store.getSnapshot().status).toBe('error');
    store.retry();
    await settle();
    expect(ids(store.getSnapshot().cards)).toEqual([4]);
  });
});

describe('deck store offline', () => {
  it('keeps a copy of the cards once a page is in, and after every swipe', async () => {
    const keepCards = vi.fn();
    const { store } = setup([{ events: events(1, 2), nextCursor: null }], { keepCards });
    store.setFilter('music');
    expect(keepCards).not.toHaveBeenCalled();
    await settle();
    expect(keepCards).toHaveBeenLastCalledWith('music', events(1, 2));
    store.swipe('passed');
    expect(keepCards).toHaveBeenLastCalledWith('music', events(2));
  });

  it('deals the kept cards, says it cannot load more when they run out, and asks again on retry', async () => {
    const { api, store } = setup([
      { events: events(1), nextCursor: null, offline: true },
      { events: events(1, 2), nextCursor: null },
    ]);
    store.setFilter(null);
    await settle();
    expect(ids(store.getSnapshot().cards)).toEqual([1]);
    store.swipe('passed');
    await settle();
    // Not "all caught up": the server may well have more.
    expect(store.getSnapshot().status).toBe('error');
    expect(api.fetchPage).toHaveBeenCalledTimes(1);

    store.retry();
    await settle();
    expect(api.fetchPage).toHaveBeenLastCalledWith(null, null);
    expect(ids(store.getSnapshot().cards)).toEqual([2]);
  });
});

const page = (list: number[], nextCursor: string | null = null): DeckPage => ({
  events: events(...list),
  nextCursor,
});

/** A store over `fetchPage`, its first page (every category) already dealt. */
async function dealt(fetchPage: DeckApi['fetchPage'], keepCards = vi.fn()) {
  const { api, store, swiped } = setup(
    [],
    { fetchPage: vi.fn(fetchPage), keepCards },
    page([1, 2, 3, 4, 5], 'c1'),
  );
  store.setFilter(null);
  await settle();
  return { api, store, swiped };
}

describe('deck store re-deal', () => {
  it('drops the cards not yet swiped, loads a first page, and deals it without the swiped ones', async () => {
    let answer: (page: DeckPage) => void = () => undefined;
    const keepCards = vi.fn();
    const { api, store } = await dealt(
      () => new Promise<DeckPage>((resolve) => (answer = resolve)),
      keepCards,
    );
    store.swipe('passed');
    keepCards.mockClear();

    store.redeal();
    expect(store.getSnapshot()).toMatchObject({ cards: [], status: 'loading', canUndo: true });
    // The empty deck in between is not kept for offline use.
    expect(keepCards).not.toHaveBeenCalled();
    await settle();
    expect(api.fetchPage).toHaveBeenLastCalledWith(null, null);
    answer(page([1, 7, 8], 'c9'));
    await settle();
    expect(ids(store.getSnapshot().cards)).toEqual([7, 8]);
    expect(keepCards).toHaveBeenLastCalledWith(null, events(7, 8));
    // The undo from before still brings its card back, on top of the new ones.
    expect(store.undo()?.event.id).toBe(1);
    expect(ids(store.getSnapshot().cards)).toEqual([1, 7, 8]);
  });

  it('ignores a page asked for before the re-deal', async () => {
    const answers: ((page: DeckPage) => void)[] = [];
    const { api, store } = await dealt(
      () => new Promise<DeckPage>((resolve) => answers.push(resolve)),
    );
    store.swipe('passed');
    store.swipe('passed');
    store.swipe('passed');
    await settle();
    expect(api.fetchPage).toHaveBeenLastCalledWith(null, 'c1');
    store.redeal();
    await settle();
    expect(api.fetchPage).toHaveBeenLastCalledWith(null, null);
    answers[0]?.(page([6]));
    await settle();
    expect(store.getSnapshot().status).toBe('loading');
    answers[1]?.(page([9]));
    await settle();
    expect(ids(store.getSnapshot().cards)).toEqual([9]);
  });

  it('deals the cards back when the page fails, or is only the copy kept on the device', async () => {
    for (const fail of [
      () => Promise.reject(new Error('503: Unavailable')),
      () => Promise.resolve({ ...page([4, 5]), offline: true }),
    ]) {
      const { api, store } = await dealt(fail);
      store.swipe('liked');
      store.redeal();
      await settle();
      expect(ids(store.getSnapshot().cards)).toEqual([2, 3, 4, 5]);
      expect(store.getSnapshot().status).toBe('cards');
      // The pass goes on where it was: its next page is the one after the cursor it had.
      store.swipe('passed');
      store.swipe('passed');
      await settle();
      expect(api.fetchPage).toHaveBeenLastCalledWith(null, 'c1');
    }
  });

  it('puts a card undone while the page loads on top of what comes back', async () => {
    const { store } = await dealt(() => Promise.reject(new Error('503: Unavailable')));
    store.swipe('passed');
    store.redeal();
    store.undo();
    expect(ids(store.getSnapshot().cards)).toEqual([1]);
    await settle();
    expect(ids(store.getSnapshot().cards)).toEqual([1, 2, 3, 4, 5]);
  });
});
