/**
 * The id of the `<script type="application/json">` in which the server writes a signed-in
 * person's first deck page into the deck's page, so the first card waits for no request once the
 * code has run (src/server/render/client-files.ts, docs/ARCHITECTURE.md#first-card).
 */
export const SERVED_DECK_ID = 'served-deck';
