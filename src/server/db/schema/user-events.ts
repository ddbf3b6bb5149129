import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { events } from './events.ts';
import { SWIPE_ACTIONS } from '../../../shared/schemas/user-events.ts';

/** One row per (user, event): a re-swipe updates the action in place. */
export const userEvents = pgTable(
  'user_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    action: text('action', { enum: SWIPE_ACTIONS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also the index behind the deck's "never swiped" anti-join.
    unique('user_events_user_event_unique').on(t.userId, t.eventId),
    // My Events, newest first: the id breaks ties in the index itself, so a page is read
    // straight from it instead of sorting every one of the person's swipes (listSwipes).
    index('user_events_user_action_idx').on(t.userId, t.action, t.updatedAt.desc(), t.id.desc()),
    index('user_events_user_updated_idx').on(t.userId, t.updatedAt.desc(), t.id.desc()),
    index('user_events_event_idx').on(t.eventId),
    // The deck's co-likes: the latest people who loved one event.
    index('user_events_event_action_idx').on(t.eventId, t.action, t.updatedAt.desc()),
    // The hot list's week of loves and maybes, read by time range (hot.service.ts); the
    // event and action ride along so the scan never visits the table.
    index('user_events_recent_interest_idx')
      .on(t.updatedAt, t.eventId, t.action)
      .where(sql`${t.action} in ('liked', 'maybe')`),
    check('user_events_action_check', sql`${t.action} in ('liked', 'passed', 'maybe')`),
  ],
);
