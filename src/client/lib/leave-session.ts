/**
 * After the session has ended (signed out, account deleted): nothing of the user's may outlive it
 * on a shared device, and a full load of the landing page starts every cache afresh.
 */
export function leaveSignedOut(): void {
  localStorage.clear();
  sessionStorage.clear();
  window.location.assign('/');
}
