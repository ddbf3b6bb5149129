import { randomUUID } from 'node:crypto';
import { and, gt, inArray, like, sql } from 'drizzle-orm';
import { DEMO_PEOPLE_DOMAIN, DEMO_PEOPLE_EMAIL_PATTERN } from '#server/auth/demo-people.ts';
import type { Db } from '#server/db/client.ts';
import { user } from '#server/db/schema/auth.ts';
import { events } from '#server/db/schema/events.ts';
import { userEvents } from '#server/db/schema/user-events.ts';
import { noteLikesChanged } from '#server/events/like-changes.ts';
import { stillListed } from '#server/events/still-listed.ts';
import type { CategoryId } from '#shared/categories.ts';
import type { Borough } from '#shared/nyc/boroughs.ts';
import type { SwipeAction } from '#shared/schemas/user-events.ts';

/*
 * The demo people (docs/product.md#demo-data): a few dozen accounts with tastes, whose swipes
 * give Hot and the deck's co-likes something real to read. Their swipes are spread over the
 * last days, so Hot's recency weighting has something to weigh; a start-up with no demo swipe
 * from the last day adds a fresh round on events they have not swiped yet.
 */

/** A taste: the categories someone loves, and the ones they pass on. */
interface Taste {
  loves: readonly CategoryId[];
  passes: readonly CategoryId[];
}

const tastes: readonly Taste[] = [
  { loves: ['music', 'nightlife', 'dance'], passes: ['lecture', 'meditation', 'tours'] },
  { loves: ['art', 'museum', 'lecture', 'tours'], passes: ['nightlife', 'sports'] },
  { loves: ['food', 'festival', 'other'], passes: ['lecture', 'yoga'] },
  { loves: ['outdoor', 'yoga', 'meditation', 'sports'], passes: ['nightlife', 'comedy'] },
  { loves: ['theater', 'comedy', 'movie'], passes: ['sports', 'outdoor'] },
  { loves: ['museum', 'festival', 'outdoor', 'movie'], passes: ['nightlife'] },
];

const FIRST_NAMES =
  'Maya Jordan Priya Leo Camila Noah Aisha Sam Elena Marcus Nora Theo Yuki Omar Hazel Diego Ruth Kofi Iris Mateo June Ravi Ada Felix Lena Tariq Rosa Ben Mira Hugo Zara Eli Pia Cole Ines Jonah'.split(
    ' ',
  );
const BOROUGHS: readonly Borough[] = ['Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island'];

export const DEMO_PEOPLE_COUNT = FIRST_NAMES.length;
/** Swipes each person makes in one round: enough for co-likes, few enough to leave Hot uneven. */
const SWIPES_PER_ROUND = 30;
/** Of a round's swipes, best first: the first loves, then maybes, and the rest passes. */
const LOVES_PER_ROUND = 12;
const MAYBES_PER_ROUND = 6;
/** Over how many past hours a round's swipes are spread. */
const ROUND_HOURS = 96;
/** A round is added at start-up when the newest demo swipe is older than this. */
const FRESH_HOURS = 24;

/** mulberry32, seeded per person and round so a round is reproducible in tests. */
function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const demoPeople = like(user.email, DEMO_PEOPLE_EMAIL_PATTERN);

interface Candidate {
  id: number;
  category: string;
  borough: string | null;
}

/**
 * How much one person wants an event: their taste, their home borough, and the event's own
 * appeal, which every person shares, so a few events become clear favourites.
 */
function appetite(person: number, e: Candidate, random: () => number): number {
  const taste = tastes[person % tastes.length]!;
  const home = BOROUGHS[person % BOROUGHS.length];
  const appeal = ((e.id * 2654435761) >>> 0) / 4294967296;
  let score = appeal * 1.6 + random() * 1.2;
  if ((taste.loves as readonly string[]).includes(e.category)) score += 2;
  if ((taste.passes as readonly string[]).includes(e.category)) score -= 2;
  if (e.borough === home) score += 0.6;
  return score;
}

function actionFor(rank: number): SwipeAction {
  if (rank < LOVES_PER_ROUND) return 'liked';
  if (rank < LOVES_PER_ROUND + MAYBES_PER_ROUND) return 'maybe';
  return 'passed';
}

/** Creates the demo people that are missing; returns every demo person's id, in order. */
async function ensurePeople(db: Db): Promise<string[]> {
  const existing = await db
    .select({ id: user.id, username: user.username })
    .from(user)
    .where(demoPeople);
  const byName = new Map(existing.map((p) => [p.username, p.id]));
  const missing = FIRST_NAMES.map((first, i) => ({ first, username: `demo-person-${i + 1}` }))
    .filter((p) => !byName.has(p.username))
    .map((p) => ({
      id: randomUUID(),
      name: `${p.first} (demo)`,
      firstName: p.first,
      lastName: '',
      email: `${p.username}@${DEMO_PEOPLE_DOMAIN}`,
      username: p.username,
    }));
  if (missing.length > 0) await db.insert(user).values(missing);
  for (const p of missing) byName.set(p.username, p.id);
  return FIRST_NAMES.map((_, i) => byName.get(`demo-person-${i + 1}`)!);
}

/**
 * One round of swipes: each person swipes on listed events they have not swiped yet, in order
 * of appetite, at times spread over the last `ROUND_HOURS`; like and swipe counts move with
 * them in the same transaction.
 */
async function addSwipeRound(db: Db, people: string[], now: Date, round: number) {
  const candidates = await db
    .select({ id: events.id, category: events.category, borough: events.borough })
    .from(events)
    .where(stillListed('events', now));
  if (candidates.length === 0) return 0;
  const swiped = await db
    .select({ userId: userEvents.userId, eventId: userEvents.eventId })
    .from(userEvents)
    .where(inArray(userEvents.userId, people));
  const seen = new Set(swiped.map((s) => `${s.userId}:${s.eventId}`));
  const rows = people.flatMap((userId, person) => {
    const random = rng((person + 1) * 7919 + round);
    return (
      candidates
        .filter((e) => !seen.has(`${userId}:${e.id}`))
        .map((e) => ({ e, score: appetite(person, e, random) }))
        .sort((a, b) => b.score - a.score || a.e.id - b.e.id)
        // The best-liked events and the least: a person swipes what the deck shows them first,
        // and passes on what they do not want.
        .filter(
          (_, i, all) =>
            i < LOVES_PER_ROUND + MAYBES_PER_ROUND ||
            i >= all.length - (SWIPES_PER_ROUND - LOVES_PER_ROUND - MAYBES_PER_ROUND),
        )
        .map(({ e }, rank) => {
          // Recent hours more often than old ones: a square of a uniform number leans to zero.
          const hoursAgo = random() ** 2 * ROUND_HOURS;
          const at = new Date(now.getTime() - hoursAgo * 3_600_000);
          return { userId, eventId: e.id, action: actionFor(rank), createdAt: at, updatedAt: at };
        })
    );
  });
  if (rows.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(userEvents)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing();
    }
    const counts = new Map<number, { loves: number; swipes: number }>();
    for (const r of rows) {
      const c = counts.get(r.eventId) ?? { loves: 0, swipes: 0 };
      c.swipes += 1;
      if (r.action === 'liked') c.loves += 1;
      counts.set(r.eventId, c);
    }
    const values = sql.join(
      [...counts].map(([id, c]) => sql`(${id}::bigint, ${c.loves}::int, ${c.swipes}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE events e SET like_count = e.like_count + v.loves, swipe_count = e.swipe_count + v.swipes
      FROM (VALUES ${values}) AS v(id, loves, swipes)
      WHERE e.id = v.id
    `);
  });
  noteLikesChanged(db);
  return rows.length;
}

/**
 * Creates the demo people when missing and gives them a round of swipes when they have none
 * from the last day. Returns the number of swipes added.
 */
export async function seedDemoPeople(db: Db, now = new Date()): Promise<number> {
  const people = await ensurePeople(db);
  const fresh = await db
    .select({ id: userEvents.id })
    .from(userEvents)
    .where(
      and(
        inArray(userEvents.userId, people),
        gt(userEvents.updatedAt, new Date(now.getTime() - FRESH_HOURS * 3_600_000)),
      ),
    )
    .limit(1);
  if (fresh.length > 0) return 0;
  return addSwipeRound(db, people, now, Math.floor(now.getTime() / 86_400_000));
}

/**
 * Removes the demo people and their swipes (SEED_DEMO=off), taking their loves and swipes back
 * out of the events' counts in the same transaction, as account deletion does.
 */
export async function removeDemoPeople(db: Db): Promise<number> {
  const removed = await db.transaction(async (tx) => {
    await tx.execute(sql`
      WITH removed AS (
        DELETE FROM user_events
        WHERE user_id IN (SELECT id FROM "user" WHERE email LIKE ${DEMO_PEOPLE_EMAIL_PATTERN})
        RETURNING event_id, action
      ),
      per_event AS (
        SELECT event_id, count(*) FILTER (WHERE action = 'liked')::int AS loves,
               count(*)::int AS swipes
        FROM removed GROUP BY event_id
      )
      UPDATE events e SET like_count = e.like_count - p.loves, swipe_count = e.swipe_count - p.swipes
      FROM per_event p
      WHERE e.id = p.event_id
    `);
    return tx.delete(user).where(demoPeople).returning({ id: user.id });
  });
  if (removed.length > 0) noteLikesChanged(db);
  return removed.length;
}
