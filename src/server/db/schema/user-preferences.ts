import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { sqlList } from './sql-list.ts';
import {
  MAX_DISTANCES_MILES,
  PREFERRED_TIMES,
  PRICE_RANGES,
} from '../../../shared/preference-choices.ts';

/** The profile's event preferences; they steer the deck (docs/deck-ranking.md). */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    notifications: boolean('notifications').notNull().default(false),
    preferredTime: text('preferred_time', { enum: PREFERRED_TIMES }).notNull().default('any'),
    priceRange: text('price_range', { enum: PRICE_RANGES }).notNull().default('any'),
    homeNeighborhood: text('home_neighborhood'),
    maxDistanceMiles: integer('max_distance_miles'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_preferences_time_check', sql`${t.preferredTime} in (${sqlList(PREFERRED_TIMES)})`),
    check('user_preferences_price_check', sql`${t.priceRange} in (${sqlList(PRICE_RANGES)})`),
    check(
      'user_preferences_distance_check',
      sql`${t.maxDistanceMiles} is null or ${t.maxDistanceMiles} in (${sqlList(MAX_DISTANCES_MILES)})`,
    ),
  ],
);

export type UserPreferencesRow = typeof userPreferences.$inferSelect;
