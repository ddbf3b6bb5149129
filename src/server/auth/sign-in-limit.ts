import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AttemptCounters } from '#server/auth/attempt-counters.ts';
import type { Db } from '#server/db/client.ts';
import { user } from '#server/db/schema/auth.ts';
import { HttpError } from '#server/lib/errors.ts';

const ADDRESS_WINDOW = '1 minute';
const ACCOUNT_WINDOW_MS = 15 * 60_000;
/** Wrong passwords an account takes, from anywhere, before its answers slow down. */
export const FREE_FAILURES = 5;

export interface SignInLimits {
  /** Attempts per client address per minute, every path together. */
  perAddress: number;
  /** Wrong passwords for one account from one address per 15 minutes. */
  perAccountAddress: number;
  /** The longest an account's answers are held back, in seconds. */
  slowdownMaxSeconds: number;
}

/**
 * How long an answer for an account is held back after `failures` wrong passwords in its
 * window: nothing for the first few, then 1, 2, 4, … seconds up to the cap.
 */
export function slowdownMs(failures: number, maxSeconds: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES - 1), maxSeconds * 1000);
}

const tooMany = (reply: FastifyReply, seconds: number) => {
  reply.header('retry-after', String(Math.max(1, Math.ceil(seconds))));
  return new HttpError(
    429,
    'Too many sign-in attempts. Please wait a minute and try again.',
    'RATE_LIMITED',
  );
};

/**
 * The sign-in limits (docs/decisions/013-sign-in-slowdown.md). Every sign-in, sign-up and reset
 * attempt spends one budget per client address, whatever the path. Password guesses (the
 * sign-in forms and a password change) are also counted per account: per account and address
 * with a hard limit that the address's own successful sign-in clears, and per account from
 * everywhere with answers that slow down instead of refusing, so strangers' guesses cannot lock
 * the owner out. The account is the stored user whichever name reached it (the admin's username
 * and email share one count); an unknown name counts under itself.
 */
export function signInLimits(
  app: FastifyInstance,
  deps: { db: Db; counters: AttemptCounters; limits: SignInLimits },
) {
  const { db, counters, limits } = deps;
  const byAddress = app.createRateLimit({
    max: limits.perAddress,
    timeWindow: ADDRESS_WINDOW,
    keyGenerator: (request) => `sign-in:address:${request.ip}`,
  });

  const attempt = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await byAddress(request);
    if (!result.isAllowed && result.isExceeded) throw tooMany(reply, result.ttlInSeconds);
  };

  async function accountOf(request: FastifyRequest): Promise<string | undefined> {
    const body = request.body as { email?: unknown; username?: unknown } | undefined;
    const raw = body?.email ?? body?.username;
    // A password change guesses at the caller's own account.
    if (typeof raw !== 'string') {
      return request.sessionUser ? `user:${request.sessionUser.id}` : undefined;
    }
    const name = raw.trim().toLowerCase();
    const [found] = await db
      .select({ id: user.id })
      .from(user)
      .where(body?.email === undefined ? eq(user.username, name) : eq(user.email, name));
    return found ? `user:${found.id}` : `name:${name}`;
  }

  const accountKeys = new WeakMap<FastifyRequest, { everywhere: string; fromHere: string }>();

  const guess = async (request: FastifyRequest, reply: FastifyReply) => {
    await attempt(request, reply);
    const account = await accountOf(request);
    if (account === undefined) return;
    const keys = { everywhere: `account:${account}`, fromHere: `account:${account}:${request.ip}` };
    accountKeys.set(request, keys);
    const fromHere = await counters.read(keys.fromHere);
    if (fromHere.count >= limits.perAccountAddress) throw tooMany(reply, fromHere.msLeft / 1000);
    const everywhere = await counters.read(keys.everywhere);
    const wait = slowdownMs(everywhere.count, limits.slowdownMaxSeconds);
    if (wait > 0) {
      // Said openly: the wait is no secret to whoever waited, and operators can see it.
      reply.header('server-timing', `sign-in-slowdown;dur=${wait}`);
      await sleep(wait);
    }
  };

  /** Counts a wrong password, or clears this address's count on success; before the answer leaves. */
  const settle = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const keys = accountKeys.get(request);
    if (!keys) return payload;
    if (reply.statusCode < 300) {
      await counters.clear(keys.fromHere);
    } else if (reply.statusCode === 401 || reply.statusCode === 400) {
      // 400 on a password change is a wrong current password; bodies that fail validation
      // never reach `guess`, so they have no keys.
      await counters.add(keys.fromHere, ACCOUNT_WINDOW_MS);
      await counters.add(keys.everywhere, ACCOUNT_WINDOW_MS);
    }
    return payload;
  };

  return {
    /** For sign-up, resets and Google: the address budget only. */
    attempt: { preHandler: attempt },
    /** For every route that checks a password. */
    guess: { preHandler: guess, onSend: settle },
  };
}
