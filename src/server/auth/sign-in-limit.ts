import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '#server/lib/errors.ts';

const WINDOW = '1 minute';

/** The account a sign-in names, whichever form it came through; a password change guesses at the caller's own. */
function accountOf(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown; username?: unknown } | undefined;
  const name = body?.email ?? body?.username ?? request.sessionUser?.email;
  return typeof name === 'string' ? name.trim().toLowerCase() : undefined;
}

/**
 * One budget for every way of signing in (email, username, demo, admin, sign-up, Google) and for
 * password changes, kept
 * per client address and per target account: a 429 on one form cannot be sidestepped through
 * another. Runs as a preHandler, after the body is parsed, so the account is known.
 */
export function signInLimit(app: FastifyInstance, max: number) {
  const byAddress = app.createRateLimit({
    max,
    timeWindow: WINDOW,
    keyGenerator: (request) => `sign-in:address:${request.ip}`,
  });
  const byAccount = app.createRateLimit({
    max,
    timeWindow: WINDOW,
    keyGenerator: (request) => `sign-in:account:${accountOf(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const limits = accountOf(request) === undefined ? [byAddress] : [byAddress, byAccount];
    for (const limit of limits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new HttpError(
          429,
          'Too many sign-in attempts. Please wait a minute and try again.',
          'RATE_LIMITED',
        );
      }
    }
  };
}
