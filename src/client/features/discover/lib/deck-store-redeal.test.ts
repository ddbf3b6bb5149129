import { describe, expect, it, vi } from 'vitest';
import type { Event } from '#shared/schemas/events.ts';
import { makeEvent } from '#test/support/client/make-event.ts';
import type { DeckPage } from '../api/get-unseen-events.ts';
import { createDeckStore, type DeckApi, type DeckListener } from './deck-store.ts';

const events = (...ids: number[]) => ids.map((id) => makeEvent({ id, title: `Event ${id}` }));
const ids = (list: readonly Event[]) => list.map((e) => e.id);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const page = (list: number[], nextCursor: string | null = null): DeckPage => ({
  events: events(...list),
  nextCursor,
});

/** A store over `fetchPage`, its first page (every category) already dealt. */
async function dealt(fetchPage: DeckApi['fetchPage'], keepCards = vi.fn()) {
  const api = {
    fetchPage: vi.fn(fetchPage),
    recordSwipe: vi.fn(async () => ({})),
    removeSwipe: vi.fn(async () => ({})),
    keepCards,
  };
  const listener: DeckListener = {
    onSaved: vi.fn(),
    onSaveFailed: vi.fn(),
    onUndone: vi.fn(),
    onUndoFailed: vi.fn(),
  };
  const swiped = new Set<number>();
  const store = createDeckStore(api, listener, swiped, page([1, 2, 3, 4, 5], 'c1'));
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
