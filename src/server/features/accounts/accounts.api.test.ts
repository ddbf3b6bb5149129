import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '#server/db/schema/auth.ts';
import { events } from '#server/db/schema/events.ts';
import { addBusinessEvent, markPaid, newBusiness } from '#test/support/data/business-fixtures.ts';
import {
  adminCookie,
  as,
  cookieFrom,
  createTestApp,
  signUp,
  type TestApp,
} from '#test/support/server/test-app.ts';
import { TEST_ADMIN } from '#test/support/server/test-admin.ts';
import type { AccountPage } from '#shared/schemas/admin-accounts.ts';
import { addDays, nycToday } from '#shared/time.ts';
import type { AuditPage } from '#shared/schemas/audit.ts';
import { postImage, seededPng } from '#test/support/server/upload-images.ts';

let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t.app);
  adminId = (await t.app.inject(as(admin, { method: 'GET', url: '/api/auth/user' }))).json().id;
});
afterAll(() => t?.close());

const get = (cookie: string | undefined, url: string) =>
  t.app.inject(cookie ? as(cookie, { method: 'GET', url }) : { method: 'GET', url });
const post = (cookie: string | undefined, url: string, payload?: object) => {
  const opts = { method: 'POST' as const, url, ...(payload ? { payload } : {}) };
  return t.app.inject(cookie ? as(cookie, opts) : opts);
};
const del = (cookie: string | undefined, url: string) =>
  t.app.inject(cookie ? as(cookie, { method: 'DELETE', url }) : { method: 'DELETE', url });
const login = (email: string, password = 'secret123') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const search = async (q: string) =>
  (await get(admin, `/api/admin/accounts?q=${encodeURIComponent(q)}`)).json() as AccountPage;
const audit = async (query: string) =>
  (await get(admin, `/api/admin/audit?${query}`)).json() as AuditPage;

describe('admin accounts: access', () => {
  it('refuses anonymous callers with 401 and plain users with 403 on every route', async () => {
    const { cookie } = await signUp(t.app);
    const calls = [
      (c?: string) => get(c, '/api/admin/accounts'),
      (c?: string) => post(c, `/api/admin/accounts/${adminId}/suspend`),
      (c?: string) => post(c, `/api/admin/accounts/${adminId}/restore`),
      (c?: string) => post(c, `/api/admin/accounts/${adminId}/password-reset`),
      (c?: string) => del(c, `/api/admin/accounts/${adminId}`),
      (c?: string) => get(c, '/api/admin/audit'),
    ];
    for (const call of calls) {
      expect((await call(undefined)).statusCode).toBe(401);
      expect((await call(cookie)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/admin/accounts', () => {
  it('finds accounts by a part of the email or the name, with their counts', async () => {
    const biz = await newBusiness(t.app, { companyName: 'Quokka Hall' });
    const me = (await get(biz.cookie, '/api/auth/user')).json() as { id: string; email: string };
    await t.database.db.update(user).set({ name: 'Zebedee Quokkason' }).where(eq(user.id, me.id));
    // An uploaded image counts; an event naming a picture it did not upload does not.
    const uploaded = await postImage(t.app, biz.cookie, '/api/business/images', await seededPng(8));
    expect(uploaded.statusCode).toBe(201);
    await addBusinessEvent(t.app, biz.cookie, {
      title: 'With a picture',
      imageUrl: '/uploads/abc.webp',
    });

    const byName = await search('quokkason');
    expect(byName.accounts.map((a) => a.id)).toEqual([me.id]);
    expect(byName.accounts[0]).toMatchObject({
      email: me.email,
      role: 'user',
      suspended: false,
      businessName: 'Quokka Hall',
      swipeCount: 0,
      uploadCount: 1,
    });
    const byEmail = await search(me.email.slice(0, 12).toUpperCase());
    expect(byEmail.accounts.map((a) => a.id)).toContain(me.id);
    // % and _ are letters here, not patterns.
    expect((await search('%%%')).accounts).toEqual([]);
  });

  it('pages newest first with a cursor', async () => {
    await t.database.db.insert(user).values(
      Array.from({ length: 22 }, (_, i) => ({
        id: `pager-${i}`,
        name: `Pager ${i}`,
        email: `pager${i}@paging.example`,
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, 0, i % 3)),
      })),
    );
    const first = await search('paging.example');
    expect(first.accounts).toHaveLength(20);
    expect(first.nextAfter).toBe(first.accounts.at(-1)!.id);
    const created = first.accounts.map((a) => a.createdAt);
    expect(created).toEqual(created.toSorted().reverse());
    const second = (
      await get(admin, `/api/admin/accounts?q=paging.example&after=${first.nextAfter}`)
    ).json() as AccountPage;
    expect(second.accounts).toHaveLength(2);
    expect(second.nextAfter).toBeNull();
    const ids = [...first.accounts, ...second.accounts].map((a) => a.id);
    expect(new Set(ids).size).toBe(22);
  });

  it('refuses a search of one or two characters, and an id with control characters', async () => {
    expect((await get(admin, '/api/admin/accounts?q=ab')).statusCode).toBe(400);
    expect((await post(admin, '/api/admin/accounts/%00/restore')).statusCode).toBe(400);
  });
});

describe('suspend and restore', () => {
  it("ends the person's live session at once, refuses sign-in, and restore lets them back", async () => {
    const { cookie, user: person } = await signUp(t.app);
    expect((await get(cookie, '/api/auth/user')).statusCode).toBe(200);

    const res = await post(admin, `/api/admin/accounts/${person.id}/suspend`, {
      reason: 'Spam',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sessionsRevoked: 1, account: { suspended: true } });

    expect((await get(cookie, '/api/auth/user')).statusCode).toBe(401);
    expect((await get(cookie, '/api/auth/session')).json()).toEqual({ user: null });
    const refused = await login(person.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      message: expect.stringContaining('suspended'),
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
    // A wrong password still says only that the sign-in failed.
    expect((await login(person.email, 'wrong-password')).statusCode).toBe(401);
    expect((await post(admin, `/api/admin/accounts/${person.id}/suspend`)).statusCode).toBe(409);

    const restored = await post(admin, `/api/admin/accounts/${person.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ account: { suspended: false } });
    const back = await login(person.email);
    expect(back.statusCode).toBe(200);
    expect((await get(cookieFrom(back), '/api/auth/user')).statusCode).toBe(200);
    expect((await post(admin, `/api/admin/accounts/${person.id}/restore`)).statusCode).toBe(409);
  });

  it('does not let a session opened in the same instant outlive the suspension', async () => {
    const { cookie, user: person } = await signUp(t.app);
    const [kept] = await t.database.db.select().from(session).where(eq(session.userId, person.id));
    await post(admin, `/api/admin/accounts/${person.id}/suspend`);
    // As if better-auth had written the session just after the suspension committed.
    await t.database.db.insert(session).values(kept!);
    expect((await get(cookie, '/api/auth/user')).statusCode).toBe(401);
  });

  it("takes the person's live business events off the deck", async () => {
    const biz = await newBusiness(t.app, { companyName: 'Suspended Bar' });
    const me = (await get(biz.cookie, '/api/auth/user')).json() as { id: string };
    const live = await addBusinessEvent(t.app, biz.cookie, { title: 'Live set' });
    await markPaid(t.database.db, live.id);
    expect((await post(admin, `/api/admin/business-events/${live.id}/publish`)).statusCode).toBe(
      200,
    );
    const onDeck = () =>
      t.database.db.select().from(events).where(eq(events.businessEventId, live.id));
    expect(await onDeck()).toHaveLength(1);

    const res = await post(admin, `/api/admin/accounts/${me.id}/suspend`);
    expect(res.json()).toMatchObject({ eventsUnpublished: 1 });
    expect(await onDeck()).toEqual([]);
    const queue = (await get(admin, '/api/admin/business-events')).json() as { id: number }[];
    expect(queue.map((e) => e.id)).toContain(live.id);
  });

  it('keeps the last admin: 409 LAST_ADMIN for suspend and delete', async () => {
    for (const res of [
      await post(admin, `/api/admin/accounts/${adminId}/suspend`),
      await del(admin, `/api/admin/accounts/${adminId}`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'LAST_ADMIN' });
    }
    const adminLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: TEST_ADMIN,
    });
    expect(adminLogin.statusCode).toBe(200);
  });

  it('lets one of two admins go, and refuses an admin suspending themselves', async () => {
    const { cookie, user: second } = await signUp(t.app);
    await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, second.id));
    const self = await post(cookie, `/api/admin/accounts/${second.id}/suspend`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'CONFLICT' });

    expect((await post(admin, `/api/admin/accounts/${second.id}/suspend`)).statusCode).toBe(200);
    // With the other admin suspended, the first is the last active one.
    const last = await post(cookie, `/api/admin/accounts/${adminId}/suspend`);
    expect(last.statusCode).toBe(401);
    expect((await del(admin, `/api/admin/accounts/${adminId}`)).json()).toMatchObject({
      code: 'LAST_ADMIN',
    });
    expect((await del(admin, `/api/admin/accounts/${second.id}`)).statusCode).toBe(200);
  });
});

describe('password reset and delete', () => {
  it('sends the product reset link and records it', async () => {
    const { user: person } = await signUp(t.app);
    const res = await post(admin, `/api/admin/accounts/${person.id}/password-reset`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ delivery: 'administrator' });
    const { entries } = await audit(`action=account.password_reset&targetId=${person.id}`);
    expect(entries).toHaveLength(1);
  });

  it('deletes an account through the product deletion, and the audit entry outlives it', async () => {
    const { cookie, user: person } = await signUp(t.app);
    const res = await del(admin, `/api/admin/accounts/${person.id}`);
    expect(res.statusCode).toBe(200);
    expect((await get(cookie, '/api/auth/user')).statusCode).toBe(401);
    expect((await search(person.email)).accounts).toEqual([]);
    expect((await del(admin, `/api/admin/accounts/${person.id}`)).statusCode).toBe(404);
    const { entries } = await audit(`action=account.delete&targetId=${person.id}`);
    expect(entries[0]).toMatchObject({ actorId: adminId, details: { email: person.email } });
  });
});

describe('the audit log', () => {
  it('records admin actions with who, what and the target, filtered and paged', async () => {
    const created = await post(admin, '/api/events', {
      title: 'Audited night',
      date: new Date(Date.now() + 3 * 864e5).toISOString().slice(0, 10),
      venue: 'Blue Door',
    });
    const eventId = (created.json() as { id: number }).id;
    await t.app.inject(
      as(admin, { method: 'PUT', url: `/api/events/${eventId}`, payload: { price: '$9' } }),
    );
    await t.app.inject(
      as(admin, {
        method: 'PUT',
        url: '/api/events/bulk-edit',
        payload: { eventIds: [eventId], updates: { price: '$10' } },
      }),
    );
    await post(admin, '/api/events/cleanup');
    await del(admin, `/api/events/${eventId}`);

    const { entries } = await audit(`targetType=event&targetId=${eventId}`);
    expect(entries.map((e) => e.action)).toEqual(['event.delete', 'event.update', 'event.create']);
    expect(entries[1]).toMatchObject({
      actorEmail: expect.stringContaining('@'),
      actorId: adminId,
      details: { changes: { price: '$9' } },
    });
    const bulk = await audit('action=events.bulk_edit');
    expect(bulk.entries[0]).toMatchObject({
      targetType: 'events',
      details: { eventIds: [eventId], updatedCount: 1 },
    });
    const cleanup = await audit('action=cleanup.run');
    expect(cleanup.entries[0]!.details).toMatchObject({ ok: true, expiredEvents: 0 });

    const email = entries[0]!.actorEmail;
    const mine = await audit(`actor=${encodeURIComponent(email.toUpperCase())}`);
    expect(mine.entries.length).toBeGreaterThanOrEqual(5);
    expect((await audit('actor=nobody@example.com')).entries).toEqual([]);
    expect((await audit('from=2000-01-01&to=2000-01-02')).entries).toEqual([]);
    for (const day of ['2026-02-30', '1776-59-94']) {
      expect((await get(admin, `/api/admin/audit?from=${day}`)).statusCode).toBe(400);
    }
    // The filter's days are New York days, which are not UTC's from 7 or 8 PM on.
    const today = nycToday();
    const tomorrow = addDays(today, 1);
    expect((await audit(`from=${today}&to=${tomorrow}`)).entries.length).toBeGreaterThan(0);
  });

  it('rolls the entry back with a change that fails', async () => {
    const res = await t.app.inject(
      as(admin, { method: 'PUT', url: '/api/events/999999999', payload: { price: '$1' } }),
    );
    expect(res.statusCode).toBe(404);
    expect((await audit('targetType=event&targetId=999999999')).entries).toEqual([]);
  });

  it('pages by cursor without repeating an entry', async () => {
    const all: number[] = [];
    let before: number | null = null;
    do {
      const page: AuditPage = await audit(before ? `before=${before}` : '');
      all.push(...page.entries.map((e) => e.id));
      before = page.nextBefore;
    } while (before);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(all.toSorted((a, b) => b - a));
  });
});
