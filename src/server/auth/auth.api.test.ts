import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERNAME } from '#server/auth/demo-account.ts';
import {
  adminCookie,
  as,
  cookieFrom,
  createTestApp,
  signUp,
  uniqueEmail,
  type TestApp,
} from '#test/support/server/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('register / login / logout', () => {
  it('round-trips a new account through the session cookie', async () => {
    const email = uniqueEmail();
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'secret123', firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      isAdmin: false,
    });
    const setCookie = String(reg.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await t.app.inject(as(cookieFrom(reg), { method: 'GET', url: '/api/auth/user' }));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: expect.any(String),
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      isAdmin: false,
      isDemo: false,
    });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: email.toUpperCase(), password: 'secret123' },
    });
    expect(login.statusCode).toBe(200);
    const cookie = cookieFrom(login);

    const out = await t.app.inject(as(cookie, { method: 'POST', url: '/api/auth/logout' }));
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject(as(cookie, { method: 'GET', url: '/api/auth/user' }));
    expect(after.statusCode).toBe(401);
  });

  it('answers 401 to an anonymous user query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('refuses a taken email with 409', async () => {
    const email = uniqueEmail();
    await signUp(t.app, { email });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'another123', firstName: 'B', lastName: 'C' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/exist/i);
  });

  it('refuses a short password with 400 and names the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: '12345', firstName: 'A', lastName: 'B' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({ path: 'password' });
    expect(res.json().message).toMatch(/at least 6/);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const { user } = await signUp(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'not-the-password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('nobody'), password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });
});

describe('demo and admin login', () => {
  it('signs in the demo account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/demo-login',
      payload: { username: DEMO_USERNAME, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Demo', isAdmin: false, isDemo: true });
    const me = await t.app.inject(as(cookieFrom(res), { method: 'GET', url: '/api/auth/user' }));
    expect(me.statusCode).toBe(200);
  });

  it('demo login does not sign in other accounts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/demo-login',
      payload: { username: 'admin', password: 'admin-password-1' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('admin-login accepts the admin and marks them isAdmin', async () => {
    const cookie = await adminCookie(t.app);
    const me = await t.app.inject(as(cookie, { method: 'GET', url: '/api/auth/user' }));
    expect(me.json()).toMatchObject({ isAdmin: true });
  });

  it('admin-login refuses a normal user without creating a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { username: DEMO_USERNAME, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      error: 'Invalid admin credentials',
      message: 'Invalid admin credentials',
      code: 'INVALID_LOGIN',
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('admin-login refuses a wrong admin password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { username: 'admin', password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
    // The code tells the client a refused sign-in apart from an ended session.
    expect(res.json()).toMatchObject({ success: false, code: 'INVALID_LOGIN' });
  });
});

describe('google sign-in without keys', () => {
  it('redirects back to /login with the product’s message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location), 'http://x');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe(
      'Failed to initiate Google login. Please try again.',
    );
  });
});

describe('demo login switched off', () => {
  it('answers 404', async () => {
    const off = await createTestApp({ DEMO_LOGIN: 'off' });
    try {
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/auth/demo-login',
        payload: { username: DEMO_USERNAME, password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('session cookie flags', () => {
  const flagsUnder = async (publicUrl: string) => {
    const app = await createTestApp({ PUBLIC_URL: publicUrl });
    try {
      const reg = await app.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: uniqueEmail(), password: 'secret123' },
      });
      expect(reg.statusCode).toBe(201);
      const session = ([] as string[])
        .concat(reg.headers['set-cookie'] ?? [])
        .find((c) => c.includes('session_token='));
      const me = await app.app.inject(
        as(cookieFrom(reg), { method: 'GET', url: '/api/auth/user' }),
      );
      expect(me.statusCode).toBe(200);
      return session!.split(';').map((part) => part.trim().toLowerCase());
    } finally {
      await app.close();
    }
  };

  it('marks the cookie Secure behind an https PUBLIC_URL', async () => {
    const flags = await flagsUnder('https://swipe.example.com');
    expect(flags).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'secure']));
  });

  it('leaves Secure off over plain http, where the browser would drop it', async () => {
    const flags = await flagsUnder('http://localhost:3000');
    expect(flags).toEqual(expect.arrayContaining(['httponly', 'samesite=lax']));
    expect(flags).not.toContain('secure');
  });
});
