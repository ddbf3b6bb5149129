import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, session, user } from '#server/db/schema/auth.ts';
import { businessAccounts, businessEvents } from '#server/db/schema/business.ts';
import { calendarSettings } from '#server/db/schema/calendar-settings.ts';
import { events } from '#server/db/schema/events.ts';
import { userEvents } from '#server/db/schema/user-events.ts';
import { userPreferences } from '#server/db/schema/user-preferences.ts';
import { DEMO_PASSWORD, DEMO_USERNAME } from '#server/auth/demo-account.ts';
import { addBusinessEvent, markPaid, newBusiness } from '#test/support/data/business-fixtures.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import {
  adminCookie,
  as,
  cookieFrom,
  createTestApp,
  signUp,
  type TestApp,
} from '#test/support/server/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (
  cookie: string,
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject(as(cookie, { method, url, payload }));
const deleteMe = (cookie: string, payload: object = { confirm: 'DELETE' }, url = '/api/users/me') =>
  call(cookie, 'DELETE', url, payload);
const rowsOf = async (userId: string) => {
  const db = t.database.db;
  return {
    user: await db.select().from(user).where(eq(user.id, userId)),
    sessions: await db.select().from(session).where(eq(session.userId, userId)),
    accounts: await db.select().from(account).where(eq(account.userId, userId)),
    swipes: await db.select().from(userEvents).where(eq(userEvents.userId, userId)),
    calendar: await db.select().from(calendarSettings).where(eq(calendarSettings.userId, userId)),
    preferences: await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)),
  };
};

describe('DELETE /api/users/me', () => {
  it('removes the user and everything they own, and keeps like counts exact', async () => {
    const me = await signUp(t.app, { email: 'leaving@example.com', password: 'secret123' });
    const other = await signUp(t.app);
    const [both, mineOnly, passed] = await insertEvents(t.database.db, [
      makeEvent(),
      makeEvent(),
      makeEvent(),
    ]);
    for (const [eventId, action] of [
      [both!.id, 'liked'],
      [mineOnly!.id, 'liked'],
      [passed!.id, 'passed'],
    ] as const) {
      await call(me.cookie, 'POST', '/api/user-events', { eventId, action });
    }
    await call(other.cookie, 'POST', '/api/user-events', { eventId: both!.id, action: 'liked' });
    await call(me.cookie, 'PATCH', '/api/users/me/calendar-settings', { autoAddToCalendar: true });
    await call(me.cookie, 'PATCH', '/api/users/me/preferences', { preferredTime: 'morning' });
    const before = await rowsOf(me.user.id);
    expect(Object.values(before).every((rows) => rows.length > 0)).toBe(true);

    const res = await deleteMe(me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    // The browser is told to forget the session cookie.
    const cleared = [res.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(/better-auth\.session_token=;.*Max-Age=0/);

    const after = await rowsOf(me.user.id);
    expect(Object.values(after).every((rows) => rows.length === 0)).toBe(true);
    const counts = await t.database.db
      .select({ id: events.id, likes: events.likeCount })
      .from(events)
      .where(inArray(events.id, [both!.id, mineOnly!.id, passed!.id]))
      .orderBy(events.id);
    expect(counts.map((c) => c.likes)).toEqual([1, 0, 0]);
    // The other user keeps everything.
    expect((await rowsOf(other.user.id)).swipes).toHaveLength(1);
    expect((await call(other.cookie, 'GET', '/api/auth/user')).statusCode).toBe(200);
  });

  it('removes the business account, its events and what they put on the deck', async () => {
    const me = await newBusiness(t.app);
    const other = await newBusiness(t.app);
    const draft = await addBusinessEvent(t.app, me.cookie);
    const shown = await addBusinessEvent(t.app, me.cookie);
    const theirs = await addBusinessEvent(t.app, other.cookie);
    const admin = await adminCookie(t.app);
    const liveIds: number[] = [];
    for (const id of [shown.id, theirs.id]) {
      await markPaid(t.database.db, id);
      const res = await call(admin, 'POST', `/api/admin/business-events/${id}/publish`);
      liveIds.push(res.json().eventId);
    }
    const [myLive, theirLive] = liveIds as [number, number];
    await call(other.cookie, 'POST', '/api/user-events', { eventId: myLive, action: 'liked' });

    expect((await deleteMe(me.cookie)).statusCode).toBe(200);

    const db = t.database.db;
    expect(
      await db.select().from(businessAccounts).where(eq(businessAccounts.id, me.account.id)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(businessEvents)
        .where(inArray(businessEvents.id, [draft.id, shown.id])),
    ).toEqual([]);
    expect(await db.select().from(events).where(eq(events.id, myLive))).toEqual([]);
    // The other business and its live event stay; the swipe on the removed event went with it.
    expect(await db.select().from(events).where(eq(events.id, theirLive))).toHaveLength(1);
    expect((await rowsOf(other.user.id)).swipes).toEqual([]);
    expect(
      await db.select().from(businessEvents).where(eq(businessEvents.id, theirs.id)),
    ).toHaveLength(1);
  });

  it('kills the old cookie and the credentials', async () => {
    const me = await signUp(t.app, { email: 'gone@example.com', password: 'secret123' });
    expect((await deleteMe(me.cookie)).statusCode).toBe(200);
    expect((await call(me.cookie, 'GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await deleteMe(me.cookie)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'gone@example.com', password: 'secret123' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('asks for DELETE typed out and leaves the account alone otherwise', async () => {
    const me = await signUp(t.app);
    for (const payload of [{}, { confirm: 'delete' }, { confirm: 'yes' }]) {
      const res = await deleteMe(me.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await deleteMe(me.cookie, {})).json()).toMatchObject({
      message: 'confirm: Type DELETE to confirm',
    });
    expect((await rowsOf(me.user.id)).user).toHaveLength(1);
  });

  it("refuses to delete another user's account", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    expect((await deleteMe(me.cookie, undefined, `/api/users/${other.user.id}`)).statusCode).toBe(
      403,
    );
    expect((await rowsOf(other.user.id)).user).toHaveLength(1);
    expect((await deleteMe(me.cookie, undefined, `/api/users/${me.user.id}`)).statusCode).toBe(200);
  });

  it('keeps the demo account', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/demo-login',
      payload: { username: DEMO_USERNAME, password: DEMO_PASSWORD },
    });
    const res = await deleteMe(cookieFrom(login));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'DEMO_ACCOUNT' });
    expect(
      await t.database.db.select().from(user).where(eq(user.username, DEMO_USERNAME)),
    ).toHaveLength(1);
  });

  it('keeps the last admin, but lets one of several go', async () => {
    const admin = await adminCookie(t.app);
    const last = await deleteMe(admin);
    expect(last.statusCode).toBe(403);
    expect(last.json()).toMatchObject({ message: 'The last admin account cannot be deleted' });

    const second = await signUp(t.app);
    await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, second.user.id));
    expect((await deleteMe(second.cookie)).statusCode).toBe(200);
    expect((await deleteMe(admin)).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/auth/user')).statusCode).toBe(200);
  });
});
