import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { as } from './test-app.ts';

/**
 * Every card of one pass of the person's deck, following `X-Next-Cursor` to its end. The deck
 * deals a few cards a page, and which come first follows the account (docs/deck-ranking.md), so a
 * test of what is on the deck reads the whole pass.
 */
export async function deckPass<T = { id: number; title: string }>(
  app: FastifyInstance,
  cookie: string,
): Promise<T[]> {
  const dealt: T[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 200; page++) {
    const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const res = await app.inject(as(cookie, { method: 'GET', url: `/api/events/unseen${query}` }));
    expect(res.statusCode).toBe(200);
    dealt.push(...(res.json() as T[]));
    cursor = res.headers['x-next-cursor'] as string | undefined;
    if (!cursor) return dealt;
  }
  throw new Error('The pass did not end within 200 pages');
}
