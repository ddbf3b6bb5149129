import { measure, measureAlone, type BenchContext } from './load.ts';

const DECK_PATH = '/api/events/unseen';

/**
 * One page fetched up front: a deck that comes back empty or short of a full page (4 cards while
 * the model learns, 6 after; docs/deck-ranking.md#paging) would make the numbers meaningless.
 */
async function checkDeck(ctx: BenchContext, cookie: string, who: string) {
  const res = await fetch(`${ctx.load.baseUrl}${DECK_PATH}`, { headers: { cookie } });
  const cards = (await res.json()) as unknown[];
  if (res.status !== 200 || cards.length < 4 || !res.headers.get('x-next-cursor')) {
    throw new Error(
      `${DECK_PATH} for the ${who} answered ${res.status} with ${cards.length} cards`,
    );
  }
}

/**
 * The first deck page for a user with no swipes and for one with 100k, at full load
 * and (`alone`) from one connection.
 */
export async function unseenBench(ctx: BenchContext, { alone = true } = {}) {
  await checkDeck(ctx, ctx.newUser.cookie, 'new user');
  await checkDeck(ctx, ctx.heavyUser.cookie, 'heavy user');
  const fresh = { name: 'unseen-new', path: DECK_PATH, headers: { cookie: ctx.newUser.cookie } };
  const heavy = {
    name: 'unseen-heavy',
    path: DECK_PATH,
    headers: { cookie: ctx.heavyUser.cookie },
  };
  const busy = [await measure(ctx.load, fresh), await measure(ctx.load, heavy)];
  if (!alone) return busy;
  return [...busy, await measureAlone(ctx.load, fresh), await measureAlone(ctx.load, heavy)];
}
