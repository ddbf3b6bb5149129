import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { keptSignedInUser } from '#client/lib/offline-session.ts';
import { currentUserQuery, servedSessionQuery } from './get-current-user.ts';

const served = {
  id: 'u2',
  email: 'second@example.com',
  firstName: 'Second',
  lastName: 'Account',
  isAdmin: false,
  isDemo: false,
};
const fetched = { ...served, firstName: 'Second (from the server)' };

let asked: string[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return Response.json({ user: fetched });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

it("answers the app's first ask from the page's copy of the user this device last confirmed", async () => {
  localStorage.setItem('swipenyc:signed-in-user', JSON.stringify(served));
  const client = createQueryClient();
  expect(await client.fetchQuery(servedSessionQuery({ user: served }))).toEqual(served);
  expect(asked).toEqual([]);

  // A later ask (after a sign-in on this page) goes to the server, which keeps its answer.
  await client.invalidateQueries({ queryKey: currentUserQuery().queryKey });
  expect(await client.fetchQuery(currentUserQuery())).toEqual(fetched);
  expect(asked).toEqual(['/api/auth/session']);
  expect(keptSignedInUser()).toEqual(fetched);
});

it('asks the server for a copy of another account, as a page kept from before a sign-in has', async () => {
  localStorage.setItem('swipenyc:signed-in-user', JSON.stringify({ ...served, id: 'u3' }));
  expect(await createQueryClient().fetchQuery(servedSessionQuery({ user: served }))).toEqual(
    fetched,
  );
  expect(asked).toEqual(['/api/auth/session']);
});

it('asks the server when the device has confirmed nobody, or the copy does not parse', async () => {
  expect(await createQueryClient().fetchQuery(servedSessionQuery({ user: served }))).toEqual(
    fetched,
  );
  localStorage.setItem('swipenyc:signed-in-user', JSON.stringify(served));
  for (const copy of [undefined, { user: { id: 'u2' } }]) {
    expect(await createQueryClient().fetchQuery(servedSessionQuery(copy))).toEqual(fetched);
  }
  expect(asked).toEqual(['/api/auth/session', '/api/auth/session', '/api/auth/session']);
});

/** This page's navigation entry, as the browser reports how the page arrived. */
function navigation(entry: { type: string; transferSize: number; deliveryType?: string }) {
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
    type === 'navigation' ? [entry as unknown as PerformanceEntry] : [],
  );
}

it('takes the copy on a first visit when the server answered this navigation', async () => {
  navigation({ type: 'navigate', transferSize: 6800, deliveryType: '' });
  expect(await createQueryClient().fetchQuery(servedSessionQuery({ user: served }))).toEqual(
    served,
  );
  expect(asked).toEqual([]);
  // Confirmed now, so the offline app opens on this user.
  expect(keptSignedInUser()).toEqual(served);
  vi.restoreAllMocks();
});

it("asks the server for a page the browser's cache gave back", async () => {
  for (const entry of [
    { type: 'back_forward', transferSize: 6800 },
    { type: 'navigate', transferSize: 0 },
    { type: 'navigate', transferSize: 6800, deliveryType: 'cache' },
  ]) {
    navigation(entry);
    expect(await createQueryClient().fetchQuery(servedSessionQuery({ user: served }))).toEqual(
      fetched,
    );
    vi.restoreAllMocks();
    localStorage.clear();
  }
  expect(asked).toEqual(['/api/auth/session', '/api/auth/session', '/api/auth/session']);
});
