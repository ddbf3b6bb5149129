import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth } from '#server/auth/auth.ts';
import { currentUser } from '#server/auth/guards.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import {
  deleteAccountAsAdmin,
  restoreAccount,
  suspendAccount,
} from '#server/features/accounts/account-admin.service.ts';
import { accountById, searchAccounts } from '#server/features/accounts/account-search.service.ts';
import { sendPasswordReset } from '#server/features/accounts/password-reset.service.ts';
import { notFound } from '#server/lib/errors.ts';
import {
  accountActionResultSchema,
  accountDeletedSchema,
  accountIdParamsSchema,
  accountPageSchema,
  accountSearchQuerySchema,
  passwordResetSentSchema,
  suspendAccountSchema,
  suspendResultSchema,
} from '#shared/schemas/admin-accounts.ts';

const admin = { access: 'admin' } as const;

export interface AccountRoutesDeps {
  db: Db;
  auth: Auth;
  config: Config;
  /** The product's own account deletion (features/profile), passed in by app.ts. */
  deleteAccount: (db: Db, userId: string) => Promise<void>;
}

/** The admin's accounts page (docs/admin.md#accounts). */
export function registerAccountAdminRoutes(app: FastifyInstance, deps: AccountRoutesDeps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function current(userId: string) {
    const account = await accountById(db, userId);
    if (!account) throw notFound('Account not found');
    return account;
  }

  r.get('/api/admin/accounts', {
    config: admin,
    schema: {
      tags: ['admin'],
      description:
        'Accounts newest first, 20 a page, optionally those whose email or name contains `q` ' +
        '(at least 3 characters). Pass `nextAfter` back as `after` for the next page.',
      querystring: accountSearchQuerySchema,
      response: { 200: accountPageSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return searchAccounts(db, request.query);
    },
  });

  r.post('/api/admin/accounts/:accountId/suspend', {
    config: admin,
    schema: {
      tags: ['admin'],
      description:
        'Suspends the account: every session ends at once, sign-in is refused with ' +
        'ACCOUNT_SUSPENDED, and live business events leave the deck. 409 LAST_ADMIN for the ' +
        'last active admin.',
      params: accountIdParamsSchema,
      body: suspendAccountSchema.nullish(),
      response: { 200: suspendResultSchema },
    },
    handler: async (request) => {
      const { accountId: userId } = request.params;
      const done = await suspendAccount(db, currentUser(request), userId, request.body?.reason);
      return { account: await current(userId), ...done };
    },
  });

  r.post('/api/admin/accounts/:accountId/restore', {
    config: admin,
    schema: {
      tags: ['admin'],
      description: 'Lifts a suspension. 409 unless the account is suspended.',
      params: accountIdParamsSchema,
      response: { 200: accountActionResultSchema },
    },
    handler: async (request) => {
      const { accountId: userId } = request.params;
      await restoreAccount(db, currentUser(request), userId);
      return { account: await current(userId) };
    },
  });

  r.post('/api/admin/accounts/:accountId/password-reset', {
    config: admin,
    schema: {
      tags: ['admin'],
      description:
        "Sends the product's password reset link to the account's email, or writes it to the " +
        'server log when no mail server is configured.',
      params: accountIdParamsSchema,
      response: { 200: passwordResetSentSchema },
    },
    handler: async (request) => {
      const delivery = await sendPasswordReset(
        deps,
        currentUser(request),
        request.params.accountId,
      );
      return {
        delivery,
        message:
          delivery === 'email'
            ? 'A reset link is on its way to the account’s email. It works for one hour.'
            : 'No mail server is configured: the reset link is in the server log.',
      };
    },
  });

  r.delete('/api/admin/accounts/:accountId', {
    config: admin,
    schema: {
      tags: ['admin'],
      description:
        'Deletes the account and everything it owns, as its owner could. 409 LAST_ADMIN for the ' +
        'last active admin; 403 for the demo account.',
      params: accountIdParamsSchema,
      response: { 200: accountDeletedSchema },
    },
    handler: async (request) => {
      await deleteAccountAsAdmin(
        db,
        currentUser(request),
        request.params.accountId,
        deps.deleteAccount,
      );
      return { deleted: true as const };
    },
  });
}
