import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { insertEvents, makeEvent, wellKnown } from '#test/support/server/factories.ts';
import { deckPass } from '#test/support/server/deck-pass.ts';
import { as, createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';
import { dayPartOfHour, priceBandOf } from '#shared/deck-preferences.ts';
import { addDays, eventStart, nycToday } from '#shared/time.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`TRUNCATE events RESTART IDENTITY CASCADE`);
});

const get = (cookie: string, url: string) => t.app.inject(as(cookie, { method: 'GET', url }));
const ids = (res: { json: () => unknown }) => (res.json() as { id: number }[]).map((e) => e.id);
const swipe = (cookie: string, eventId: number, action: string) =>
  t.app.inject(
    as(cookie, { method: 'POST', url: '/api/user-events', payload: { eventId, action } }),
  );

describe('GET /api/events/unseen', () => {
  it('never returns a swiped or an already started event', async () => {
    const { cookie } = await signUp(t.app);
    const started = new Date(Date.now() - 60_000);
    const [past, a, b, c] = await insertEvents(t.database.db, [
      makeEvent({ date: nycToday(), startsAt: started }),
      makeEvent({ daysAhead: 1 }),
      makeEvent({ daysAhead: 2 }),
      makeEvent({ daysAhead: 3 }),
    ]);
    await swipe(cookie, a!.id, 'passed');
    await swipe(cookie, b!.id, 'maybe');
    const res = await get(cookie, '/api/events/unseen');
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([c!.id]);
    expect(ids(res)).not.toContain(past!.id);
  });

  it('orders soonest first for a user with no likes', async () => {
    const { cookie } = await signUp(t.app);
    const rows = await insertEvents(t.database.db, [
      makeEvent({ ...wellKnown, daysAhead: 3, category: 'comedy' }),
      makeEvent({ ...wellKnown, daysAhead: 1, category: 'music' }),
      makeEvent({ ...wellKnown, daysAhead: 2, category: 'art' }),
    ]);
    expect(ids(await get(cookie, '/api/events/unseen'))).toEqual([
      rows[1]!.id,
      rows[2]!.id,
      rows[0]!.id,
    ]);
  });

  it('pulls the categories a user likes forward', async () => {
    const { cookie } = await signUp(t.app);
    const [likedComedy, soonMusic, laterComedy] = await insertEvents(t.database.db, [
      makeEvent({ ...wellKnown, daysAhead: 1, category: 'comedy' }),
      makeEvent({ ...wellKnown, daysAhead: 2, category: 'music' }),
      makeEvent({ ...wellKnown, daysAhead: 3, category: 'comedy' }),
    ]);
    expect(ids(await get(cookie, '/api/events/unseen'))).toEqual([
      likedComedy!.id,
      soonMusic!.id,
      laterComedy!.id,
    ]);
    await swipe(cookie, likedComedy!.id, 'liked');
    // All recent likes are comedy: comedy moves up to 72 h, ahead of the sooner music event.
    expect(ids(await get(cookie, '/api/events/unseen'))).toEqual([laterComedy!.id, soonMusic!.id]);
  });

  it('filters by the shared categories, older names included', async () => {
    const { cookie } = await signUp(t.app);
    const [music, comedy, movie, festival, other] = await insertEvents(t.database.db, [
      makeEvent({ category: 'music' }),
      makeEvent({ category: 'comedy' }),
      makeEvent({ category: 'movie' }),
      makeEvent({ category: 'festival' }),
      makeEvent({ category: 'other' }),
    ]);
    expect(ids(await get(cookie, '/api/events/unseen?categories=comedy'))).toEqual([comedy!.id]);
    // Every category has a chip: "other" is only "other".
    expect(new Set(ids(await get(cookie, '/api/events/unseen?categories=music,other')))).toEqual(
      new Set([music!.id, other!.id]),
    );
    expect(new Set(ids(await get(cookie, '/api/events/unseen?categories=movie,festival')))).toEqual(
      new Set([movie!.id, festival!.id]),
    );
    // A kept deck's older name ("concert", "films") selects its category.
    expect(new Set(ids(await get(cookie, '/api/events/unseen?categories=Concert,films')))).toEqual(
      new Set([music!.id, movie!.id]),
    );
    expect(ids(await get(cookie, '/api/events/unseen?categories=all'))).toEqual(
      ids(await get(cookie, '/api/events/unseen')),
    );
    expect((await get(cookie, '/api/events/unseen?categories=polka')).statusCode).toBe(400);
  });

  it('pages with a keyset cursor without gaps or repeats', async () => {
    const { cookie } = await signUp(t.app);
    const today = nycToday();
    const rows = await insertEvents(
      t.database.db,
      Array.from({ length: 25 }, (_, i) => {
        const date = addDays(today, 1 + (i % 5));
        // Several events share a start time: the id breaks the tie.
        return makeEvent({
          date,
          startsAt: eventStart(date, '8:00 PM').startsAt,
          category: i % 2 ? 'music' : 'art',
        });
      }),
    );
    const seen = (await deckPass(t.app, cookie, { limit: 7 })).map((e) => e.id);
    expect(seen).toHaveLength(25);
    expect(new Set(seen)).toEqual(new Set(rows.map((r) => r.id)));
  });

  it('deals every card once in a whole pass, liking as it goes', async () => {
    const { cookie } = await signUp(t.app);
    const today = nycToday();
    const kinds = ['comedy', 'music', 'art', 'food'];
    await insertEvents(
      t.database.db,
      Array.from({ length: 120 }, (_, i) => {
        const date = addDays(today, 1 + (i % 10));
        const time = `${1 + (i % 11)}:${i % 2 ? '30' : '00'} PM`;
        return makeEvent({ date, time, category: kinds[i % kinds.length]! });
      }),
    );
    // Like every comedy card as it comes: each like shifts the taste by hours.
    const pass = await deckPass<{ id: number; category: string }>(t.app, cookie, {
      limit: 10,
      act: async (card) => {
        const action = card.category === 'comedy' ? 'liked' : 'passed';
        expect((await swipe(cookie, card.id, action)).statusCode).toBe(201);
      },
    });
    const dealt = pass.map((card) => card.id);
    expect(new Set(dealt).size).toBe(dealt.length);
    expect(dealt).toHaveLength(120);
    expect(ids(await get(cookie, '/api/events/unseen'))).toEqual([]);
  });

  it('validates limit and cursor', async () => {
    const { cookie } = await signUp(t.app);
    expect((await get(cookie, '/api/events/unseen?limit=101')).statusCode).toBe(400);
    expect((await get(cookie, '/api/events/unseen?limit=0')).statusCode).toBe(400);
    for (const cursor of [
      'abc',
      '253402300800000.1',
      '-999999999999999.1',
      '1700000000000.1.nosuch-60',
      '1700000000000.1.comedy-259201',
      '1700000000000.1.comedy-60_comedy-60',
      '1700000000000.1.~noon~any~~',
      '1700000000000.1.~evening~cheap~~',
      '1700000000000.1.~any~any~chelsea~3',
      '1700000000000.1.~any~any~atlantis~5',
      '1700000000000.1.~any~any~chelsea~',
      '1700000000000.1.~any~any~~5',
      '1700000000000.1.~any~any~~',
      '1700000000000.1.~evening~any~~.comedy-60',
    ]) {
      const res = await get(cookie, `/api/events/unseen?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json()).toMatchObject({ message: 'cursor: Invalid cursor' });
    }
    for (const cursor of [
      '1700000000000.1.comedy-3600',
      '1700000000000.1.~morning~any~~',
      '1700000000000.1.comedy-3600.~evening~under-25~hell-s-kitchen~5',
    ]) {
      const ok = await get(cookie, `/api/events/unseen?cursor=${encodeURIComponent(cursor)}`);
      expect(ok.statusCode, cursor).toBe(200);
    }
  });
});

describe('GET /api/events/unseen with event preferences', () => {
  const setPreferences = async (cookie: string, payload: object) => {
    const res = await t.app.inject(
      as(cookie, { method: 'PATCH', url: '/api/users/me/preferences', payload }),
    );
    expect(res.statusCode).toBe(200);
  };
  const at = (daysAhead: number, time: string) => {
    const date = addDays(nycToday(), daysAhead);
    return { date, time, startsAt: eventStart(date, time).startsAt };
  };

  it('moves cards in the preferred price range ahead', async () => {
    const { cookie } = await signUp(t.app);
    const [cheap, free, dear] = await insertEvents(t.database.db, [
      makeEvent({ ...wellKnown, ...at(1, '8:00 PM'), price: '$10', priceMinCents: 1000 }),
      makeEvent({ ...wellKnown, ...at(2, '7:00 PM'), price: 'Free', priceMinCents: 0 }),
      makeEvent({ ...wellKnown, ...at(2, '6:00 PM'), price: '$80', priceMinCents: 8000 }),
    ]);
    const order = async () => ids(await get(cookie, '/api/events/unseen'));
    // Without a price range a new person meets the dear card after the cheap and the free one.
    expect((await order()).at(-1)).toBe(dear!.id);
    await setPreferences(cookie, { priceRange: 'free' });
    expect(await order()).toEqual([free!.id, cheap!.id, dear!.id]);
    await setPreferences(cookie, { priceRange: '50-plus' });
    expect(await order()).toEqual([dear!.id, cheap!.id, free!.id]);
    // "Under $25" takes in free events too.
    await setPreferences(cookie, { priceRange: 'under-25' });
    expect(await order()).toEqual([cheap!.id, free!.id, dear!.id]);
  });

  it('moves cards at the preferred time of day ahead', async () => {
    const { cookie } = await signUp(t.app);
    const [evening, morning, late] = await insertEvents(t.database.db, [
      makeEvent({ ...wellKnown, ...at(1, '8:00 PM') }),
      makeEvent({ ...wellKnown, ...at(2, '10:00 AM') }),
      makeEvent({ ...wellKnown, ...at(2, '11:00 PM') }),
    ]);
    const order = async () => ids(await get(cookie, '/api/events/unseen'));
    expect(await order()).toEqual([evening!.id, morning!.id, late!.id]);
    await setPreferences(cookie, { preferredTime: 'morning' });
    expect(await order()).toEqual([morning!.id, evening!.id, late!.id]);
    // A preference is a strong prior: the late card leads although the evening one is sooner.
    await setPreferences(cookie, { preferredTime: 'late-night' });
    expect(await order()).toEqual([late!.id, evening!.id, morning!.id]);
  });

  it('sinks cards beyond the travel distance below all others, never hiding them', async () => {
    const { cookie } = await signUp(t.app);
    const [far, unknown, near, unlisted] = await insertEvents(t.database.db, [
      makeEvent({ ...wellKnown, daysAhead: 1, borough: 'Manhattan', neighborhood: 'Chelsea' }),
      makeEvent({ ...wellKnown, daysAhead: 2, borough: null, neighborhood: null }),
      makeEvent({ ...wellKnown, daysAhead: 3, borough: 'Brooklyn', neighborhood: 'Greenpoint' }),
      makeEvent({
        ...wellKnown,
        daysAhead: 4,
        borough: 'Queens',
        neighborhood: 'Somewhere Unlisted',
      }),
    ]);
    const order = async () => ids(await get(cookie, '/api/events/unseen'));
    const byDate = [far!.id, unknown!.id, near!.id, unlisted!.id];
    expect(await order()).toEqual(byDate);
    // A home alone measures nothing.
    await setPreferences(cookie, { homeNeighborhood: 'Williamsburg' });
    expect(await order()).toEqual(byDate);
    // Chelsea is about 2.9 miles from Williamsburg, Greenpoint about one; an event we cannot
    // place stays with the near ones.
    await setPreferences(cookie, { maxDistanceMiles: 2 });
    expect(await order()).toEqual([unknown!.id, near!.id, unlisted!.id, far!.id]);
    // Paging crosses from the near cards to the sunk ones without a gap.
    const first = await get(cookie, '/api/events/unseen?limit=2');
    expect(ids(first)).toEqual([unknown!.id, near!.id]);
    const second = await get(
      cookie,
      `/api/events/unseen?limit=2&cursor=${first.headers['x-next-cursor'] as string}`,
    );
    expect(ids(second)).toEqual([unlisted!.id, far!.id]);
    const third = await get(
      cookie,
      `/api/events/unseen?limit=2&cursor=${second.headers['x-next-cursor'] as string}`,
    );
    expect(ids(third)).toEqual([]);
    await setPreferences(cookie, { maxDistanceMiles: 5 });
    expect(await order()).toEqual(byDate);
  });

  it('keeps one order through a pass when the preferences change mid-pass', async () => {
    const { cookie } = await signUp(t.app);
    const places = ['Chelsea', 'Williamsburg', 'Astoria', 'St. George', null];
    const prices = [null, 0, 1000, 3000, 6000];
    const times = ['9:00 AM', '1:30 PM', '6:00 PM', '8:30 PM', '11:00 PM', '12:30 AM'];
    const kinds = ['comedy', 'music', 'art', 'food'];
    await insertEvents(
      t.database.db,
      Array.from({ length: 60 }, (_, i) =>
        makeEvent({
          ...at(1 + (i % 6), times[i % times.length]!),
          category: kinds[i % kinds.length]!,
          neighborhood: places[i % places.length]!,
          priceMinCents: prices[(i * 7) % prices.length]!,
        }),
      ),
    );
    const first = {
      preferredTime: 'evening',
      priceRange: 'under-25',
      homeNeighborhood: 'Chelsea',
      maxDistanceMiles: 2,
    };
    const second = {
      preferredTime: 'morning',
      priceRange: '50-plus',
      homeNeighborhood: 'St. George',
      maxDistanceMiles: 1,
    };
    // Each pass begins a second after the last, in the same hour: a pass counts lead times from
    // the hour it began, so the passes compared below rank alike whenever the test runs.
    const HOUR_MS = 3_600_000;
    let clock = Math.floor(Date.now() / HOUR_MS) * HOUR_MS + 10 * 60_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const pass = async (midway?: () => Promise<void>, act?: (id: number) => Promise<void>) => {
      clock += 1000;
      vi.setSystemTime(clock);
      const dealt: number[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 20; page++) {
        const res = await get(
          cookie,
          `/api/events/unseen?limit=7${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(res.statusCode).toBe(200);
        for (const id of ids(res)) {
          dealt.push(id);
          await act?.(id);
        }
        if (page === 0) await midway?.();
        cursor = res.headers['x-next-cursor'] as string | undefined;
        if (!cursor) break;
      }
      return dealt;
    };

    await setPreferences(cookie, first);
    const steady = await pass();
    expect(new Set(steady).size).toBe(60);
    const changed = await pass(() => setPreferences(cookie, second));
    expect(changed).toEqual(steady);
    // The next pass ranks by the new preferences.
    const next = ids(await get(cookie, '/api/events/unseen?limit=7'));
    expect(next).not.toEqual(steady.slice(0, 7));

    // Swiping as it goes while the preferences flip deals every card exactly once.
    await setPreferences(cookie, first);
    const swiped = await pass(
      () => setPreferences(cookie, second),
      async (id) => {
        expect((await swipe(cookie, id, id % 3 ? 'passed' : 'liked')).statusCode).toBe(201);
      },
    );
    expect(swiped).toHaveLength(60);
    expect(new Set(swiped).size).toBe(60);
    expect(ids(await get(cookie, '/api/events/unseen'))).toEqual([]);
  });

  it('agrees with the shared day-part and price-band rules', async () => {
    const prices = [null, 0, 1, 2499, 2500, 4999, 5000, 90000];
    const rows = await insertEvents(
      t.database.db,
      Array.from({ length: 24 }, (_, hour) =>
        makeEvent({
          ...at(1, `${hour % 12 || 12}:15 ${hour < 12 ? 'AM' : 'PM'}`),
          priceMinCents: prices[hour % prices.length]!,
        }),
      ),
    );
    const inDb = await t.database.db.execute(
      sql`SELECT id, deck_day_part(starts_at) AS part, deck_price_band(price_min_cents) AS band
          FROM events ORDER BY id`,
    );
    const got = (inDb as unknown as { rows: { id: number; part: number; band: number }[] }).rows;
    expect(got.map((r) => [Number(r.id), Number(r.part), Number(r.band)])).toEqual(
      rows.map((r, hour) => [r.id, dayPartOfHour(hour), priceBandOf(r.priceMinCents ?? null)]),
    );
  });
});

describe('GET /api/events/:eventId', () => {
  it('reads one event by id and answers 404 for an unknown one', async () => {
    const { cookie } = await signUp(t.app);
    const [e] = await insertEvents(t.database.db, [makeEvent({ title: 'Opening Night' })]);
    const res = await get(cookie, `/api/events/${e!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: e!.id, title: 'Opening Night', sourceUrl: null });
    expect((await get(cookie, '/api/events/987654')).statusCode).toBe(404);
    expect((await get(cookie, '/api/events/abc')).statusCode).toBe(400);
  });
});
