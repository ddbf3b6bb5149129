import type { QueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { SERVED_ANSWERS_ID, type ServedAnswer } from '#shared/served-answers.ts';
import { getJsonWithHeaders, loadSchema, parseAnswer, type AnswerSchema } from './api-client.ts';
import { pageCameFromServer } from './page-from-server.ts';

/** After this long the page's answers are no longer what the first screen would be told. */
const FRESH_MS = 30_000;

type Answers = Partial<Record<string, ServedAnswer>>;

let left: Answers | undefined;
/** Answers handed to one query client, for the server's drawing of a first screen. */
const drawing = new WeakMap<QueryClient, Answers>();

function readBlock(): Answers {
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
 * The server draws a first screen (src/client/server-render/first-screen.tsx) from the answers
 * it is about to write into the page: its queries read them through their client, as the app's
 * read the page's, so both draw the same screen. Each drawing has a client of its own, so two
 * pages drawn at once never read each other's answers.
 */
export function answerFromServed(client: QueryClient, answers: Record<string, ServedAnswer>) {
  drawing.set(client, { ...answers });
}

/**
 * The answer the server wrote into this page for GET `url`, once, while the page is fresh from
 * the server (docs/ARCHITECTURE.md#first-card); null otherwise, and the caller asks the route.
 * Asked by a client drawing on the server, the answer handed to that client.
 */
export function takeServedAnswer(
  url: string,
  client: QueryClient,
): { body: unknown; headers: Headers } | null {
  const own = drawing.get(client);
  const answers = own ?? (left ??= pageCameFromServer() ? readBlock() : {});
  const answer = answers[url];
  delete answers[url];
  if (!answer || typeof answer !== 'object' || !('body' in answer)) return null;
  if (!own && performance.now() > FRESH_MS) return null;
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
  client: QueryClient,
): Promise<{ data: S['_output']; headers: Headers }> {
  const served = takeServedAnswer(url, client);
  if (!served) {
    // A drawing on the server has no network to ask; without its answer it draws nothing.
    if (drawing.has(client)) throw new Error(`No served answer for GET ${url}`);
    return getJsonWithHeaders(url, schema);
  }
  const data = parseAnswer(await loadSchema(schema), `GET ${url}`, served.body);
  return { data, headers: served.headers };
}
