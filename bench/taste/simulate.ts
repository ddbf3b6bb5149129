import { PREFETCH_AT } from '#client/features/discover/lib/deck-store.ts';
import { register, type Session } from '../server.ts';
import { cardKey, type CatalogueEvent } from './catalogue.ts';
import type { Person } from './people.ts';
import type { Swiped } from './taste.ts';
import { seededRandom } from '../random.ts';

/** The page the app's deck asks for (src/client/features/discover/api/get-unseen-events.ts). */
export const DECK_PAGE_SIZE = 20;

interface DeckCard {
  id: number;
  title: string;
  date: string;
  time: string;
  venue: string;
  category: string;
}

export type Action = 'liked' | 'maybe' | 'passed';

/** A card they did not love is a "maybe" only when its chance was in this range. */
export const MIDDLING = [0.25, 0.6] as const;

/**
 * The answer to a card of chance `chance`: loved with that chance; else "maybe" with the
 * person's `maybe` rate when the card was middling; else a pass.
 */
export function actionFor(random: () => number, chance: number, maybe: number): Action {
  if (random() < chance) return 'liked';
  if (chance >= MIDDLING[0] && chance <= MIDDLING[1] && random() < maybe) return 'maybe';
  return 'passed';
}

/**
 * What one person was dealt, in order: each card's hidden like chance as they met it (at the
 * taste in force at that swipe, tired by their recent loves), and its category.
 */
export interface Dealt {
  person: Person;
  chances: number[];
  categories: string[];
  loved: number;
  maybes: number;
}

interface Swiper {
  person: Person;
  session: Session;
  queue: DeckCard[];
  cursor: string | null;
  dealt: Dealt;
  swiped: Swiped[];
  random: () => number;
}

async function call(session: Session, url: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, {
    ...init,
    headers: { cookie: session.cookie, 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${url} → ${res.status} ${await res.text()}`);
  return res;
}

/**
 * The next page of the person's deck, behind the cards in hand, with the cursor the app would
 * pass back.
 */
async function refill(baseUrl: string, s: Swiper) {
  const query = new URLSearchParams({ limit: String(DECK_PAGE_SIZE) });
  if (s.cursor) query.set('cursor', s.cursor);
  const res = await call(s.session, `${baseUrl}/api/events/unseen?${query.toString()}`);
  s.queue = [...s.queue, ...((await res.json()) as DeckCard[])];
  s.cursor = res.headers.get('x-next-cursor');
}

/**
 * Every person swipes `swipes` cards through the HTTP API, one card each in turn (as people
 * using the app at the same time would), answering each as `actionFor` draws, and asks for pages
 * when the app would. `catalogue` is keyed by `cardKey`. Returns what each was dealt.
 */
export async function simulateSwipes(
  baseUrl: string,
  people: readonly Person[],
  catalogue: ReadonlyMap<string, CatalogueEvent>,
  opts: { swipes: number; seed: number; runId: string },
): Promise<Dealt[]> {
  const swipers: Swiper[] = [];
  for (const [i, person] of people.entries()) {
    const session = await register(baseUrl, {
      email: `taste-${opts.runId}-${person.name}@bench.local`,
      password: 'taste-bench-1',
    });
    swipers.push({
      person,
      session,
      queue: [],
      cursor: null,
      dealt: { person, chances: [], categories: [], loved: 0, maybes: 0 },
      swiped: [],
      random: seededRandom(opts.seed * 1000 + i),
    });
  }
  for (let round = 0; round < opts.swipes; round += 1) {
    for (const s of swipers) {
      if (s.queue.length === 0) await refill(baseUrl, s);
      // A deck that ran dry starts over from the top, as the app does.
      if (s.queue.length === 0 && s.cursor === null) continue;
      const card = s.queue.shift();
      if (!card) continue;
      const event = catalogue.get(cardKey(card));
      if (!event) throw new Error(`The deck dealt an event outside the catalogue: ${card.title}`);
      const chance = s.person.chance(event, s.swiped.length, s.swiped);
      const action = actionFor(s.random, chance, s.person.taste.maybe);
      await call(s.session, `${baseUrl}/api/user-events`, {
        method: 'POST',
        body: JSON.stringify({ eventId: card.id, action }),
      });
      s.swiped.push({ event, loved: action === 'liked' });
      s.dealt.chances.push(chance);
      s.dealt.categories.push(event.category);
      if (action === 'liked') s.dealt.loved += 1;
      if (action === 'maybe') s.dealt.maybes += 1;
      // As the app does: the next page once PREFETCH_AT cards are left and the swipe is saved.
      if (s.queue.length <= PREFETCH_AT && s.cursor !== null) await refill(baseUrl, s);
    }
  }
  return swipers.map((s) => s.dealt);
}
