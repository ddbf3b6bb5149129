import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  cookieFrom,
  createTestApp,
  signUp,
  type TestApp,
} from '#test/support/server/test-app.ts';

let t: TestApp;
let demoCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/demo-login',
    payload: { username: 'demo', password: 'demo1234' },
  });
  demoCookie = cookieFrom(res);
});
afterAll(() => t.close());

// better-auth's own API: reachable before, through a catch-all under /api/identity.
const closed: [string, string, object | null | undefined][] = [
  ['POST', '/api/identity/update-user', { firstName: 'x'.repeat(1_000_000) }],
  ['POST', '/api/identity/update-user', null],
  [
    'POST',
    '/api/identity/change-password',
    { currentPassword: 'demo1234', newPassword: 'owned!!' },
  ],
  ['POST', '/api/identity/change-email', { newEmail: 'owned@example.com' }],
  ['GET', '/api/identity/list-sessions', undefined],
  ['POST', '/api/identity/revoke-sessions', {}],
  ['POST', '/api/identity/sign-in/username', { username: 'demo', password: 'demo1234' }],
  ['POST', '/api/identity/sign-up/email', { email: 'a@b.co', password: 'secret123', name: 'a' }],
  ['GET', '/api/identity/get-session', undefined],
  ['POST', '/api/identity/admin/set-role', { userId: '1', role: 'admin' }],
];

describe('better-auth endpoints', () => {
  it.each(closed)('%s %s answers 404', async (method, url, payload) => {
    const call = { method: method as 'GET' | 'POST', url };
    const res = await t.app.inject(
      as(
        demoCookie,
        payload === undefined
          ? call
          : {
              ...call,
              headers: { 'content-type': 'application/json' },
              payload: JSON.stringify(payload),
            },
      ),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('leaves the demo account usable by the next visitor', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/demo-login',
      payload: { username: 'demo', password: 'demo1234' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Demo' });
  });

  it('keeps the Google sign-in callback reachable', async () => {
    const routes = t.app.apiRoutes.filter(
      (r) => r.url.startsWith('/api/identity/') && r.method !== 'HEAD',
    );
    expect(routes.map(({ method, url, access }) => ({ method, url, access }))).toEqual([
      { method: 'GET', url: '/api/identity/callback/google', access: 'public' },
    ]);
    const { cookie } = await signUp(t.app);
    // Without Google keys better-auth refuses the callback, but it is better-auth that answers.
    const res = await t.app.inject(
      as(cookie, { method: 'GET', url: '/api/identity/callback/google?code=x&state=y' }),
    );
    expect(res.statusCode).not.toBe(404);
    expect(res.statusCode).toBeLessThan(500);
  });
});
