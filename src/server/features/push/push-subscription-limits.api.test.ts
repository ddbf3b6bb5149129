import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '#server/db/schema/push.ts';
import { MAX_SUBSCRIPTIONS_PER_ACCOUNT } from '#server/features/push/save-subscription.ts';
import { as, createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keys = { p256dh: 'B' + 'A'.repeat(86), auth: 'c2VjcmV0LXNlY3JldC0xNg' };
const subscribe = (cookie: string, endpoint: string, k = keys) =>
  t.app.inject(
    as(cookie, { method: 'POST', url: '/api/push/subscriptions', payload: { endpoint, keys: k } }),
  );
const holder = async (endpoint: string) =>
  (await t.database.db.select().from(pushSubscriptions)).find((r) => r.endpoint === endpoint)
    ?.userId;

describe('push subscription ownership and limits', () => {
  it("refuses another account's endpoint without its secret, and keeps it with its owner", async () => {
    const owner = await signUp(t.app);
    const thief = await signUp(t.app);
    const endpoint = 'https://push.example.com/send/taken';
    expect((await subscribe(owner.cookie, endpoint)).statusCode).toBe(204);
    const res = await subscribe(thief.cookie, endpoint, { ...keys, auth: 'b3RoZXItc2VjcmV0LTE2' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT' });
    expect(await holder(endpoint)).toBe(owner.user.id);
  });

  it('moves the endpoint when the same browser (same secret) signs in as someone else', async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    const endpoint = 'https://push.example.com/send/shared-browser';
    expect((await subscribe(first.cookie, endpoint)).statusCode).toBe(204);
    expect((await subscribe(second.cookie, endpoint)).statusCode).toBe(204);
    expect(await holder(endpoint)).toBe(second.user.id);
  });

  it(`stops at ${MAX_SUBSCRIPTIONS_PER_ACCOUNT} browsers per account, and still renews one of them`, async () => {
    const { cookie } = await signUp(t.app);
    const endpoints = Array.from(
      { length: MAX_SUBSCRIPTIONS_PER_ACCOUNT },
      (_, i) => `https://push.example.com/send/many-${i}-${cookie.length}`,
    );
    for (const endpoint of endpoints) {
      expect((await subscribe(cookie, endpoint)).statusCode).toBe(204);
    }
    const over = await subscribe(cookie, 'https://push.example.com/send/one-too-many');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/at most 10 browsers/);
    expect((await subscribe(cookie, endpoints[0]!)).statusCode).toBe(204);
  });
});
