import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { events } from './events.ts';
import { sqlList } from './sql-list.ts';
import { REMINDER_KINDS } from '../../../shared/push.ts';

/**
 * A browser's Web Push subscription. The endpoint is the browser's own address at its push
 * service, so it is unique: a browser that signs in as someone else moves its row to them.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Reminders already sent: the key makes each one at most once, across servers and retries
 * (`on_date` is the New York day, so a movie's noon reminder comes once a day).
 */
export const pushReminders = pgTable(
  'push_reminders',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    onDate: date('on_date').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventId, t.kind, t.onDate] }),
    index('push_reminders_event_idx').on(t.eventId),
    check('push_reminders_kind_check', sql`${t.kind} in (${sqlList(REMINDER_KINDS)})`),
  ],
);
