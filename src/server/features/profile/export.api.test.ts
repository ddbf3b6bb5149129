import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, session } from '#server/db/schema/auth.ts';
import { payments } from '#server/db/schema/business.ts';
import { calendarSettings } from '#server/db/schema/calendar-settings.ts';
import { userEvents } from '#server/db/schema/user-events.ts';
import { addBusinessEvent, markPaid, newBusiness } from '#test/support/data/business-fixtures.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import {
  adminCookie,
  as,
  createTestApp,
  signUp,
  type TestApp,
} from '#test/support/server/test-app.ts';
import { nycToday } from '#shared/time.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (cookie: string, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject(as(cookie, { method, url, payload }));

interface Export {
  account: Record<string, unknown>;
  swipes: { action: string; event: { id: number; title: string } }[];
  calendarSettings: Record<string, unknown>;
  preferences: Record<string, unknown>;
  business: unknown;
}

describe('GET /api/users/me/export', () => {
  it("downloads the caller's own data and nobody else's, without secrets", async () => {
    const me = await signUp(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    const other = await signUp(t.app, { firstName: 'Alan', lastName: 'Turing' });
    const [mine, theirs, shared] = await insertEvents(t.database.db, [
      makeEvent({ title: 'My show' }),
      makeEvent({ title: 'Their show' }),
      makeEvent({ title: 'Shared show' }),
    ]);
    await call(me.cookie, 'POST', '/api/user-events', { eventId: mine!.id, action: 'liked' });
    await call(me.cookie, 'POST', '/api/user-events', { eventId: shared!.id, action: 'maybe' });
    await call(other.cookie, 'POST', '/api/user-events', { eventId: theirs!.id, action: 'liked' });
    await call(other.cookie, 'POST', '/api/user-events', { eventId: shared!.id, action: 'liked' });
    await call(me.cookie, 'PATCH', '/api/users/me/calendar-settings', {
      appleCalendarPreference: 'auto',
    });
    await call(other.cookie, 'PATCH', '/api/users/me/preferences', { priceRange: '50-plus' });
    await call(me.cookie, 'PATCH', '/api/users/me/preferences', { homeNeighborhood: 'Astoria' });
    // A feed token and Google tokens exist only sealed in the database.
    expect((await call(me.cookie, 'GET', '/api/calendar/feed')).statusCode).toBe(200);
    await t.database.db
      .update(calendarSettings)
      .set({
        googleConnected: true,
        googleAccessToken: 'sealed-access',
        googleRefreshToken: 'sealed-refresh',
      })
      .where(eq(calendarSettings.userId, me.user.id));

    const res = await call(me.cookie, 'GET', '/api/users/me/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="swipenyc-export-${nycToday()}.json"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as Export;
    expect(body.account).toMatchObject({
      id: me.user.id,
      email: me.user.email,
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    expect(new Date(body.account.createdAt as string).getTime()).not.toBeNaN();
    expect(body.swipes.map((s) => [s.event.id, s.action])).toEqual([
      [mine!.id, 'liked'],
      [shared!.id, 'maybe'],
    ]);
    expect(body.calendarSettings).toEqual({
      googleCalendarConnected: true,
      appleCalendarPreference: 'auto',
      autoAddToCalendar: false,
    });
    expect(body.preferences).toMatchObject({ homeNeighborhood: 'Astoria', priceRange: 'any' });
    expect(body.business).toBeNull();

    // Nothing secret and nothing of the other user's appears anywhere in the file.
    const [settings] = await t.database.db
      .select()
      .from(calendarSettings)
      .where(eq(calendarSettings.userId, me.user.id));
    const [login] = await t.database.db
      .select()
      .from(account)
      .where(eq(account.userId, me.user.id));
    const sessions = await t.database.db
      .select()
      .from(session)
      .where(eq(session.userId, me.user.id));
    const secrets = [
      login!.password!,
      settings!.feedToken!,
      settings!.feedTokenHash!,
      'sealed-access',
      'sealed-refresh',
      ...sessions.map((s) => s.token),
      other.user.id,
      other.user.email,
      'Their show',
      'Turing',
    ];
    for (const secret of secrets) expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(/password|token|"role"|banned/i);
  });

  it('exports every swipe of a large history exactly once', async () => {
    const { cookie, user: me } = await signUp(t.app);
    const rows = await insertEvents(
      t.database.db,
      Array.from({ length: 1203 }, () => makeEvent()),
    );
    await t.database.db.insert(userEvents).values(
      rows.map((e, i) => ({
        userId: me.id,
        eventId: e.id,
        action: (['liked', 'passed', 'maybe'] as const)[i % 3]!,
      })),
    );
    const res = await call(cookie, 'GET', '/api/users/me/export');
    const ids = (res.json() as Export).swipes.map((s) => s.event.id);
    expect(ids).toHaveLength(1203);
    expect(new Set(ids)).toEqual(new Set(rows.map((e) => e.id)));
    await t.database.db.execute(sql`DELETE FROM user_events WHERE user_id = ${me.id}`);
  });

  it('carries the business account and every event it submitted', async () => {
    const me = await newBusiness(t.app, { companyName: 'Export Hall', phone: '' });
    const other = await newBusiness(t.app, { companyName: 'Not Mine' });
    const draft = await addBusinessEvent(t.app, me.cookie, { title: 'Draft night' });
    const shown = await addBusinessEvent(t.app, me.cookie, { title: 'Shown night' });
    await addBusinessEvent(t.app, other.cookie, { title: 'Other night' });
    await markPaid(t.database.db, shown.id, new Date('2030-01-01T12:00:00Z'));
    await t.database.db.insert(payments).values({
      businessEventId: shown.id,
      provider: 'local',
      providerRef: 'local-ref-secret',
      amountCents: 500,
      currency: 'usd',
    });
    const published = await call(
      await adminCookie(t.app),
      'POST',
      `/api/admin/business-events/${shown.id}/publish`,
    );

    const res = await call(me.cookie, 'GET', '/api/users/me/export');
    expect(res.statusCode).toBe(200);
    const { business } = res.json() as { business: Record<string, unknown> };
    expect(business).toEqual({
      account: {
        companyName: 'Export Hall',
        businessType: 'venue',
        contactName: 'Kim Park',
        email: 'bookings@bluedoor.example',
        phone: null,
        website: 'https://bluedoor.example',
        description: 'Live jazz every night.',
        isApproved: true,
        createdAt: me.account.createdAt,
      },
      events: [
        expect.objectContaining({
          id: shown.id,
          title: 'Shown night',
          status: 'live',
          paidAt: '2030-01-01T12:00:00.000Z',
          eventId: published.json().eventId,
        }),
        expect.objectContaining({
          id: draft.id,
          title: 'Draft night',
          status: 'unpaid',
          paidAt: null,
          eventId: null,
        }),
      ],
    });
    expect(res.body).not.toContain('Other night');
    expect(res.body).not.toContain('local-ref-secret');
  });

  it("refuses another user's export", async () => {
    const { cookie, user: me } = await signUp(t.app);
    const other = await signUp(t.app);
    expect((await call(cookie, 'GET', `/api/users/${me.id}/export`)).statusCode).toBe(200);
    expect((await call(cookie, 'GET', `/api/users/${other.user.id}/export`)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/users/me/export' });
    expect(anonymous.statusCode).toBe(401);
  });
});
