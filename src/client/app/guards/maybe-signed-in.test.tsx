import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useMaybeSignedIn } from '#client/lib/maybe-signed-in.ts';
import { setupApiServer } from '#client/test/api-server.ts';
import { renderWithProviders } from '#client/test/render-with-providers.tsx';
import { MaybeSignedIn } from './maybe-signed-in.tsx';

const { server } = setupApiServer();

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
      http.get('/api/auth/user', () =>
        HttpResponse.json({
          id: 'u1',
          email: 'ada@example.com',
          firstName: 'Ada',
          lastName: 'Lane',
          isAdmin: false,
          isDemo: false,
        }),
      ),
    );
    renderGuarded();

    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
  });

  it('hands a visitor’s page the sign-in screen to show in place', async () => {
    server.use(
      http.get('/api/auth/user', () =>
        HttpResponse.json({ message: 'Please sign in', code: 'UNAUTHORIZED' }, { status: 401 }),
      ),
    );
    renderGuarded();

    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });
});
