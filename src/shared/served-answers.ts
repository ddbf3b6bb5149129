/**
 * The id of the `<script type="application/json">` in which the server writes the answers to a
 * signed-in page's first requests, so its first screen waits for no request once the code has
 * run (src/server/render/first-screen-answers.ts, docs/ARCHITECTURE.md#first-card).
 */
export const SERVED_ANSWERS_ID = 'served-answers';

/** The headers a list answer is read with beside its body; the page keeps these alone. */
export const SERVED_ANSWER_HEADERS = [
  'x-total-count',
  'x-total-count-capped',
  'x-next-cursor',
  'x-search-understood',
] as const;

/** One answer as the page carries it: the body as the route sent it, and its list headers. */
export interface ServedAnswer {
  body: unknown;
  headers: Record<string, string>;
}

/**
 * The GET requests a page's first screen sends, by route, exactly as the screen spells them.
 * A URL that drifts from what the screen asks for costs nothing but the request it would have
 * saved; the browser specs check that none is sent.
 */
export const FIRST_SCREEN_REQUESTS: Readonly<Record<string, readonly string[]>> = {
  // Both lists of the planner, upcoming first (src/client/features/my-events/api).
  '/my-events': [
    '/api/user-events/by-action/liked?order=date&page=1&pageSize=50',
    '/api/user-events/by-action/maybe?order=date&page=1&pageSize=50',
  ],
  // Search as the header and the tab open it, before any filter (src/client/features/search/api).
  '/search': ['/api/events?pageSize=20'],
};
