/**
 * The id of the `<script type="application/json">` in which the server writes the page's
 * session (the body of GET /api/auth/session), so a signed-in page starts its own requests at
 * once instead of asking who is signed in first (src/server/render/client-files.ts).
 */
export const SERVED_SESSION_ID = 'served-session';

/** JSON that stays data inside a `<script>` element: no `</script>` or `<!--` can form. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
