import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, username } from 'better-auth/plugins';
import { RESET_LINK_SECONDS, type resetLinkSender } from '#server/auth/password-reset.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { account, session, user, verification } from '#server/db/schema/auth.ts';

export const AUTH_BASE_PATH = '/api/identity';

/** What a suspended person is told when they sign in (docs/product.md#sign-in). */
export const ACCOUNT_SUSPENDED_MESSAGE =
  'This account is suspended. Write to the SwipeNYC team if you think this is a mistake.';

/**
 * better-auth's own defaults, stated so the fast session check (session-lookup.ts) reads the
 * rule from these options rather than from better-auth's internal context.
 */
const SESSION_LIFETIME = { expiresIn: 7 * 24 * 60 * 60, updateAge: 24 * 60 * 60 };

export function createAuth(
  db: Db,
  config: Config,
  sendResetPassword: ReturnType<typeof resetLinkSender>,
) {
  return betterAuth({
    appName: 'SwipeNYC',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.sessionSecret,
    trustedOrigins: config.allowedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    session: SESSION_LIFETIME,
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      autoSignIn: true,
      sendResetPassword,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      // Whoever knew the old password is signed out everywhere once it is replaced.
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: '' },
        lastName: { type: 'string', required: false, defaultValue: '' },
      },
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            mapProfileToUser: (profile) => ({
              firstName: profile.given_name ?? '',
              lastName: profile.family_name ?? '',
            }),
          },
        }
      : {},
    // The admin plugin refuses a session to a banned (suspended) account; accounts/ sets the flag.
    plugins: [username(), admin({ bannedUserMessage: ACCOUNT_SUSPENDED_MESSAGE })],
    // Fastify's rate limiter covers our /api/auth/* routes, which call auth.api directly.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Failed sign-ins are expected traffic; our own request log records what matters.
    logger: { level: 'error' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
