import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import type { MaybeSignedInContext } from '#client/lib/maybe-signed-in.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';

export const signedInUser: CurrentUser = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lane',
  isAdmin: false,
  isDemo: false,
};

/** The address the app is at, for tests of what a page does to it. */
function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current address">{pathname + search}</output>;
}

/**
 * Renders a page at its route under the context its guard gives it (MaybeSignedIn for the
 * signup), beside a readout of the current address.
 */
export function renderAtRoute(
  path: string,
  page: ReactElement,
  { route = path, user = signedInUser }: { route?: string; user?: CurrentUser | null } = {},
) {
  const context: MaybeSignedInContext = { user, signInScreen: <h1>Sign-in screen</h1> };
  return renderWithProviders(
    <>
      <Routes>
        <Route element={<Outlet context={context} />}>
          <Route path={path} element={page} />
        </Route>
      </Routes>
      <CurrentUrl />
    </>,
    { route },
  );
}

export const currentUrl = () => screen.getByRole('status', { name: 'Current address' }).textContent;
