import { SERVED_ANSWERS_ID, type ServedAnswer } from '#shared/served-answers.ts';
import { pageCameFromServer } from './page-from-server.ts';

/** After this long the page's answers are no longer what the first screen would be told. */
const FRESH_MS = 30_000;

let left: Map<string, ServedAnswer> | undefined;

function readBlock(): Map<string, ServedAnswer> {
  const answers = new Map<string, ServedAnswer>();
  try {
    const block: unknown = JSON.parse(
      document.getElementById(SERVED_ANSWERS_ID)?.textContent ?? 'null',
    );
    if (!block || typeof block !== 'object') return answers;
    for (const [url, answer] of Object.entries(block as Record<string, unknown>)) {
      if (!answer || typeof answer !== 'object' || !('body' in answer)) continue;
      const headers = (answer as { headers?: unknown }).headers;
      answers.set(url, {
        body: answer.body,
        headers:
          headers && typeof headers === 'object'
            ? Object.fromEntries(
                Object.entries(headers).filter(
                  (entry): entry is [string, string] => typeof entry[1] === 'string',
                ),
              )
            : {},
      });
    }
  } catch {
    // Not JSON: the screen asks for itself.
  }
  return answers;
}

/**
 * The answer the server wrote into this page for GET `url`, once, while the page is fresh from
 * the server (docs/ARCHITECTURE.md#first-card); null otherwise, and the caller asks the route.
 * The body is parsed by the caller with the route's own schema, as a fetched one is.
 */
export function takeServedAnswer(url: string): { body: unknown; headers: Headers } | null {
  left ??= pageCameFromServer() ? readBlock() : new Map();
  const answer = left.get(url);
  if (!answer) return null;
  left.delete(url);
  if (performance.now() > FRESH_MS) return null;
  return { body: answer.body, headers: new Headers(answer.headers) };
}
