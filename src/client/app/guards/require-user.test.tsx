import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { currentUserQueryKey } from '#client/features/auth/api/get-current-user.ts';
import { getJson } from '#client/lib/api-client.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { RequireUser } from './require-user.tsx';

const user = {
  id: 'u1',
  email: 'eve@example.com',
  firstName: 'Eve',
  lastName: 'T',
  isAdmin: false,
  isDemo: false,
};

// The sign-in screen is a lazy page. Loaded here, the test waits on the guard's decision and
// not on a cold import of the page, which a busy machine can stretch past any time limit.
beforeAll(async () => {
  await import('#client/features/auth/routes/login-page.tsx');
});

/** The session is known at first; by the time the page asks for its data it has ended. */
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/auth/session'
        ? Response.json({ user })
        : Response.json(
            { message: 'Please sign in to continue', code: 'UNAUTHORIZED' },
            { status: 401 },
          ),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function SavedEventsPage() {
  const saved = useQuery({
    queryKey: ['user-events', 'liked'],
    queryFn: () => getJson('/api/user-events', z.unknown()),
  });
  return <h1>{saved.isError ? `Failed: ${saved.error.message}` : 'My saved events'}</h1>;
}

function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

it('shows the sign-in screen in place, at the same URL, once a request answers 401', async () => {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/my-events']}>
        <Routes>
          <Route element={<RequireUser />}>
            <Route path="my-events" element={<SavedEventsPage />} />
          </Route>
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </QueryClientProvider>,
  );

  expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /saved events|Failed/ })).not.toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/my-events');
  expect(queryClient.getQueryData(currentUserQueryKey)).toBeNull();
});
