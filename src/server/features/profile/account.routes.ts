import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from '#server/auth/auth.ts';
import { ownUserId } from '#server/auth/guards.ts';
import type { Db } from '#server/db/client.ts';
import { deleteAccount } from '#server/features/profile/delete-account.service.ts';
import { accountExport } from '#server/features/profile/export.service.ts';
import { removeUploadsOfDeletedAccounts } from '#server/uploads/upload-records.ts';
import type { UploadStore } from '#server/uploads/upload-store.ts';
import { okSchema } from '#shared/schemas/auth.ts';
import { userIdParamsSchema } from '#shared/schemas/calendar.ts';
import { deleteAccountSchema } from '#shared/schemas/profile.ts';
import { nycToday } from '#shared/time.ts';

/** The export reads every swipe the user has: a few per minute from one address is plenty. */
const exportRateLimit = { max: 6, timeWindow: '1 minute' };

/** Account-level actions of the profile's More tab: export my data, delete my account. */
export function registerAccountRoutes(
  app: FastifyInstance,
  deps: { db: Db; auth: Auth; store: UploadStore },
) {
  const { db, auth, store } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/users/:id/export', {
    config: { notForDemo: true, rateLimit: exportRateLimit },
    schema: {
      tags: ['profile'],
      description:
        "A JSON file of the signed-in user's account, swipes with their events, calendar " +
        'settings, preferences, and business account with its events. No password hashes or ' +
        'tokens.',
      params: userIdParamsSchema,
    },
    handler: async (request, reply) => {
      const chunks = await accountExport(db, ownUserId(request, request.params.id));
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="swipenyc-export-${nycToday()}.json"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks));
    },
  });

  r.delete('/api/users/:id', {
    config: { notForDemo: true },
    schema: {
      tags: ['profile'],
      description:
        'Deletes the signed-in user and everything they own (uploaded images no remaining ' +
        'event shows included), then ends the session. ' +
        'The demo account and the last admin cannot be deleted.',
      params: userIdParamsSchema,
      body: deleteAccountSchema,
      response: { 200: okSchema },
    },
    handler: async (request, reply) => {
      await deleteAccount(db, ownUserId(request, request.params.id));
      // The uploads went ownerless with the account; their files go now rather than at the
      // next hourly cleanup, which stays the fallback if this fails.
      try {
        await removeUploadsOfDeletedAccounts(db, store);
      } catch (err) {
        request.log.warn({ err }, 'could not remove the uploads of a deleted account');
      }
      // The session went with the user; signing out now only expires the browser's cookies, so
      // a failure here changes nothing that matters: the old cookie no longer opens anything.
      try {
        const headers = fromNodeHeaders(request.headers);
        const { headers: out } = await auth.api.signOut({ headers, returnHeaders: true });
        const cookies = out.getSetCookie();
        if (cookies.length) reply.header('set-cookie', cookies);
      } catch (err) {
        request.log.warn({ err }, 'could not expire the cookies of a deleted account');
      }
      return { success: true as const };
    },
  });
}
