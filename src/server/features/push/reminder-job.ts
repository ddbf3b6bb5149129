import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { pushSubscriptions } from '#server/db/schema/push.ts';
import { claimDueReminders } from '#server/features/push/due-reminders.ts';
import { deliverPush, type DeliveryPolicy } from '#server/features/push/push-delivery.ts';
import { reminderMessage } from '#server/features/push/reminder-message.ts';
import { sharedVapidKeys } from '#server/features/push/vapid-keys.ts';
import type { Job } from '#server/lib/job.ts';

export interface ReminderRun extends Record<string, unknown> {
  reminders: number;
  sent: number;
  failed: number;
  /** Subscriptions the push service no longer knows, removed. */
  removed: number;
}

/** Sends every reminder due at `now` to each of its user's browsers. */
export async function sendDueReminders(
  db: Db,
  policy: DeliveryPolicy,
  now = new Date(),
): Promise<ReminderRun> {
  const due = await claimDueReminders(db, now);
  const run: ReminderRun = { reminders: due.length, sent: 0, failed: 0, removed: 0 };
  if (due.length === 0) return run;
  const vapid = await sharedVapidKeys(db);
  const userIds = [...new Set(due.map((d) => d.userId))];
  const targets = await db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
  for (const reminder of due) {
    const message = reminderMessage(reminder);
    for (const target of targets.filter((t) => t.userId === reminder.userId)) {
      const result = await deliverPush(target, message, vapid, policy);
      if (result === 'sent') run.sent += 1;
      else if (result === 'failed') run.failed += 1;
      else {
        run.removed += 1;
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, target.endpoint));
        targets.splice(targets.indexOf(target), 1);
      }
    }
  }
  return run;
}

/** Every five minutes, so a reminder is at most that late; once per slot across servers. */
export function reminderJob(policy: DeliveryPolicy): Job<ReminderRun> {
  return {
    name: 'push-reminders',
    schedule: '*/5 * * * *',
    run: (db) => sendDueReminders(db, policy),
  };
}
