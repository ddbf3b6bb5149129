import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isAPIError } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import type { AttemptCounters } from '#server/auth/attempt-counters.ts';
import { ACCOUNT_SUSPENDED_MESSAGE, type Auth } from '#server/auth/auth.ts';
import { failedLoginCost } from '#server/auth/failed-login-cost.ts';
import { signInLimits } from '#server/auth/sign-in-limit.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { user } from '#server/db/schema/auth.ts';
import { DEMO_USERNAME } from '#server/auth/demo-account.ts';
import { HttpError } from '#server/lib/errors.ts';

const zodRoutes = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
type ZodRoutes = ReturnType<typeof zodRoutes>;

/**
 * What every sign-in route shares: better-auth, the database, the settings, and the attempt
 * budgets the sign-in limits spend (docs/reliability.md#limits-and-abuse-rules). Built once by
 * registerAuthRoutes and passed to each operation's routes.
 */
export interface AuthRoutes {
  app: FastifyInstance;
  r: ZodRoutes;
  auth: Auth;
  db: Db;
  config: Config;
  /** Public, and counted against the per-address attempt budget. */
  limited: { config: { access: 'public' } } & ReturnType<typeof signInLimits>['attempt'];
  /** Public, and a password guess: per-address and per-account budgets. */
  guarded: { config: { access: 'public' } } & ReturnType<typeof signInLimits>['guess'];
  /** The per-account guess budget alone, for a signed-in route that takes a password. */
  guess: ReturnType<typeof signInLimits>['guess'];
  /** Spends what a real failed sign-in costs, so a refusal before it looks the same. */
  spendFailedLogin: ReturnType<typeof failedLoginCost>;
  /** Whether the email is the demo account's. */
  isDemoEmail: (email: string) => Promise<boolean>;
}

export interface AuthRouteDeps {
  auth: Auth;
  db: Db;
  config: Config;
  counters: AttemptCounters;
}

export function authRoutes(app: FastifyInstance, deps: AuthRouteDeps): AuthRoutes {
  const { auth, db, config } = deps;
  const limits = signInLimits(app, {
    db,
    counters: deps.counters,
    limits: {
      perAddress: config.authRateLimit,
      perAccountAddress: config.authAccountLimit,
      slowdownMaxSeconds: config.authSlowdownMaxSeconds,
    },
  });
  return {
    app,
    r: zodRoutes(app),
    auth,
    db,
    config,
    limited: { config: { access: 'public' as const }, ...limits.attempt },
    guarded: { config: { access: 'public' as const }, ...limits.guess },
    guess: limits.guess,
    spendFailedLogin: failedLoginCost(auth),
    isDemoEmail: async (email: string) => {
      const [found] = await db
        .select({ username: user.username })
        .from(user)
        .where(eq(sql`lower(${user.email})`, email.toLowerCase()));
      return found?.username === DEMO_USERNAME;
    },
  };
}

export const INVALID_LOGIN = 'Invalid email or password';
export const INVALID_ADMIN = 'Invalid admin credentials';
export const GOOGLE_LOGIN_FAILED = 'Failed to initiate Google login. Please try again.';

/** Copies better-auth's session cookies onto our reply. */
export function forwardCookies(reply: FastifyReply, headers: Headers) {
  const cookies = headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

/**
 * better-auth refuses a session to a suspended account only after the password matched, so
 * saying so tells nothing to someone guessing.
 */
export const isSuspendedRefusal = (err: unknown) =>
  isAPIError(err) && err.body?.code === 'BANNED_USER';
export const suspended = () => new HttpError(403, ACCOUNT_SUSPENDED_MESSAGE, 'ACCOUNT_SUSPENDED');

/**
 * Turns any sign-in failure into one answer that does not say which field was wrong, except a
 * suspended account's (docs/product.md#sign-in).
 */
export async function signInOr401<T>(run: () => Promise<T>, message: string): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isSuspendedRefusal(err)) throw suspended();
    if (isAPIError(err) && err.statusCode < 500) throw new HttpError(401, message, 'INVALID_LOGIN');
    throw err;
  }
}
