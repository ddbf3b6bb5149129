import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { createQueryClient, runMutation } from './query-client.ts';

const sessionQueryKey = ['auth', 'user'];
const user = { id: 'u1', email: 'eve@example.com' };
const sessionEnded = () =>
  new ApiError(401, 'Please sign in to continue', { code: 'UNAUTHORIZED' });

/** A client with a signed-in user and some of their data cached. */
function signedIn() {
  const client = createQueryClient();
  client.setQueryData(sessionQueryKey, user);
  client.setQueryData(['user-events', 'by-action', 'liked'], ['a saved event']);
  return client;
}

const failWith = (error: Error) => () => Promise.reject(error);

describe('an ended session', () => {
  it('turns the current user into null and drops the user’s data when a query gets a 401', async () => {
    const client = signedIn();
    await expect(
      client.fetchQuery({ queryKey: ['calendar', 'settings'], queryFn: failWith(sessionEnded()) }),
    ).rejects.toThrow('401');
    expect(client.getQueryData(sessionQueryKey)).toBeNull();
    expect(client.getQueryData(['user-events', 'by-action', 'liked'])).toBeUndefined();
    // The session query itself stays, so the guards watching it see the change.
    expect(client.getQueryCache().find({ queryKey: sessionQueryKey })).toBeDefined();
  });

  it('does the same when a mutation gets a 401', async () => {
    const client = signedIn();
    // What useMutation runs underneath.
    const observer = new MutationObserver(client, { mutationFn: failWith(sessionEnded()) });
    await expect(observer.mutate()).rejects.toThrow('401');
    expect(client.getQueryData(sessionQueryKey)).toBeNull();
    expect(client.getQueryData(['user-events', 'by-action', 'liked'])).toBeUndefined();
  });

  it('does the same for writes run outside a component through runMutation', async () => {
    const client = signedIn();
    await expect(runMutation(client, failWith(sessionEnded()))).rejects.toThrow('401');
    expect(client.getQueryData(sessionQueryKey)).toBeNull();
  });

  it('leaves the cache alone for other failures and for a refused sign-in', async () => {
    const client = signedIn();
    const refused = new ApiError(401, 'Invalid email or password', { code: 'INVALID_LOGIN' });
    await expect(runMutation(client, failWith(refused))).rejects.toThrow();
    await expect(
      client.fetchQuery({
        queryKey: ['hot-events'],
        queryFn: failWith(new ApiError(500, 'down', null)),
      }),
    ).rejects.toThrow();
    expect(client.getQueryData(sessionQueryKey)).toEqual(user);
    expect(client.getQueryData(['user-events', 'by-action', 'liked'])).toEqual(['a saved event']);
  });

  it('does not treat the current-user read’s own 401 as a second sign-out', async () => {
    const client = signedIn();
    await expect(
      client.fetchQuery({
        queryKey: sessionQueryKey,
        queryFn: failWith(sessionEnded()),
        staleTime: 0,
      }),
    ).rejects.toThrow();
    expect(client.getQueryData(['user-events', 'by-action', 'liked'])).toEqual(['a saved event']);
  });
});
