/** Why the session ended, when the landing page should say so. */
export type LeftBecause = 'account-deleted';

/** The landing page's query parameter naming why the person arrived signed out. */
export const LEFT_PARAM = 'left';

/**
 * After the session has ended (signed out, account deleted): nothing of the user's may outlive it
 * on a shared device, and a full load of the landing page starts every cache afresh.
 */
export function leaveSignedOut(because?: LeftBecause): void {
  localStorage.clear();
  sessionStorage.clear();
  window.location.assign(because ? `/?${LEFT_PARAM}=${because}` : '/');
}
