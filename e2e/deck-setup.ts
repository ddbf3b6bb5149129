import { expect, type Locator, type Page } from '@playwright/test';
import type pg from 'pg';

const DAY_MS = 86_400_000;

export interface TestEvent {
  title: string;
  category?: string;
  borough?: string;
  description?: string;
  price?: string;
  sourceUrl?: string | null;
  likeCount?: number;
  /** Everyone's swipes of it, loves included (the like count when unset). */
  swipeCount?: number;
  movie?: { startDate: string; endDate: string };
  /** The time text; the start stays at 8:00 PM whatever it says. */
  time?: string;
}

let batch = 0;

/** A title no other test (or the demo catalogue) can share. */
export function uniqueTitle(name: string): string {
  batch += 1;
  return `${name} ${process.pid}-${Date.now()}-${batch}`;
}

/** A day `days` from now as YYYY-MM-DD. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Marks every event but `keep` passed by the user two years ago: off their deck, and so long ago
 * that the deck's taste model has forgotten them. Fresh passes would teach it a taste (a weekday
 * or the weekend, say) that reorders what is left as the calendar moves.
 */
export async function passAllLongAgo(db: pg.Pool, userId: string, keep: readonly number[] = []) {
  await db.query(
    `INSERT INTO user_events (user_id, event_id, action, created_at, updated_at)
     SELECT $1, id, 'passed', now() - interval '2 years', now() - interval '2 years'
     FROM events WHERE NOT (id = ANY($2::bigint[]))`,
    [userId, keep],
  );
}

/**
 * Signs up a fresh user whose deck holds exactly `events`, in the given order: every existing
 * event is marked passed for them two years ago (so long ago that the deck's taste model has
 * forgotten them and starts neutral), then the events are inserted a week apart, which is the
 * order a neutral deck deals them in. A week, so all fall on one weekday: a love of the first
 * then lifts none of the others over the next by its day of the week, which the deck learns
 * (docs/deck-ranking.md#the-taste-model). Once any of them carries a like or swipe count, the deck
 * draws popularity for each person (docs/deck-ranking.md#signals-from-other-people): give such
 * events counts that no draw can reorder where the test needs an order.
 */
export async function arrangeDeck(
  page: Page,
  db: pg.Pool,
  login: (role: 'user' | 'newcomer') => Promise<unknown>,
  events: TestEvent[],
  role: 'user' | 'newcomer' = 'user',
): Promise<{ userId: string; ids: number[] }> {
  await login(role);
  const me = await page.context().request.get('/api/auth/user');
  const { id: userId } = (await me.json()) as { id: string };
  await passAllLongAgo(db, userId);
  const ids: number[] = [];
  for (const [i, e] of events.entries()) {
    const date = daysFromNow(10 + i * 7);
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO events (title, description, date, time, starts_at, venue, price, category,
         source, image_url, source_url, like_count, swipe_count, is_movie, start_date, end_date,
         borough)
       VALUES ($1, $2, $3, $11, ($3::date + time '20:00') AT TIME ZONE 'America/New_York',
         'Test Venue', $4, $5, 'manual', NULL, $6, $7, $12, $8, $9, $10, $13)
       RETURNING id`,
      [
        e.title,
        e.description ?? 'An event made for this test.',
        date,
        e.price ?? '$10',
        e.category ?? 'music',
        e.sourceUrl ?? null,
        e.likeCount ?? 0,
        e.movie !== undefined,
        e.movie?.startDate ?? null,
        e.movie?.endDate ?? null,
        e.time ?? '8:00 PM',
        e.swipeCount ?? e.likeCount ?? 0,
        e.borough ?? null,
      ],
    );
    ids.push(Number(rows[0]!.id));
  }
  return { userId, ids };
}

/** The deck's live top card (the waiting card behind it is hidden from the accessibility tree). */
export function topCard(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title });
}

/**
 * Drags the top card with the mouse in small steps, like a hand would. `pauseMs` between
 * steps makes a slow drag, whose release speed stays under the flick threshold.
 */
export async function dragCard(page: Page, title: string, dx: number, dy: number, pauseMs = 0) {
  const card = topCard(page, title);
  await expect(card).toBeVisible();
  // A card coming back (undo) or moving up is still animating: grab it where it comes to rest,
  // or the press lands beside it and the drag is no swipe.
  let box = await card.boundingBox();
  await expect
    .poll(async () => {
      const now = await card.boundingBox();
      const settled = JSON.stringify(now) === JSON.stringify(box);
      box = now;
      return settled;
    })
    .toBe(true);
  if (!box) throw new Error(`Card ${title} has no box`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 3;
  const steps = 10;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i += 1) {
    await page.mouse.move(x + (dx * i) / steps, y + (dy * i) / steps);
    if (pauseMs) await page.waitForTimeout(pauseMs);
  }
  await page.mouse.up();
}

/** The user's recorded action for an event, or null. */
export async function swipeOf(db: pg.Pool, userId: string, eventId: number) {
  const { rows } = await db.query<{ action: string }>(
    'SELECT action FROM user_events WHERE user_id = $1 AND event_id = $2',
    [userId, eventId],
  );
  return rows[0]?.action ?? null;
}
