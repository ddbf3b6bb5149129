import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOR_DEMO_MESSAGE } from '#server/auth/guards.ts';
import { DEMO_PASSWORD, DEMO_USERNAME } from '#server/auth/demo-account.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { as, cookieFrom, createTestApp, type TestApp } from '#test/support/server/test-app.ts';

const DEMO = { username: DEMO_USERNAME, password: DEMO_PASSWORD };
const DEMO_EMAIL = 'demo@swipenyc.local';

let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: DEMO });
  demo = cookieFrom(res);
});
afterAll(() => t.close());

// Everything that stores, pays for or changes something on the shared account's behalf.
const REFUSED = [
  'DELETE /api/users/:id',
  'GET /api/users/:id/export',
  'PATCH /api/users/:id/calendar-settings',
  'PATCH /api/users/:id/preferences',
  'POST /api/auth/password',
  'POST /api/business/checkout',
  'POST /api/business/events',
  'POST /api/business/images',
  'POST /api/business/signup',
  'POST /api/payments/local/:sessionId/complete',
  'POST /api/push/subscriptions',
];

describe('the demo account is a visitor', () => {
  it('is refused exactly the routes that own, pay or change something', () => {
    const flagged = t.app.apiRoutes
      .filter((r) => r.notForDemo && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    expect(flagged.sort()).toEqual(REFUSED);
  });

  it.each(REFUSED)('answers %s with 403 and a clear message', async (route) => {
    const [method, url] = route.split(' ') as [string, string];
    const res = await t.app.inject(
      as(demo, {
        method: method as 'GET',
        url: url.replace(':id', 'me').replace(':sessionId', 'cs_test'),
        payload: method === 'GET' ? undefined : {},
      }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: NOT_FOR_DEMO_MESSAGE, code: 'DEMO_ACCOUNT' });
  });

  it('still swipes, sees its deck and reads its profile', async () => {
    const [e] = await insertEvents(t.database.db, [makeEvent()]);
    const deck = await t.app.inject(as(demo, { method: 'GET', url: '/api/events/unseen' }));
    expect(deck.statusCode).toBe(200);
    const swipe = await t.app.inject(
      as(demo, {
        method: 'POST',
        url: '/api/user-events',
        payload: { eventId: e!.id, action: 'liked' },
      }),
    );
    expect(swipe.statusCode).toBe(201);
    const prefs = await t.app.inject(as(demo, { method: 'GET', url: '/api/users/me/preferences' }));
    expect(prefs.statusCode).toBe(200);
  });
});

describe('with DEMO_LOGIN=off', () => {
  let off: TestApp;
  beforeAll(async () => {
    // A second server on the same database, as after an operator turns demo sign-in off.
    off = await createTestApp({ DEMO_LOGIN: 'off' }, { database: t.database });
  });
  afterAll(() => off.close());

  it('the demo account cannot sign in by any route', async () => {
    const tries = [
      { url: '/api/auth/demo-login', payload: DEMO, status: 404 },
      { url: '/api/auth/login', payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD } },
      {
        url: '/api/auth/login',
        payload: { email: 'Demo@SwipeNYC.local', password: DEMO_PASSWORD },
      },
      { url: '/api/auth/admin-login', payload: DEMO },
    ];
    for (const { url, payload, status = 401 } of tries) {
      const res = await off.app.inject({ method: 'POST', url, payload });
      expect({ url, status: res.statusCode }).toEqual({ url, status });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('a session the demo account already had opens nothing', async () => {
    const me = (app: TestApp) => app.app.inject(as(demo, { method: 'GET', url: '/api/auth/user' }));
    expect((await me(t)).statusCode).toBe(200);
    expect((await me(off)).statusCode).toBe(401);
  });

  it('the same password form still signs other people in', async () => {
    const res = await off.app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { username: 'admin', password: 'admin-password-1' },
    });
    expect(res.statusCode).toBe(200);
  });
});
