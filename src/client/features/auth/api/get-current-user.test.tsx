import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { SERVED_SESSION_ID } from '#shared/served-session.ts';
import { currentUserQuery } from './get-current-user.ts';

const served = {
  id: 'u1',
  email: 'eve@example.com',
  firstName: 'Eve',
  lastName: 'T',
  isAdmin: false,
  isDemo: false,
};
const fetched = { ...served, firstName: 'Eve (from the server)' };

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
  document.head.innerHTML = '';
});

function servePage(session: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SERVED_SESSION_ID;
  block.textContent = session;
  document.head.append(block);
}

it('answers the first ask from the page and every later one from the server', async () => {
  servePage(JSON.stringify({ user: served }));
  const client = createQueryClient();
  expect(await client.fetchQuery(currentUserQuery())).toEqual(served);
  expect(asked).toEqual([]);
  expect(document.getElementById(SERVED_SESSION_ID)).toBeNull();

  await client.invalidateQueries({ queryKey: currentUserQuery().queryKey });
  expect(await client.fetchQuery({ ...currentUserQuery(), staleTime: 0 })).toEqual(fetched);
  expect(asked).toEqual(['/api/auth/session']);
});

it('asks the server when the page has no session it can read', async () => {
  servePage('{not json');
  expect(await createQueryClient().fetchQuery(currentUserQuery())).toEqual(fetched);
  expect(asked).toEqual(['/api/auth/session']);
});
