import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '#server/db/schema/auth.ts';
import { queryRows } from '#server/db/client.ts';
import { as, createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie: string) =>
  t.app.inject(as(cookie, { method: 'GET', url: '/api/users/me/stats' }));

/** The session token in a better-auth cookie header (`name=token.signature`). */
const tokenOf = (cookie: string) =>
  decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;

async function expiresAt(token: string) {
  const [row] = await t.database.db
    .select({ expiresAt: session.expiresAt })
    .from(session)
    .where(eq(session.token, token));
  return row?.expiresAt;
}

describe('session check on guarded routes', () => {
  it('lets a signed-in cookie through and refuses it at once after sign-out', async () => {
    const { cookie } = await signUp(t.app);
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await t.app.inject(as(cookie, { method: 'POST', url: '/api/auth/logout' }));
    expect(out.statusCode).toBeLessThan(300);
    const after = await me(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("refuses a deleted account's cookie at once", async () => {
    const { cookie } = await signUp(t.app);
    const del = await t.app.inject(
      as(cookie, { method: 'DELETE', url: '/api/users/me', payload: { confirm: 'DELETE' } }),
    );
    expect(del.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuses a cookie whose signature does not match its token', async () => {
    const { cookie } = await signUp(t.app);
    const other = await signUp(t.app);
    // A real token under another session's signature, and a real token with no signature.
    const forged = cookie.replace(/\.[^.;]+(?=;|$)/, /\.[^.;]+(?=;|$)/.exec(other.cookie)![0]);
    expect(forged).not.toBe(cookie);
    expect((await me(forged)).statusCode).toBe(401);
    const token = tokenOf(cookie);
    expect((await me(`better-auth.session_token=${token}`)).statusCode).toBe(401);
  });

  it('refuses an expired session and removes it', async () => {
    const { cookie } = await signUp(t.app);
    const token = tokenOf(cookie);
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await expiresAt(token)).toBeUndefined();
  });

  it('extends a session that is due for refresh, as better-auth does', async () => {
    const { cookie } = await signUp(t.app);
    const token = tokenOf(cookie);
    // Two days left of the seven: older than the one-day refresh age.
    const due = new Date(Date.now() + 2 * 86_400_000);
    await t.database.db.update(session).set({ expiresAt: due }).where(eq(session.token, token));
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await expiresAt(token))!.getTime()).toBeGreaterThan(due.getTime() + 86_400_000);
  });

  it('reads the role from the database on every request', async () => {
    const { cookie, user } = await signUp(t.app);
    const admin = () => t.app.inject(as(cookie, { method: 'GET', url: '/api/admin/events' }));
    expect((await admin()).statusCode).toBe(403);
    await queryRows(t.database.db, sql`UPDATE "user" SET role = 'admin' WHERE id = ${user.id}`);
    expect((await admin()).statusCode).not.toBe(403);
    await queryRows(t.database.db, sql`UPDATE "user" SET role = 'user' WHERE id = ${user.id}`);
    expect((await admin()).statusCode).toBe(403);
  });

  it("reads better-auth's __Secure- cookie under an https public address", async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://swipe.example' });
    try {
      const { cookie } = await signUp(secure.app);
      expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
      const res = await secure.app.inject(
        as(cookie, { method: 'GET', url: '/api/users/me/stats' }),
      );
      expect(res.statusCode).toBe(200);
      const plainName = cookie.replace('__Secure-', '');
      const refused = await secure.app.inject(
        as(plainName, { method: 'GET', url: '/api/users/me/stats' }),
      );
      expect(refused.statusCode).toBe(401);
    } finally {
      await secure.close();
    }
  });
});
