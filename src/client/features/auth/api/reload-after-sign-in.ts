import { paths } from '#client/lib/paths.ts';
/**
 * A full reload after signing in, so every cache starts from the new session. Signing in on
 * /login goes on to the deck; anywhere else the login screen stood in for the page the visitor
 * asked for, so reloading the same URL lands them there.
 */
export function reloadAfterSignIn(): void {
  if (window.location.pathname === paths.login) window.location.assign(paths.home);
  else window.location.reload();
}
