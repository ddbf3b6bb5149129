import { sql } from 'drizzle-orm';
import { businessEvents } from './business.ts';
import { sqlList } from './sql-list.ts';
import { uploadBatches } from './upload-batches.ts';
import { categories } from '../../../shared/categories.ts';
import { boroughs } from '../../../shared/nyc/boroughs.ts';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What typo-tolerant search compares by trigrams (pg_trgm). The query repeats this exact
 * expression so PostgreSQL can answer it from the index. See docs/search.md.
 */
export const eventFuzzyText = sql`("title" || ' ' || coalesce("performer", '') || ' ' || "venue")`;

export const eventSources = ['seed', 'csv', 'manual', 'crawler', 'business', 'mock'] as const;
export type EventSource = (typeof eventSources)[number];

export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    venue: text('venue').notNull().default(''),
    price: text('price').notNull().default('Free'),
    priceMinCents: integer('price_min_cents'),
    priceMaxCents: integer('price_max_cents'),
    category: text('category').notNull().default('other'),
    originalCategory: text('original_category'),
    performer: text('performer'),
    sourceUrl: text('source_url'),
    imageUrl: text('image_url'),
    neighborhood: text('neighborhood'),
    borough: text('borough'),
    isMovie: boolean('is_movie').notNull().default(false),
    /** No clock time: the event runs through its days (docs/product.md#all-day-events). */
    allDay: boolean('all_day').notNull().default(false),
    /** A movie's first day (its date); null for everything else. */
    startDate: date('start_date', { mode: 'string' }),
    /**
     * The last day (inclusive) of an event that lasts beyond its start: all-day events, runs over
     * several days and movies. Null for a timed one-day event, which is over once it starts.
     */
    endDate: date('end_date', { mode: 'string' }),
    likeCount: integer('like_count').notNull().default(0),
    /** Swipes of any kind on the event: with like_count, the deck's popularity prior. */
    swipeCount: integer('swipe_count').notNull().default(0),
    /** Grows on every change to what a calendar shows (a trigger keeps it); becomes SEQUENCE. */
    revision: integer('revision').notNull().default(0),
    source: text('source', { enum: eventSources }).notNull().default('manual'),
    sourceKey: text('source_key').unique(),
    /** The CSV upload the event came from; removing the batch removes its events. */
    batchId: bigint('batch_id', { mode: 'number' }).references(() => uploadBatches.id, {
      onDelete: 'cascade',
    }),
    /** The business submission a published event came from; deleting it removes the event. */
    businessEventId: bigint('business_event_id', { mode: 'number' }).references(
      () => businessEvents.id,
      { onDelete: 'cascade' },
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Full-text search; weight C holds only the place, which the location filter reads alone. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', "title"), 'A')
        || setweight(to_tsvector('english', coalesce("performer", '') || ' ' || "category" || ' ' || coalesce("original_category", '')), 'B')
        || setweight(to_tsvector('english', "venue" || ' ' || coalesce("neighborhood", '') || ' ' || coalesce("borough", '')), 'C')
        || setweight(to_tsvector('english', "description"), 'D')`,
    ),
  },
  (t) => [
    // Deck and cleanup read upcoming events in start order.
    index('events_starts_at_idx').on(t.startsAt, t.id),
    index('events_category_starts_at_idx').on(t.category, t.startsAt, t.id),
    // Hot list: upcoming events by like count, read from the counter, never aggregated.
    index('events_hot_idx')
      .on(t.likeCount.desc(), t.id)
      .where(sql`${t.likeCount} > 0`),
    // Search (docs/search.md): text with the place and category filters in one GIN index
    // (btree_gin), so a common word with a borough and a category intersects posting lists
    // instead of fetching every match of the word; typos; places in start order; movies still
    // running.
    index('events_search_filters_idx').using(
      'gin',
      t.searchVector,
      t.category,
      t.borough,
      t.neighborhood,
    ),
    index('events_fuzzy_idx').using('gin', sql`${eventFuzzyText} gin_trgm_ops`),
    index('events_borough_starts_at_idx').on(t.borough, t.startsAt, t.id),
    index('events_neighborhood_starts_at_idx').on(t.neighborhood, t.startsAt, t.id),
    // Event database: newest first, optionally within one category, paged by id.
    index('events_category_id_idx').on(t.category, t.id),
    // The uploads cleanup asks, for each upload, whether any event still shows it.
    index('events_uploaded_image_idx')
      .on(t.imageUrl)
      .where(sql`${t.imageUrl} like '/uploads/%'`),
    index('events_batch_idx')
      .on(t.batchId)
      .where(sql`${t.batchId} is not null`),
    uniqueIndex('events_business_event_idx')
      .on(t.businessEventId)
      .where(sql`${t.businessEventId} is not null`),
    // Events still running (all-day, several days, movies) until New York's end of their last day.
    index('events_running_idx')
      .on(t.endDate, t.startsAt)
      .where(sql`${t.endDate} is not null`),
    check('events_end_date_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.date}`),
    check('events_all_day_check', sql`not ${t.allDay} or ${t.endDate} is not null`),
    check('events_like_count_check', sql`${t.likeCount} >= 0`),
    check('events_source_check', sql`${t.source} in (${sqlList(eventSources)})`),
    check('events_category_check', sql`${t.category} in (${sqlList(categories.map((c) => c.id))})`),
    check(
      'events_borough_check',
      sql`${t.borough} is null or ${t.borough} in (${sqlList(boroughs)})`,
    ),
  ],
);
