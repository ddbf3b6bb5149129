import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { events } from './events.ts';

/**
 * Where an event came from: one row per source that lists it (a crawler source, or the business
 * that posted it). (source, source_id) is unique, so a re-crawl finds the event it made before.
 */
export const eventSourceLinks = pgTable(
  'event_sources',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** A configured source's name ("nyc-parks"), or "business". */
    source: text('source').notNull(),
    /** The source's own id for the event (a feed guid, a dataset row id, a business event id). */
    sourceId: text('source_id').notNull(),
    url: text('url'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('event_sources_source_id_unique').on(t.source, t.sourceId),
    index('event_sources_event_idx').on(t.eventId),
    // Source names are open (CRAWLER_SOURCES), so the check is the configuration's name rule.
    check('event_sources_source_check', sql`${t.source} ~ '^[a-z0-9][a-z0-9-]{0,39}$'`),
  ],
);
