import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCookie,
  as,
  createTestApp,
  signUp,
  type TestApp,
} from '#test/support/server/test-app.ts';

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
  // Every route's answer per role is in test/security/authorization-matrix.api.test.ts.
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
    expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
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

describe('encoded paths', () => {
  // The router decodes `%61` to `a`: access must follow the route that matched.
  const spellings = (url: string) => [
    url.replace('/api/', '/%61pi/'),
    url.replace('/api/', '/ap%69/'),
  ];

  it('guard every signed-in and admin route however its path is spelled', async () => {
    const guarded = t.app.apiRoutes.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      for (const url of spellings(callable(route.url))) {
        const call = { method: route.method as 'GET', url, payload: {} };
        const anon = await t.app.inject(call);
        expect(anon.statusCode, `${route.method} ${url}`).toBe(401);
        if (route.access === 'admin') {
          const user = await t.app.inject(as(userCookie, call));
          expect(user.statusCode, `${route.method} ${url}`).toBe(403);
        }
      }
    }
  });

  it('refuse every cross-origin write however its path is spelled', async () => {
    const writes = t.app.apiRoutes.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    expect(writes.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/auth/logout', '/api/auth/login', '/api/auth/register']),
    );
    for (const route of writes) {
      for (const url of spellings(callable(route.url))) {
        const res = await t.app.inject(
          as(userCookie, {
            method: route.method as 'POST',
            url,
            headers: { origin: 'https://evil.example' },
            payload: {},
          }),
        );
        expect(res.statusCode, `${route.method} ${url}`).toBe(403);
      }
    }
    const me = await t.app.inject(as(userCookie, { method: 'GET', url: '/api/auth/user' }));
    expect(me.statusCode).toBe(200);
  });
});

describe('hosts and origins', () => {
  it('refuses a request for a host that is not ours (DNS rebinding)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { host: 'attacker.example' },
    });
    expect(res.statusCode).toBe(421);
    expect(res.json()).toEqual({ message: 'Unknown host', code: 'UNKNOWN_HOST' });
  });

  it('refuses an Origin that merely equals a forged Host', async () => {
    const res = await t.app.inject(
      as(userCookie, {
        method: 'POST',
        url: '/api/auth/logout',
        headers: { host: 'evil.example', origin: 'http://evil.example' },
      }),
    );
    expect(res.statusCode).toBe(421);
  });

  it('answers health checks under any host', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: '10.1.2.3:3000' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('works at both loopback spellings of the default address', async () => {
    const twin = await createTestApp({ PUBLIC_URL: '', PORT: 3000, ALLOWED_ORIGINS: '' });
    try {
      for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
        const res = await twin.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { host: new URL(origin).host, origin },
          payload: { email: 'nobody@example.com', password: 'secret123' },
        });
        expect(res.statusCode, origin).toBe(401);
      }
      const other = await twin.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: 'localhost:3000', origin: 'http://localhost:4000' },
        payload: { email: 'nobody@example.com', password: 'secret123' },
      });
      expect(other.statusCode).toBe(403);
    } finally {
      await twin.close();
    }
  });

  it('accepts the extra origins of ALLOWED_ORIGINS', async () => {
    const extra = await createTestApp({ ALLOWED_ORIGINS: 'http://localhost,https://app.example' });
    try {
      const res = await extra.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: 'app.example', origin: 'https://app.example' },
        payload: { email: 'nobody@example.com', password: 'secret123' },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await extra.close();
    }
  });
});

describe('low-level errors', () => {
  it('answers an undecodable URL in our format, with security headers, without echoing it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events/%c0' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Malformed URL', code: 'BAD_REQUEST' });
    expect(res.body).not.toContain('%c0');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a NUL byte before it reaches the database', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { username: 'a\u0000b', password: 'secret123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'username: must not contain control characters' });
  });

  it('answers deeply nested JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('static files', () => {
  let site: TestApp;
  beforeAll(async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'swipenyc-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    site = await createTestApp({}, { clientDir });
  });
  afterAll(() => site.close());

  it('serves hashed assets as immutable for a year', async () => {
    const res = await site.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing upload or asset with 404, not the app page', async () => {
    for (const url of ['/uploads/nope.webp', '/%75ploads/nope.webp', '/assets/gone-1.js']) {
      const res = await site.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
    }
  });

  it('serves the app page for client routes', async () => {
    const res = await site.app.inject({ method: 'GET', url: '/my-events' });
    expect(res.statusCode).toBe(200);
    // The page carries its visitor's session, so no shared cache may keep it.
    expect(res.headers['cache-control']).toBe('private, no-cache');
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

  it('documents each operation once, at its one path', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const operations = Object.entries(doc.paths).flatMap(([url, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({ name: `${method} ${url}`, op })),
    );
    // An operation served at two paths is documented twice, alike to the letter.
    const byDocument = new Map<string, string[]>();
    for (const { name, op } of operations) {
      const key = JSON.stringify(op);
      byDocument.set(key, [...(byDocument.get(key) ?? []), name]);
    }
    expect([...byDocument.values()].filter((names) => names.length > 1)).toEqual([]);
    const apiOperations = t.app.apiRoutes.filter((r) => r.method !== 'HEAD');
    expect(operations.length).toBeGreaterThan(apiOperations.length / 2);
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
