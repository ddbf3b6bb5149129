import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { isAPIError } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Auth } from '#server/auth/auth.ts';
import { ACCOUNT_SUSPENDED_MESSAGE, AUTH_BASE_PATH } from '#server/auth/auth.ts';
import { failedLoginCost } from '#server/auth/failed-login-cost.ts';
import { currentUser } from '#server/auth/guards.ts';
import type { AttemptCounters } from '#server/auth/attempt-counters.ts';
import { signInLimits } from '#server/auth/sign-in-limit.ts';
import { resetDelivery } from '#server/auth/password-reset.ts';
import { presentUser } from '#server/auth/user.presenter.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { user } from '#server/db/schema/auth.ts';
import { DEMO_USERNAME } from '#server/auth/demo-account.ts';
import { isDemoPersonEmail } from '#server/auth/demo-people.ts';
import { HttpError, notFound } from '#server/lib/errors.ts';
import {
  adminLoginResultSchema,
  authProvidersSchema,
  changePasswordSchema,
  currentUserSchema,
  forgotPasswordResultSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  sessionSchema,
  okSchema,
  registerSchema,
  usernameLoginSchema,
} from '#shared/schemas/auth.ts';

const INVALID_LOGIN = 'Invalid email or password';
const INVALID_ADMIN = 'Invalid admin credentials';
export const GOOGLE_LOGIN_FAILED = 'Failed to initiate Google login. Please try again.';

/** Copies better-auth's session cookies onto our reply. */
function forwardCookies(reply: FastifyReply, headers: Headers) {
  const cookies = headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

/** better-auth's refusals of a password change, in words the form can show. */
const passwordChangeRefusals: Record<string, string> = {
  INVALID_PASSWORD: 'Current password is incorrect',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'This account signs in with Google and has no password to change',
};

/**
 * better-auth refuses a session to a suspended account only after the password matched, so
 * saying so tells nothing to someone guessing.
 */
const isSuspendedRefusal = (err: unknown) => isAPIError(err) && err.body?.code === 'BANNED_USER';
const suspended = () => new HttpError(403, ACCOUNT_SUSPENDED_MESSAGE, 'ACCOUNT_SUSPENDED');

/**
 * Turns any sign-in failure into one answer that does not say which field was wrong, except a
 * suspended account's (docs/product.md#sign-in).
 */
async function signInOr401<T>(run: () => Promise<T>, message: string): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isSuspendedRefusal(err)) throw suspended();
    if (isAPIError(err) && err.statusCode < 500) throw new HttpError(401, message, 'INVALID_LOGIN');
    throw err;
  }
}

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Db; config: Config; counters: AttemptCounters },
) {
  const { auth, db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = signInLimits(app, {
    db,
    counters: deps.counters,
    limits: {
      perAddress: config.authRateLimit,
      perAccountAddress: config.authAccountLimit,
      slowdownMaxSeconds: config.authSlowdownMaxSeconds,
    },
  });
  const limited = { config: { access: 'public' as const }, ...limits.attempt };
  const guarded = { config: { access: 'public' as const }, ...limits.guess };
  const spendFailedLogin = failedLoginCost(auth);
  const isDemoEmail = async (email: string) => {
    const [found] = await db
      .select({ username: user.username })
      .from(user)
      .where(eq(sql`lower(${user.email})`, email.toLowerCase()));
    return found?.username === DEMO_USERNAME;
  };

  // Of better-auth's own API only the Google sign-in callback is reachable; everything else it
  // offers (profile updates, password changes, session lists) answers 404 like any unknown path.
  r.get(`${AUTH_BASE_PATH}/callback/google`, {
    ...limited,
    schema: { hide: true },
    handler: async (request, reply) => {
      // Rebuilt from the matched route, so an oddly spelled path reaches better-auth as ours.
      const { search } = new URL(request.url, config.publicUrl);
      const response = await auth.handler(
        new Request(`${config.publicUrl}${AUTH_BASE_PATH}/callback/google${search}`, {
          headers: fromNodeHeaders(request.headers),
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      forwardCookies(reply, response.headers);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });

  r.get('/api/auth/providers', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      description: 'Which sign-in providers are configured, so the page offers only those.',
      response: { 200: authProvidersSchema },
    },
    handler: async () => ({ google: config.google !== undefined }),
  });

  r.get('/api/auth/session', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      description: 'The signed-in user, or null for a visitor; never 401.',
      response: { 200: sessionSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const found = await app.sessionUserOf(request);
      return { user: found ? presentUser(found) : null };
    },
  });

  r.get('/api/auth/user', {
    config: { access: 'user' },
    schema: { tags: ['auth'], response: { 200: currentUserSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return presentUser(currentUser(request));
    },
  });

  r.post('/api/auth/register', {
    ...limited,
    schema: { tags: ['auth'], body: registerSchema, response: { 201: currentUserSchema } },
    handler: async (request, reply) => {
      const { email, password, firstName, lastName } = request.body;
      // The demo people's domain is reserved: an account there would be taken for one of them.
      if (isDemoPersonEmail(email)) {
        throw new HttpError(400, 'Enter an email address you can receive mail at', 'INVALID_INPUT');
      }
      const { headers, response } = await auth.api.signUpEmail({
        body: {
          email,
          password,
          firstName,
          lastName,
          name: `${firstName} ${lastName}`.trim() || email,
        },
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      });
      forwardCookies(reply, headers);
      return reply
        .status(201)
        .send(presentUser({ ...response.user, firstName, lastName, role: 'user' }));
    },
  });

  r.post('/api/auth/login', {
    ...guarded,
    schema: { tags: ['auth'], body: loginSchema, response: { 200: currentUserSchema } },
    handler: async (request, reply) => {
      // With demo sign-in off, the demo account's published password opens nothing; the demo
      // people never sign in (docs/product.md#demo-data).
      if (
        isDemoPersonEmail(request.body.email) ||
        (!config.demoLogin && (await isDemoEmail(request.body.email)))
      ) {
        await spendFailedLogin(request.body.password);
        throw new HttpError(401, INVALID_LOGIN, 'INVALID_LOGIN');
      }
      const { headers, response } = await signInOr401(
        () =>
          auth.api.signInEmail({
            body: request.body,
            headers: fromNodeHeaders(request.headers),
            returnHeaders: true,
          }),
        INVALID_LOGIN,
      );
      forwardCookies(reply, headers);
      return presentUser(response.user);
    },
  });

  r.post('/api/auth/demo-login', {
    ...guarded,
    schema: { tags: ['auth'], body: usernameLoginSchema, response: { 200: currentUserSchema } },
    handler: async (request, reply) => {
      if (!config.demoLogin) throw notFound('Demo login is turned off');
      if (request.body.username.toLowerCase() !== DEMO_USERNAME) {
        throw new HttpError(401, 'Invalid demo credentials', 'INVALID_LOGIN');
      }
      const { headers, response } = await signInOr401(
        () =>
          auth.api.signInUsername({
            body: request.body,
            headers: fromNodeHeaders(request.headers),
            returnHeaders: true,
          }),
        'Invalid demo credentials',
      );
      forwardCookies(reply, headers);
      return presentUser(response!.user);
    },
  });

  r.post('/api/auth/admin-login', {
    ...guarded,
    schema: {
      tags: ['auth'],
      body: usernameLoginSchema,
      response: { 200: adminLoginResultSchema, 401: adminLoginResultSchema },
    },
    handler: async (request, reply) => {
      const refuse = () =>
        reply.status(401).send({
          success: false,
          error: INVALID_ADMIN,
          message: INVALID_ADMIN,
          code: 'INVALID_LOGIN',
        });
      // Check the role before signing in, so a normal account never gets a session here.
      const [found] = await db
        .select({ role: user.role })
        .from(user)
        .where(eq(user.username, request.body.username.toLowerCase()));
      if (found?.role !== 'admin') {
        await spendFailedLogin(request.body.password);
        return refuse();
      }
      try {
        const { headers } = await auth.api.signInUsername({
          body: request.body,
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        forwardCookies(reply, headers);
        return { success: true, error: null };
      } catch (err) {
        if (isSuspendedRefusal(err)) throw suspended();
        if (isAPIError(err) && err.statusCode < 500) return refuse();
        throw err;
      }
    },
  });

  r.post('/api/auth/logout', {
    config: { access: 'public' },
    schema: { tags: ['auth'], response: { 200: okSchema } },
    handler: async (request, reply) => {
      const headers = fromNodeHeaders(request.headers);
      if (await auth.api.getSession({ headers })) {
        const result = await auth.api.signOut({ headers, returnHeaders: true });
        forwardCookies(reply, result.headers);
      }
      return { success: true as const };
    },
  });

  r.post('/api/auth/forgot-password', {
    ...limited,
    schema: {
      tags: ['auth'],
      body: forgotPasswordSchema,
      response: { 200: forgotPasswordResultSchema },
    },
    handler: async (request) => {
      await auth.api.requestPasswordReset({
        body: { email: request.body.email },
        headers: fromNodeHeaders(request.headers),
      });
      const delivery = resetDelivery(config);
      return {
        delivery,
        message:
          delivery === 'email'
            ? 'If an account uses that email, a link to reset its password is on its way. It works for one hour.'
            : 'This server cannot send mail. Ask an administrator for your reset link.',
      };
    },
  });

  r.post('/api/auth/reset-password', {
    ...limited,
    schema: { tags: ['auth'], body: resetPasswordSchema, response: { 200: okSchema } },
    handler: async (request) => {
      try {
        await auth.api.resetPassword({ body: request.body });
        return { success: true as const };
      } catch (err) {
        if (isAPIError(err) && err.statusCode < 500) {
          throw new HttpError(
            400,
            'This reset link has expired or was already used. Ask for a new one.',
            'RESET_LINK_INVALID',
          );
        }
        throw err;
      }
    },
  });

  r.post('/api/auth/password', {
    config: { access: 'user', notForDemo: true },
    // A wrong current password is a guess like a failed sign-in, and spends the same budgets.
    ...limits.guess,
    schema: { tags: ['auth'], body: changePasswordSchema, response: { 200: okSchema } },
    handler: async (request, reply) => {
      try {
        // Every session of the account ends, this one included; better-auth opens a fresh one
        // for the caller and sets its cookie, which we pass on.
        const { headers } = await auth.api.changePassword({
          body: { ...request.body, revokeOtherSessions: true },
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        forwardCookies(reply, headers);
        return { success: true as const };
      } catch (err) {
        const refusal = isAPIError(err)
          ? passwordChangeRefusals[String(err.body?.code)]
          : undefined;
        if (refusal) throw new HttpError(400, refusal, 'INVALID_PASSWORD');
        throw err;
      }
    },
  });

  r.get('/api/auth/google', {
    ...limited,
    schema: { tags: ['auth'], querystring: z.object({}) },
    handler: async (request, reply) => {
      const failed = `/login?error=${encodeURIComponent(GOOGLE_LOGIN_FAILED)}`;
      if (!config.google) return reply.redirect(failed);
      try {
        const { headers, response } = await auth.api.signInSocial({
          body: { provider: 'google', callbackURL: '/home', errorCallbackURL: failed },
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        forwardCookies(reply, headers);
        return reply.redirect(response.url ?? failed);
      } catch (err) {
        request.log.warn({ err }, 'google sign-in could not start');
        return reply.redirect(failed);
      }
    },
  });
}
