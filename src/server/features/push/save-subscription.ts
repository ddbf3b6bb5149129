import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { pushSubscriptions } from '#server/db/schema/push.ts';
import { conflict } from '#server/lib/errors.ts';
import type { PushSubscriptionInput } from '#shared/schemas/push.ts';

/** Browsers one account may get reminders on; a new one beyond it is refused. */
export const MAX_SUBSCRIPTIONS_PER_ACCOUNT = 10;

/**
 * Stores a browser's subscription for `userId`. An endpoint that another account holds moves
 * here only when the request carries the same `auth` secret: the browser made that secret and
 * shares it with us alone, so knowing the endpoint (which passes through push services and logs)
 * is not enough to take someone's reminders. The same browser signed in as someone else sends
 * its unchanged subscription, secret included, and moves as before.
 */
export async function saveSubscription(db: Db, userId: string, input: PushSubscriptionInput) {
  const row = {
    endpoint: input.endpoint,
    userId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
  };
  await db.transaction(async (tx) => {
    const [held] = await tx
      .select({ userId: pushSubscriptions.userId, auth: pushSubscriptions.auth })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, input.endpoint))
      .for('update');
    if (held && held.userId !== userId && held.auth !== input.keys.auth) {
      throw conflict('These notifications belong to another account on this browser.');
    }
    if (!held || held.userId !== userId) {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, input.endpoint)),
        );
      if (n >= MAX_SUBSCRIPTIONS_PER_ACCOUNT) {
        throw conflict(
          `Reminders can go to at most ${MAX_SUBSCRIPTIONS_PER_ACCOUNT} browsers. Turn them off on one you no longer use.`,
        );
      }
    }
    await tx
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
  });
}
