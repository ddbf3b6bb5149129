import type { ZodType } from 'zod';
import { SERVED_ANSWERS_ID, type ServedAnswer } from '#shared/served-answers.ts';
import { getJsonWithHeaders, loadSchema, parseAnswer, type AnswerSchema } from './api-client.ts';
import { pageCameFromServer } from './page-from-server.ts';

/** After this long the page's answers are no longer what the first screen would be told. */
const FRESH_MS = 30_000;

let left: Partial<Record<string, ServedAnswer>> | undefined;

function readBlock(): Partial<Record<string, ServedAnswer>> {
  try {
    const block: unknown = JSON.parse(
      document.getElementById(SERVED_ANSWERS_ID)?.textContent ?? '{}',
    );
    return block && typeof block === 'object' ? block : {};
  } catch {
    return {};
  }
}

/**
 * The answer the server wrote into this page for GET `url`, once, while the page is fresh from
 * the server (docs/ARCHITECTURE.md#first-card); null otherwise, and the caller asks the route.
 */
export function takeServedAnswer(url: string): { body: unknown; headers: Headers } | null {
  left ??= pageCameFromServer() ? readBlock() : {};
  const answer = left[url];
  delete left[url];
  if (!answer || typeof answer !== 'object' || !('body' in answer)) return null;
  if (performance.now() > FRESH_MS) return null;
  try {
    return { body: answer.body, headers: new Headers(answer.headers) };
  } catch {
    // Headers that are no headers: the route is asked instead.
    return null;
  }
}

/**
 * `getJsonWithHeaders` for the requests a first screen sends (FIRST_SCREEN_REQUESTS): the page's
 * answer when it carries one, parsed with the route's schema as a fetched answer is. Kept out of
 * the entry, which the deck's first screen never needs it in.
 */
export async function firstScreenJson<S extends ZodType>(
  url: string,
  schema: AnswerSchema<S>,
): Promise<{ data: S['_output']; headers: Headers }> {
  const served = takeServedAnswer(url);
  if (!served) return getJsonWithHeaders(url, schema);
  const data = parseAnswer(await loadSchema(schema), `GET ${url}`, served.body);
  return { data, headers: served.headers };
}
