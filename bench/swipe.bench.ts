import { measure, measureAlone, type BenchContext, type Scenario } from './load.ts';

const POOL_SIZE = 50;
const ACTIONS = [
  'liked',
  'liked',
  'liked',
  'passed',
  'passed',
  'passed',
  'passed',
  'passed',
  'passed',
  'maybe',
];

/**
 * POST /api/user-events from a pool of freshly signed-up users, each request a (user, event)
 * pair not swiped before: every swipe is a first swipe (insert + like_count update for likes),
 * as in a real deck session. `alone` adds the same from one connection.
 */
export async function swipeBench(ctx: BenchContext, { alone = true } = {}) {
  const users: { id: string; cookie: string }[] = [];
  for (let i = 0; i < POOL_SIZE; i++) users.push(await ctx.signUp());
  // Events a day or more ahead, shuffled, so swipes spread over the table like real ones.
  const events = await ctx.sql<{ id: string }>(
    `SELECT id FROM events WHERE starts_at > now() + interval '1 day' ORDER BY random() LIMIT 300000`,
  );
  const ids = events.map((e) => Number(e.id));
  // The k-th request is (user k mod P, event k): distinct pairs while k < ids.length.
  let k = 0;
  const swipe: Scenario = {
    name: 'swipe',
    method: 'POST',
    path: '/api/user-events',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req) => {
      const n = k++;
      const user = users[n % users.length]!;
      req.headers = { ...req.headers, cookie: user.cookie };
      req.body = JSON.stringify({
        eventId: ids[n % ids.length],
        action: ACTIONS[n % ACTIONS.length],
      });
      return req;
    },
  };
  const busy = await measure(ctx.load, swipe);
  return alone ? [busy, await measureAlone(ctx.load, swipe)] : [busy];
}
