import { fromNodeHeaders } from 'better-auth/node';
import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import {
  forwardCookies,
  INVALID_ADMIN,
  INVALID_LOGIN,
  isSuspendedRefusal,
  signInOr401,
  suspended,
  type AuthRoutes,
} from '#server/auth/auth-routes.ts';
import { DEMO_USERNAME } from '#server/auth/demo-account.ts';
import { isDemoPersonEmail } from '#server/auth/demo-people.ts';
import { presentUser } from '#server/auth/user.presenter.ts';
import { user } from '#server/db/schema/auth.ts';
import { HttpError, notFound } from '#server/lib/errors.ts';
import {
  adminLoginResultSchema,
  currentUserSchema,
  loginSchema,
  usernameLoginSchema,
} from '#shared/schemas/auth.ts';

/** Signing in: by email, as the demo account, and as an admin. */
export function registerSignInRoutes({
  r,
  auth,
  db,
  config,
  guarded,
  spendFailedLogin,
  isDemoEmail,
}: AuthRoutes) {
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
}
