import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { events } from './events.ts';

/**
 * The cards one pass through the deck has dealt (docs/deck-ranking.md#paging). The deck re-ranks
 * by the latest taste on every page; leaving out what this pass already dealt is what keeps a
 * pass free of repeats. A new pass clears the person's older passes.
 */
export const deckDealt = pgTable(
  'deck_dealt',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** When the pass began (ms): the cursor names it. */
    passMs: bigint('pass_ms', { mode: 'number' }).notNull(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    dealtAt: timestamp('dealt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.passMs, t.eventId] }),
    index('deck_dealt_event_idx').on(t.eventId),
  ],
);
