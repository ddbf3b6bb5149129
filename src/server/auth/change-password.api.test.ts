import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERNAME } from '#server/auth/demo-account.ts';
import {
  as,
  cookieFrom,
  createTestApp,
  signUp,
  type TestApp,
} from '#test/support/server/test-app.ts';
import { TEST_ADMIN } from '#test/support/server/test-admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (app: TestApp, cookie: string, payload: object) =>
  app.app.inject(as(cookie, { method: 'POST', url: '/api/auth/password', payload }));
const whoAmI = (cookie: string) =>
  t.app.inject(as(cookie, { method: 'GET', url: '/api/auth/user' }));
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('POST /api/auth/password', () => {
  it('changes the password, keeps the caller signed in and ends every other session', async () => {
    const { cookie, user } = await signUp(t.app);
    const laptop = cookieFrom(await login(user.email, 'secret123'));
    const phone = cookieFrom(await login(user.email, 'secret123'));
    expect((await whoAmI(phone)).statusCode).toBe(200);

    const res = await change(t, cookie, { currentPassword: 'secret123', newPassword: 'fresh-pw' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const fresh = cookieFrom(res);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i);

    expect((await whoAmI(fresh)).json()).toMatchObject({ id: user.id });
    for (const old of [laptop, phone, cookie]) expect((await whoAmI(old)).statusCode).toBe(401);
    expect((await login(user.email, 'secret123')).statusCode).toBe(401);
    expect((await login(user.email, 'fresh-pw')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const { cookie, user } = await signUp(t.app);
    const res = await change(t, cookie, { currentPassword: 'not-it', newPassword: 'fresh-pw' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Current password is incorrect',
      code: 'INVALID_PASSWORD',
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    expect((await login(user.email, 'secret123')).statusCode).toBe(200);
  });

  it('holds a new password to the sign-up rules', async () => {
    const { cookie } = await signUp(t.app);
    const res = await change(t, cookie, { currentPassword: 'secret123', newPassword: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({ path: 'newPassword' });
    expect(res.json().message).toMatch(/at least 6/);
    const control = await change(t, cookie, {
      currentPassword: 'secret123',
      newPassword: 'abc\u0000def',
    });
    expect(control.statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: 'secret123', newPassword: 'fresh-pw' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses to change the shared demo password', async () => {
    const demoLogin = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/demo-login',
        payload: { username: DEMO_USERNAME, password: DEMO_PASSWORD },
      });
    const cookie = cookieFrom(await demoLogin());
    expect((await whoAmI(cookie)).json()).toMatchObject({ isDemo: true });
    const res = await change(t, cookie, { currentPassword: DEMO_PASSWORD, newPassword: 'owned!!' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'DEMO_ACCOUNT',
      message: expect.stringMatching(/demo/),
    });
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    expect((await demoLogin()).statusCode).toBe(200);
  });

  it("lets the admin change the admin's own password", async () => {
    const adminLogin = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/admin-login',
        payload: { username: TEST_ADMIN.username, password },
      });
    const cookie = cookieFrom(await adminLogin(TEST_ADMIN.password));
    const res = await change(t, cookie, {
      currentPassword: TEST_ADMIN.password,
      newPassword: 'new-admin-pw',
    });
    expect(res.statusCode).toBe(200);
    expect((await adminLogin(TEST_ADMIN.password)).statusCode).toBe(401);
    expect((await adminLogin('new-admin-pw')).statusCode).toBe(200);
  });
});

describe('password change budget', () => {
  it('spends the sign-in budget, so current passwords cannot be guessed freely', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: 3 });
    try {
      const { cookie } = await signUp(limited.app);
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await change(limited, cookie, {
          currentPassword: `guess-${i}`,
          newPassword: 'fresh-pw',
        });
        codes.push(res.statusCode);
      }
      // The sign-up spent one unit of this address's budget.
      expect(codes).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
