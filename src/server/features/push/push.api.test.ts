import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '#server/db/schema/push.ts';
import { as, createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keys = {
  p256dh: 'B' + 'A'.repeat(86),
  auth: 'c2VjcmV0LXNlY3JldC0xNg',
};
const subscribe = (cookie: string, endpoint: string, k = keys) =>
  t.app.inject(
    as(cookie, { method: 'POST', url: '/api/push/subscriptions', payload: { endpoint, keys: k } }),
  );
const rows = () => t.database.db.select().from(pushSubscriptions);

describe('push subscriptions', () => {
  it('gives every caller the same public key, generated once and kept', async () => {
    const { cookie } = await signUp(t.app);
    const first = await t.app.inject(as(cookie, { method: 'GET', url: '/api/push/public-key' }));
    const second = await t.app.inject(as(cookie, { method: 'GET', url: '/api/push/public-key' }));
    expect(first.statusCode).toBe(200);
    // An uncompressed P-256 point, base64url: 65 bytes.
    expect(Buffer.from(first.json().publicKey, 'base64url')).toHaveLength(65);
    expect(second.json()).toEqual(first.json());
  });

  it("stores the browser's subscription for the signed-in user, and moves it when another signs in", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const endpoint = 'https://push.example.com/send/abc123';
    expect((await subscribe(a.cookie, endpoint)).statusCode).toBe(204);
    expect((await rows()).find((r) => r.endpoint === endpoint)?.userId).toBe(a.user.id);
    expect((await subscribe(b.cookie, endpoint)).statusCode).toBe(204);
    expect((await rows()).filter((r) => r.endpoint === endpoint).map((r) => r.userId)).toEqual([
      b.user.id,
    ]);
  });

  it("forgets only the caller's own subscription", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const endpoint = 'https://push.example.com/send/own';
    await subscribe(a.cookie, endpoint);
    const del = (cookie: string) =>
      t.app.inject(
        as(cookie, { method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint } }),
      );
    expect((await del(b.cookie)).statusCode).toBe(204);
    expect((await rows()).some((r) => r.endpoint === endpoint)).toBe(true);
    expect((await del(a.cookie)).statusCode).toBe(204);
    expect((await rows()).some((r) => r.endpoint === endpoint)).toBe(false);
  });

  it('refuses plain http, private addresses and malformed keys with 400', async () => {
    const { cookie } = await signUp(t.app);
    for (const endpoint of [
      'http://push.example.com/x',
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://[::1]/x',
      'https://169.254.169.254/latest',
      'not a url',
    ]) {
      const res = await subscribe(cookie, endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    const badKeys = await subscribe(cookie, 'https://push.example.com/y', {
      p256dh: 'short',
      auth: 'with spaces !!!!!!!',
    });
    expect(badKeys.statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(res.statusCode).toBe(401);
  });
});
