import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';
import { DEFAULT_PREFERENCES } from '#shared/schemas/profile.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (cookie: string, url = '/api/users/me/preferences') =>
  t.app.inject(as(cookie, { method: 'GET', url }));
const patch = (cookie: string, payload: unknown, url = '/api/users/me/preferences') =>
  t.app.inject(as(cookie, { method: 'PATCH', url, payload: payload as object }));

describe('/api/users/me/preferences', () => {
  it('answers the defaults before anything is saved', async () => {
    const { cookie } = await signUp(t.app);
    const res = await get(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_PREFERENCES);
  });

  it('saves one field at a time and keeps the rest', async () => {
    const { cookie } = await signUp(t.app);
    const other = await signUp(t.app);
    expect((await patch(cookie, { preferredTime: 'evening' })).json()).toEqual({
      ...DEFAULT_PREFERENCES,
      preferredTime: 'evening',
    });
    await patch(cookie, { priceRange: 'under-25' });
    await patch(cookie, { maxDistanceMiles: 5 });
    await patch(cookie, { notifications: true });
    const saved = {
      notifications: true,
      preferredTime: 'evening',
      priceRange: 'under-25',
      homeNeighborhood: null,
      maxDistanceMiles: 5,
      lovedCategories: [],
      homeBorough: null,
      tasteIntroDone: false,
    };
    expect((await get(cookie)).json()).toEqual(saved);
    expect((await patch(cookie, { maxDistanceMiles: null })).json()).toEqual({
      ...saved,
      maxDistanceMiles: null,
    });
    // Another user's preferences are their own.
    expect((await get(other.cookie)).json()).toEqual(DEFAULT_PREFERENCES);
  });

  it('takes a home neighborhood from the list only, in its listed spelling', async () => {
    const { cookie } = await signUp(t.app);
    const res = await patch(cookie, { homeNeighborhood: '  hell’s kitchen ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'homeNeighborhood: Choose a neighborhood from the list',
    });
    expect((await patch(cookie, { homeNeighborhood: "HELL'S KITCHEN" })).json()).toMatchObject({
      homeNeighborhood: "Hell's Kitchen",
    });
    for (const homeNeighborhood of ['Atlantis', '', 'Chelsea\u0000']) {
      expect((await patch(cookie, { homeNeighborhood })).statusCode, homeNeighborhood).toBe(400);
    }
    expect((await get(cookie)).json()).toMatchObject({ homeNeighborhood: "Hell's Kitchen" });
    expect((await patch(cookie, { homeNeighborhood: null })).json()).toMatchObject({
      homeNeighborhood: null,
    });
  });

  it('keeps the first-visit picks and that the step was answered', async () => {
    const { cookie } = await signUp(t.app);
    const picks = {
      lovedCategories: ['comedy', 'music'],
      homeBorough: 'Queens',
      tasteIntroDone: true,
    };
    expect((await patch(cookie, picks)).json()).toEqual({ ...DEFAULT_PREFERENCES, ...picks });
    expect((await get(cookie)).json()).toMatchObject(picks);
    for (const body of [
      { lovedCategories: ['comedy', 'knitting'] },
      { lovedCategories: 'comedy' },
      { homeBorough: 'Jersey City' },
      { tasteIntroDone: 'yes' },
    ]) {
      expect((await patch(cookie, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await get(cookie)).json()).toMatchObject(picks);
  });

  it('refuses values outside the choices, unknown fields and empty changes', async () => {
    const { cookie } = await signUp(t.app);
    for (const body of [
      {},
      { preferredTime: 'noon' },
      { priceRange: 'cheap' },
      { maxDistanceMiles: 3 },
      { notifications: 'yes' },
      { userId: 'someone' },
    ]) {
      expect((await patch(cookie, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await get(cookie)).json()).toEqual(DEFAULT_PREFERENCES);
  });

  it("answers under the user's own id, never another's", async () => {
    const { cookie, user } = await signUp(t.app);
    const other = await signUp(t.app);
    expect((await get(cookie, `/api/users/${user.id}/preferences`)).statusCode).toBe(200);
    const own = await patch(cookie, { priceRange: 'free' }, `/api/users/${user.id}/preferences`);
    expect(own.json()).toMatchObject({ priceRange: 'free' });
    const url = `/api/users/${other.user.id}/preferences`;
    expect((await get(cookie, url)).statusCode).toBe(403);
    expect((await patch(cookie, { priceRange: 'free' }, url)).statusCode).toBe(403);
    expect((await get(other.cookie)).json()).toEqual(DEFAULT_PREFERENCES);
  });
});
