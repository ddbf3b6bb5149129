import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markPaid } from '#test/support/data/business-fixtures.ts';
import {
  insertBusinessAccount,
  insertBusinessEvent,
} from '#test/support/data/payment-test-data.ts';
import {
  authorizationTable,
  pushEndpoint,
  type Role,
  type World,
} from '#test/security/authorization-table.ts';
import { ownerSnapshot } from '#test/security/owner-snapshot.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import {
  adminCookie,
  as,
  cookieFrom,
  createTestApp,
  signUp,
  type TestApp,
} from '#test/support/server/test-app.ts';

const PASSWORD = 'secret123';

/**
 * Admin operations at the paths the product's original description gives them, its published
 * contract (docs/ARCHITECTURE.md#one-path-for-each-operation); every other admin route is under
 * /api/admin/.
 */
const PUBLISHED_ADMIN_PATHS = new Set([
  '/api/events',
  '/api/events/:eventId',
  '/api/events/bulk-edit',
  '/api/events/bulk-delete',
  '/api/events/bulk-upload',
  '/api/events/bulk-upload/preview',
  '/api/events/batches',
  '/api/events/batch/undo',
  '/api/events/csv-template',
  '/api/events/export/csv',
  '/api/events/generate-mock',
  '/api/events/cleanup',
  '/api/upload/image',
  '/api/analytics',
  '/api/crawl/status',
  '/api/crawl/demo',
  '/api/scrape-real-events',
  '/api/time/nyc',
]);
/** Path parameters that name something one user owns; B and C must get 403 or 404 with A's. */
const OWNED_PARAMS = /:(id|businessEventId|sessionId)\b/;

let t: TestApp;
let world: World;
const cookies = {} as Record<Exclude<Role, 'anonymous'>, string>;
const emails = {} as Record<'user' | 'other' | 'business', string>;
let address = 0;

async function signedUp(role: 'user' | 'other' | 'business') {
  const { cookie, user } = await signUp(t.app, { password: PASSWORD });
  cookies[role] = cookie;
  emails[role] = user.email;
  return user;
}

beforeAll(async () => {
  t = await createTestApp({ CRAWLER_SOURCES: '[]' });
  const db = t.database.db;
  cookies.admin = await adminCookie(t.app);
  const a = await signedUp('user');
  await signedUp('other');
  const c = await signedUp('business');
  await insertBusinessAccount(db, c.id, { companyName: 'Other Venue' });

  const account = await insertBusinessAccount(db, a.id);
  const [unpaid, toCancel, paid1, paid2] = await Promise.all(
    [1, 2, 3, 4].map(() => insertBusinessEvent(db, account.id)),
  );
  await markPaid(db, paid1!.id);
  await markPaid(db, paid2!.id);
  const events = await insertEvents(
    db,
    [1, 2, 3, 4, 5, 6].map(() => makeEvent()),
  );
  const ids = events.map((e) => e.id);

  const asA = async (opts: InjectOptions, status: number) => {
    const res = await t.app.inject(as(cookies.user, opts));
    expect(res.statusCode, `${opts.method} ${opts.url}: ${res.body}`).toBe(status);
    return res.body ? res.json() : undefined;
  };
  const swipe = (eventId: number, action: string) =>
    asA({ method: 'POST', url: '/api/user-events', payload: { eventId, action } }, 201);
  await swipe(ids[0]!, 'liked');
  await swipe(ids[1]!, 'maybe');
  const checkout = (eventId: number) =>
    asA({ method: 'POST', url: '/api/business/checkout', payload: { eventId } }, 200);
  const sessionOf = (r: { checkoutUrl: string }) => r.checkoutUrl.split('/').pop()!;
  const feed = await asA({ method: 'GET', url: '/api/calendar/feed' }, 200);
  await asA(
    {
      method: 'PATCH',
      url: '/api/users/me/calendar-settings',
      payload: { appleCalendarPreference: 'auto', autoAddToCalendar: true },
    },
    200,
  );
  await asA(
    { method: 'PATCH', url: '/api/users/me/preferences', payload: { priceRange: 'free' } },
    200,
  );
  await asA(
    {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: {
        endpoint: pushEndpoint('user'),
        keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
      },
    },
    204,
  );
  world = {
    userId: a.id,
    email: a.email,
    likedEventId: ids[0]!,
    maybeEventId: ids[1]!,
    spareEventIds: [ids[2]!, ids[3]!, ids[4]!, ids[5]!],
    businessEventId: unpaid!.id,
    paidEventIds: [paid1!.id, paid2!.id],
    sessionId: sessionOf(await checkout(unpaid!.id)),
    cancelSessionId: sessionOf(await checkout(toCancel!.id)),
    feedToken: /feed\/([\w-]+)\.ics/.exec(feed.url)![1]!,
  };
});
afterAll(() => t?.close());

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** A session of the role's own for a call that ends it, so the role's main session lives on. */
async function freshCookie(role: Role): Promise<string | undefined> {
  if (role === 'anonymous') return undefined;
  if (role === 'admin') return adminCookie(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: emails[role], password: PASSWORD },
  });
  return cookieFrom(res);
}

async function callAs(role: Role, routeKey: string) {
  const row = authorizationTable[routeKey]!;
  const cookie =
    role === 'anonymous' ? undefined : row.freshSession ? await freshCookie(role) : cookies[role];
  address += 1;
  const opts = { ...row.call(world, role), remoteAddress: `10.88.0.${(address % 250) + 1}` };
  return t.app.inject(cookie ? as(cookie, opts) : opts);
}

describe('authorization matrix', () => {
  it('covers exactly the routes the server has', () => {
    const routes = new Set(t.app.apiRoutes.map(key));
    const covered = (k: string) =>
      k in authorizationTable ||
      (k.startsWith('HEAD ') && `GET ${k.slice(5)}` in authorizationTable);
    expect(
      [...routes].filter((k) => !covered(k)),
      'routes missing from the table',
    ).toEqual([]);
    expect(
      Object.keys(authorizationTable).filter((k) => !routes.has(k)),
      'table rows for routes that do not exist',
    ).toEqual([]);
  });

  it('serves admin routes under /api/admin, but for the paths the product description names', () => {
    const outside = t.app.apiRoutes.filter(
      (r) =>
        r.access === 'admin' &&
        !r.url.startsWith('/api/admin/') &&
        !PUBLISHED_ADMIN_PATHS.has(r.url),
    );
    expect(outside.map(key)).toEqual([]);
  });

  it('follows the access each route declares', () => {
    for (const route of t.app.apiRoutes.filter((r) => r.method !== 'HEAD')) {
      const { expect: statuses } = authorizationTable[key(route)]!;
      const where = key(route);
      if (route.access === 'public') continue;
      expect(statuses.anonymous, where).toBe(401);
      expect(statuses.admin, where).not.toBe(401);
      if (route.access === 'admin') {
        expect([statuses.user, statuses.other, statuses.business], where).toEqual([403, 403, 403]);
      }
      if (OWNED_PARAMS.test(route.url)) {
        expect([403, 404], where).toContain(statuses.other);
        expect([403, 404], where).toContain(statuses.business);
      }
    }
  });

  it("gives every role the answer the table expects, and others never change A's rows", async () => {
    const mismatches: string[] = [];
    const before = await ownerSnapshot(t.database.db, world.userId);
    // A last, since A's own calls pay, regenerate and finally delete the account.
    for (const role of ['anonymous', 'other', 'business', 'admin', 'user'] as const) {
      for (const routeKey of Object.keys(authorizationTable)) {
        const res = await callAs(role, routeKey);
        const wanted = authorizationTable[routeKey]!.expect[role];
        if (res.statusCode !== wanted) {
          mismatches.push(
            `${role} ${routeKey}: ${res.statusCode} (want ${wanted}) ${res.body.slice(0, 160)}`,
          );
        }
        if (role === 'admin' && res.statusCode === 403) {
          expect(res.json().message, routeKey).not.toBe('Admin access required');
        }
        if (routeKey.startsWith('GET ')) {
          const head = await t.app.inject(headOf(role, routeKey));
          if (head.statusCode !== res.statusCode) {
            mismatches.push(
              `${role} HEAD ${routeKey.slice(4)}: ${head.statusCode} (GET ${res.statusCode})`,
            );
          }
        }
      }
      if (role === 'business') {
        expect(await ownerSnapshot(t.database.db, world.userId)).toEqual(before);
      }
    }
    expect(mismatches).toEqual([]);
  }, 180_000);
});

/** The HEAD twin of a GET row's call, as the same role. */
function headOf(role: Role, routeKey: string): InjectOptions {
  address += 1;
  const opts = {
    ...authorizationTable[routeKey]!.call(world, role),
    method: 'HEAD' as const,
    remoteAddress: `10.88.1.${(address % 250) + 1}`,
  };
  const cookie = role === 'anonymous' ? undefined : cookies[role];
  return cookie ? as(cookie, opts) : opts;
}
