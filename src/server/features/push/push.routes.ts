import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '#server/auth/guards.ts';
import type { Db } from '#server/db/client.ts';
import { pushSubscriptions } from '#server/db/schema/push.ts';
import type { DeliveryPolicy } from '#server/features/push/push-delivery.ts';
import { saveSubscription } from '#server/features/push/save-subscription.ts';
import type { VapidKeys } from '#server/features/push/vapid-keys.ts';
import { checkLiteralHost } from '#server/outbound/address-guard.ts';
import { badRequest } from '#server/lib/errors.ts';
import {
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  vapidPublicKeySchema,
} from '#shared/schemas/push.ts';

interface PushDeps {
  db: Db;
  vapid: () => Promise<VapidKeys>;
  policy: Pick<DeliveryPolicy, 'allowPrivateHosts'>;
}

/** Web Push subscriptions for reminders (docs/reminders.md). */
export function registerPushRoutes(app: FastifyInstance, { db, vapid, policy }: PushDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const allowed = new Set(policy.allowPrivateHosts ?? []);

  r.get('/api/push/public-key', {
    schema: {
      tags: ['push'],
      description: "The server's VAPID public key, for `pushManager.subscribe`.",
      response: { 200: vapidPublicKeySchema },
    },
    handler: async () => ({ publicKey: (await vapid()).publicKey }),
  });

  r.post('/api/push/subscriptions', {
    config: { notForDemo: true },
    schema: {
      tags: ['push'],
      description:
        "Stores this browser's subscription for the signed-in user. 409 when another account holds the endpoint and the request does not carry its secret, or past 10 browsers per account.",
      body: pushSubscriptionSchema,
      response: { 204: z.undefined().describe('Stored') },
    },
    handler: async (request, reply) => {
      const { endpoint, keys } = request.body;
      try {
        checkLiteralHost(new URL(endpoint), allowed);
      } catch {
        throw badRequest('endpoint: Must be a push service on the internet');
      }
      await saveSubscription(db, currentUser(request).id, { endpoint, keys });
      return reply.status(204).send();
    },
  });

  r.delete('/api/push/subscriptions', {
    schema: {
      tags: ['push'],
      description: "Forgets this browser's subscription (only the caller's own).",
      body: pushUnsubscribeSchema,
      response: { 204: z.undefined().describe('Forgotten, or never known') },
    },
    handler: async (request, reply) => {
      await db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.endpoint, request.body.endpoint),
            eq(pushSubscriptions.userId, currentUser(request).id),
          ),
        );
      return reply.status(204).send();
    },
  });
}
