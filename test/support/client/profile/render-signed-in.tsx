import type { ReactElement } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import type { SignedInContext } from '#client/lib/signed-in.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    email: 'eve@example.com',
    firstName: 'Eve',
    lastName: 'Tester',
    isAdmin: false,
    isDemo: false,
    ...overrides,
  };
}

/** Renders a profile component under a route guard's outlet context, as the app does. */
export function renderSignedIn(
  ui: ReactElement,
  { user = makeUser(), route = '/profile' }: { user?: CurrentUser; route?: string } = {},
) {
  const context: SignedInContext = { user, signOut: vi.fn(), signingOut: false };
  const path = new URL(route, 'http://localhost').pathname;
  const view = renderWithProviders(
    <Routes>
      <Route element={<Outlet context={context} />}>
        <Route path={path} element={ui} />
      </Route>
    </Routes>,
    { route },
  );
  return { ...view, context };
}
