import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, queryRows } from '#server/db/client.ts';
import { memoryReport, type RssSample } from '#test/soak/memory-trend.ts';
import {
  runAdmin,
  runUser,
  signUpUser,
  Traffic,
  type VirtualUser,
} from '#test/soak/virtual-users.ts';
import {
  adminCookie,
  rssMegabytes,
  startServer,
  type ServerProcess,
} from '#test/support/server/server-process.ts';

// Ten minutes of mixed traffic on one real server (SOAK_SECONDS=60 for a quick local check).
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
/** A ceiling on requests as well as on time, so a very fast server cannot run away. */
const MAX_REQUESTS = Number(process.env.SOAK_MAX_REQUESTS ?? SECONDS * 150);
const USERS = 20;
/** RSS settles once PGlite's buffers and V8's heap have grown to their working size. */
const WARM_UP_SECONDS = Math.min(120, SECONDS / 3);
const SAMPLE_SECONDS = Math.min(10, SECONDS / 12);

const dataDir = mkdtempSync(path.join(tmpdir(), 'swipenyc-soak-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it(`serves ${USERS} users and an admin for ${SECONDS} s without errors or lost swipes, and reports its memory`, async () => {
  server = await startServer({
    dataDir,
    // The demo people's likes would add to the counts this test checks against its own users.
    env: {
      SEED_DEMO: 'on',
      SEED_DEMO_PEOPLE: 'off',
      JOBS: 'off',
      AUTH_RATE_LIMIT: '10000',
      LOG_LEVEL: 'warn',
    },
  });
  const pid = server.child.pid!;
  const admin = await adminCookie(server);

  const traffic = new Traffic(server.base);
  const users: VirtualUser[] = [];
  for (let n = 0; n < USERS; n += 1) users.push(await signUpUser(traffic, n));
  const started = Date.now();
  traffic.begin(SECONDS, MAX_REQUESTS);

  const samples: RssSample[] = [];
  const sample = () => samples.push({ at: (Date.now() - started) / 1000, mb: rssMegabytes(pid) });
  sample();
  const sampler = setInterval(sample, SAMPLE_SECONDS * 1000);
  try {
    await Promise.all([...users.map((u) => runUser(traffic, u)), runAdmin(traffic, admin)]);
  } finally {
    clearInterval(sampler);
  }
  sample();
  const elapsed = (Date.now() - started) / 1000;

  // Every user's swipes as the server lists them, against what they believe they stored.
  const believedLikes = new Map<number, number>();
  const mismatches: string[] = [];
  for (const [n, user] of users.entries()) {
    const res = await traffic.call<{ eventId: number; action: string }[]>(
      'check',
      user.cookie,
      'GET',
      '/api/user-events?pageSize=500',
    );
    const stored = Object.fromEntries((res?.body ?? []).map((s) => [s.eventId, s.action]));
    if (!isDeepStrictEqual(stored, Object.fromEntries(user.stored))) {
      mismatches.push(`user ${n}: server ${JSON.stringify(stored)}`);
    }
    for (const [eventId, action] of user.stored) {
      if (action === 'liked') believedLikes.set(eventId, (believedLikes.get(eventId) ?? 0) + 1);
    }
  }

  const counts = Object.fromEntries(traffic.counts);
  const total = [...traffic.counts.values()].reduce((a, b) => a + b, 0);
  console.log(
    [
      `Soak: ${elapsed.toFixed(0)} s, ${total} requests (${(total / elapsed).toFixed(1)}/s)` +
        (traffic.budgetSpent ? `, request budget of ${MAX_REQUESTS} spent` : ''),
      `Requests by type: ${JSON.stringify(counts)}`,
      `Swipes believed stored: ${users.reduce((a, u) => a + u.stored.size, 0)}`,
      `RSS samples (s: MB): ${samples.map((s) => `${s.at.toFixed(0)}: ${s.mb.toFixed(0)}`).join(', ')}`,
    ].join('\n'),
  );

  expect(traffic.errors.slice(0, 20)).toEqual([]);
  expect(mismatches).toEqual([]);

  expect(await server.stop()).toBe(0);
  server = undefined;
  // The server has closed the embedded database; open it here and check every like count.
  const database = await openDatabase({ dataDir });
  try {
    const rows = await queryRows<{ id: number; like_count: number; liked: number }>(
      database.db,
      sql`SELECT e.id, e.like_count,
            (SELECT count(*)::int FROM user_events u WHERE u.event_id = e.id AND u.action = 'liked') AS liked
          FROM events e WHERE e.like_count > 0 OR EXISTS
            (SELECT 1 FROM user_events u WHERE u.event_id = e.id AND u.action = 'liked')
          ORDER BY e.id`,
    );
    expect(rows.filter((r) => r.like_count !== r.liked)).toEqual([]);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.like_count]))).toEqual(
      Object.fromEntries(believedLikes),
    );
  } finally {
    await database.close();
  }

  // Memory is reported, not asserted: see memoryReport.
  console.log(memoryReport(samples, WARM_UP_SECONDS).join('\n'));
});
