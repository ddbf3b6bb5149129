import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { as } from './test-app.ts';

/**
 * Every card of one pass of the person's deck, following `X-Next-Cursor` to its end. The deck
 * deals a few cards a page, and which come first follows the account (docs/deck-ranking.md), so a
 * test of what is on the deck reads the whole pass. `limit` is the page the request asks for;
 * `act` runs on each card as it comes (the n-th card of the pass), before the next page is read,
 * as a person swiping through it would.
 */
export async function deckPass<T = { id: number; title: string }>(
  app: FastifyInstance,
  cookie: string,
  opts: { limit?: number; act?: ((card: T, n: number) => Promise<unknown>) | undefined } = {},
): Promise<T[]> {
  const dealt: T[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 200; page++) {
    const query = new URLSearchParams();
    if (opts.limit !== undefined) query.set('limit', String(opts.limit));
    if (cursor) query.set('cursor', cursor);
    const url = `/api/events/unseen${query.size > 0 ? `?${query.toString()}` : ''}`;
    const res = await app.inject(as(cookie, { method: 'GET', url }));
    expect(res.statusCode).toBe(200);
    for (const card of res.json() as T[]) {
      dealt.push(card);
      await opts.act?.(card, dealt.length);
    }
    cursor = res.headers['x-next-cursor'] as string | undefined;
    if (!cursor) return dealt;
  }
  throw new Error('The pass did not end within 200 pages');
}
