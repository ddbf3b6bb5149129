import { cookiesOf, sendJson } from '#test/support/server/server-process.ts';
import type { SwipeAction } from '#shared/schemas/user-events.ts';

export type RequestKind =
  | 'sign-up'
  | 'deck'
  | 'swipe'
  | 're-swipe'
  | 'undo'
  | 'search'
  | 'hot'
  | 'my-events'
  | 'admin-list'
  | 'admin-edit'
  | 'check';

/** Shared by every virtual user: the clock, the request budget, and what was seen. */
export class Traffic {
  readonly counts = new Map<RequestKind, number>();
  readonly errors: string[] = [];
  private deadline = 0;
  private remaining = 0;

  constructor(readonly base: string) {}

  /** Starts the clock and the budget; until then `running` is false. */
  begin(seconds: number, budget: number) {
    this.deadline = Date.now() + seconds * 1000;
    this.remaining = budget;
  }

  get running(): boolean {
    return Date.now() < this.deadline && this.remaining > 0;
  }

  get budgetSpent(): boolean {
    return this.remaining <= 0;
  }

  /**
   * One request; any status outside `expected` (or a failed connection) is recorded as an
   * error. Answers the parsed body when the status was expected.
   */
  async call<T>(
    kind: RequestKind,
    cookie: string,
    method: string,
    url: string,
    opts: { body?: unknown; expected?: number[] } = {},
  ): Promise<{ status: number; body: T; headers: Headers } | undefined> {
    this.remaining -= 1;
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
    const expected = opts.expected ?? [200];
    try {
      const res = await sendJson(this.base, method, url, opts.body, { cookie });
      const text = await res.text();
      if (!expected.includes(res.status)) {
        this.errors.push(`${kind}: ${method} ${url} → ${res.status} ${text.slice(0, 200)}`);
        return undefined;
      }
      return {
        status: res.status,
        body: (text ? JSON.parse(text) : undefined) as T,
        headers: res.headers,
      };
    } catch (err) {
      this.errors.push(`${kind}: ${method} ${url} failed: ${(err as Error).message}`);
      return undefined;
    }
  }
}

const SEARCH_WORDS = ['jazz', 'park', 'comedy', 'museum', 'brooklyn', 'film', 'art', 'market'];
const ACTIONS: SwipeAction[] = ['liked', 'liked', 'liked', 'passed', 'passed', 'maybe'];

const pick = <T>(items: readonly T[]): T | undefined =>
  items[Math.floor(Math.random() * items.length)];
const pause = (minMs: number, maxMs: number) =>
  new Promise((resolve) => setTimeout(resolve, minMs + Math.random() * (maxMs - minMs)));

/** A signed-in person and every swipe they believe the server has stored. */
export interface VirtualUser {
  cookie: string;
  stored: Map<number, SwipeAction>;
}

export async function signUpUser(traffic: Traffic, n: number): Promise<VirtualUser> {
  const res = await sendJson(traffic.base, 'POST', '/api/auth/register', {
    email: `soak${n}.${Date.now()}@example.com`,
    password: 'soak-password-1',
    firstName: 'Soak',
    lastName: `User${n}`,
  });
  traffic.counts.set('sign-up', (traffic.counts.get('sign-up') ?? 0) + 1);
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return { cookie: cookiesOf(res), stored: new Map() };
}

interface EventJson {
  id: number;
}
interface SwipeJson {
  eventId: number;
  action: SwipeAction;
}

/** The liked events a user's My Events shows, which must be exactly what they believe. */
async function checkMyEvents(traffic: Traffic, user: VirtualUser) {
  const res = await traffic.call<SwipeJson[]>(
    'my-events',
    user.cookie,
    'GET',
    '/api/user-events/liked?pageSize=500',
  );
  if (!res) return;
  const shown = res.body.map((s) => s.eventId).sort((a, b) => a - b);
  const believed = [...user.stored]
    .filter(([, action]) => action === 'liked')
    .map(([id]) => id)
    .sort((a, b) => a - b);
  if (shown.join() !== believed.join()) {
    traffic.errors.push(`my-events: shows [${shown.join()}], believed [${believed.join()}]`);
  }
}

/** Browses the deck, swipes, re-swipes, undoes, searches and reads the lists, until time's up. */
export async function runUser(traffic: Traffic, user: VirtualUser) {
  let deck: number[] = [];
  while (traffic.running) {
    const roll = Math.random();
    if (roll < 0.25 || (roll < 0.55 && deck.length === 0 && user.stored.size === 0)) {
      const res = await traffic.call<EventJson[]>(
        'deck',
        user.cookie,
        'GET',
        '/api/events/unseen?limit=10',
      );
      deck = (res?.body ?? []).map((e) => e.id).filter((id) => !user.stored.has(id));
    } else if (roll < 0.55) {
      const fresh = Math.random() < 0.85 ? deck.shift() : undefined;
      const eventId = fresh ?? pick([...user.stored.keys()]);
      const action = pick(ACTIONS)!;
      if (eventId !== undefined) {
        // A first swipe creates the row (201); a second one on the same event changes it (200).
        const res = await traffic.call(
          fresh === undefined ? 're-swipe' : 'swipe',
          user.cookie,
          'POST',
          '/api/user-events',
          { body: { eventId, action }, expected: [fresh === undefined ? 200 : 201] },
        );
        if (res) user.stored.set(eventId, action);
      }
    } else if (roll < 0.65) {
      const eventId = pick([...user.stored.keys()]);
      if (eventId !== undefined) {
        const res = await traffic.call(
          'undo',
          user.cookie,
          'DELETE',
          `/api/user-events/${eventId}`,
        );
        if (res) user.stored.delete(eventId);
      }
    } else if (roll < 0.75) {
      const q = pick(SEARCH_WORDS)!;
      await traffic.call('search', user.cookie, 'GET', `/api/events?q=${q}&pageSize=20`);
    } else if (roll < 0.85) {
      await traffic.call('hot', user.cookie, 'GET', '/api/events/hot?limit=10');
    } else {
      await checkMyEvents(traffic, user);
    }
    await pause(100, 300);
  }
}

/** An admin correcting event descriptions: edits, never deletes, so no swipe loses its event. */
export async function runAdmin(traffic: Traffic, cookie: string) {
  let edits = 0;
  while (traffic.running) {
    const page = 1 + Math.floor(Math.random() * 5);
    const list = await traffic.call<EventJson[]>(
      'admin-list',
      cookie,
      'GET',
      `/api/events?page=${page}&pageSize=20`,
    );
    const event = pick(list?.body ?? []);
    if (event) {
      edits += 1;
      await traffic.call('admin-edit', cookie, 'PUT', `/api/events/${event.id}`, {
        body: { description: `Corrected listing, revision ${edits}.` },
      });
    }
    await pause(500, 1500);
  }
}
