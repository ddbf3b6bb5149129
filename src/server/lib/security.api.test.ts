import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, as, createTestApp, signUp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let userCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  userCookie = (await signUp(t.app)).cookie;
});
afterAll(() => t.close());

/** Fills path parameters so every route can be called. */
const callable = (url: string) => url.replace(/:[a-zA-Z]+/g, '1').replace('*', 'x');

describe('route guards', () => {
  it('has admin routes to check', () => {
    expect(t.app.apiRoutes.filter((r) => r.access === 'admin').length).toBeGreaterThan(0);
  });

  it('answers 401 to anonymous and 403 to normal users on every admin route', async () => {
    for (const route of t.app.apiRoutes.filter((r) => r.access === 'admin')) {
      const call = { method: route.method as 'GET', url: callable(route.url), payload: {} };
      const anon = await t.app.inject(call);
      expect(anon.statusCode, `${route.method} ${route.url}`).toBe(401);
      const user = await t.app.inject(as(userCookie, call));
      expect(user.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('answers 401 to anonymous callers on every signed-in route', async () => {
    const userRoutes = t.app.apiRoutes.filter((r) => r.access === 'user');
    expect(userRoutes.length).toBeGreaterThan(0);
    for (const route of userRoutes) {
      const res = await t.app.inject({ method: route.method as 'GET', url: callable(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('lets the admin through', async () => {
    const res = await t.app.inject(
      as(await adminCookie(t.app), { method: 'GET', url: '/api/time/nyc' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ timezone: 'America/New_York' });
  });
});

describe('error format', () => {
  it('answers an unknown API path with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('/api/no-such-thing') });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
  });

  it('lists the zod issues of an invalid body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'password']));
  });
});

describe('cross-site requests', () => {
  it('refuses a cross-origin logout', async () => {
    const res = await t.app.inject(
      as(userCookie, {
        method: 'POST',
        url: '/api/auth/logout',
        headers: { origin: 'https://evil.example' },
      }),
    );
    expect(res.statusCode).toBe(403);
    const me = await t.app.inject(as(userCookie, { method: 'GET', url: '/api/auth/user' }));
    expect(me.statusCode).toBe(200);
  });

  it('refuses a cross-site write without an Origin header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { email: 'a@b.co', password: 'secret123' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts a same-origin write', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: 'nobody@example.com', password: 'secret123' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('system routes', () => {
  it('reports health and the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/health']),
    );
  });

  it('sends a strict content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
  });
});

describe('rate limiting', () => {
  it('limits sign-in attempts per client', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'x@example.com', password: 'wrong' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
