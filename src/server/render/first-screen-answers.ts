import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FIRST_SCREEN_REQUESTS,
  SERVED_ANSWER_HEADERS,
  type ServedAnswer,
} from '#shared/served-answers.ts';

/**
 * The answers to the first requests of `route`'s screen, asked of the app itself with the page
 * request's cookie and address, so the access checks, validation and rate limits are those the
 * screen's own request would meet (docs/ARCHITECTURE.md#first-card). A page with a query string
 * opens on other requests than those listed, and gets none; an answer other than 200 is left
 * out, and the screen asks for it itself.
 */
export async function firstScreenAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  route: string,
): Promise<Record<string, ServedAnswer> | undefined> {
  const urls = FIRST_SCREEN_REQUESTS[route];
  if (!urls || request.url.includes('?')) return undefined;
  // Asked at once: the page waits for the slowest answer, not for their sum.
  const answered = await Promise.all(
    urls.map(async (url) => {
      const res = await app.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: {
          cookie: request.headers.cookie ?? '',
          ...(request.headers.host ? { host: request.headers.host } : {}),
        },
      });
      if (res.statusCode !== 200) return [];
      const headers: Record<string, string> = {};
      for (const name of SERVED_ANSWER_HEADERS) {
        const value = res.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      return [[url, { body: res.json(), headers }] as const];
    }),
  );
  return Object.fromEntries(answered.flat());
}
