import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useMaybeSignedIn } from '#client/lib/maybe-signed-in.ts';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { MaybeSignedIn } from './maybe-signed-in.tsx';

const { server } = setupApiServer();

// The sign-in screen is a lazy page. Loaded here, the test waits on the guard's decision and
// not on a cold import of the page, which a busy machine can stretch past any time limit.
beforeAll(async () => {
  await import('#client/features/auth/routes/login-page.tsx');
});

function WhoIsThere() {
  const { user, signInScreen } = useMaybeSignedIn();
  return user ? <h1>Hello {user.firstName}</h1> : <>{signInScreen}</>;
}

function renderGuarded() {
  return renderWithProviders(
    <Routes>
      <Route element={<MaybeSignedIn />}>
        <Route path="business-signup" element={<WhoIsThere />} />
      </Route>
    </Routes>,
    { route: '/business-signup' },
  );
}

describe('MaybeSignedIn', () => {
  it('hands the page the signed-in user', async () => {
    server.use(
      http.get('/api/auth/session', () =>
        HttpResponse.json({
          user: {
            id: 'u1',
            email: 'ada@example.com',
            firstName: 'Ada',
            lastName: 'Lane',
            isAdmin: false,
            isDemo: false,
          },
        }),
      ),
    );
    renderGuarded();

    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
  });

  it('hands a visitor’s page the sign-in screen to show in place', async () => {
    server.use(
      http.get('/api/auth/session', () => HttpResponse.json({ user: null })),
      http.get('/api/auth/providers', () => HttpResponse.json({ google: false })),
    );
    renderGuarded();

    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });
});
