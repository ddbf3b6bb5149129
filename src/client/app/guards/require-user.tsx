import { Outlet } from 'react-router';
import { LoginPage } from '../lazy-pages.ts';
import { SessionGate } from './session-gate.tsx';

/** Signed-in pages; a visitor gets the login screen in place. */
export function RequireUser() {
  return (
    <SessionGate signIn={<LoginPage />}>{(context) => <Outlet context={context} />}</SessionGate>
  );
}
