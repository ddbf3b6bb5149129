import { lazy } from 'react';
import { Outlet } from 'react-router';
import { AdminLoginPage } from '../lazy-pages.ts';
import { SessionGate } from './session-gate.tsx';

// Only a signed-in non-admin on an admin page sees it: no reason for every page to carry it.
const AccessDenied = lazy(() =>
  import('./access-denied.tsx').then((m) => ({ default: m.AccessDenied })),
);

/**
 * Admin pages. A visitor gets the admin login in place; a signed-in non-admin sees Access
 * Denied and is sent to the admin login after `deniedRedirectMs` (2 s on the crawler, 0.5 s
 * elsewhere: docs/product.md#admin-redirects).
 */
export function RequireAdmin({ deniedRedirectMs }: { deniedRedirectMs: number }) {
  return (
    <SessionGate signIn={<AdminLoginPage />}>
      {(context) =>
        context.user.isAdmin ? (
          <Outlet context={context} />
        ) : (
          <AccessDenied redirectAfterMs={deniedRedirectMs} />
        )
      }
    </SessionGate>
  );
}
