import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { sqlList } from './sql-list.ts';
import {
  MAX_DISTANCES_MILES,
  PREFERRED_TIMES,
  PRICE_RANGES,
} from '../../../shared/preference-choices.ts';
import { boroughs } from '../../../shared/nyc/boroughs.ts';

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
    /** Chosen on the first visit (docs/product.md#taste-intro): priors of the deck's model. */
    lovedCategories: text('loved_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    homeBorough: text('home_borough', { enum: boroughs }),
    /** The first-visit "pick a few things you like" step was answered or skipped. */
    tasteIntroDone: boolean('taste_intro_done').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_preferences_time_check', sql`${t.preferredTime} in (${sqlList(PREFERRED_TIMES)})`),
    check('user_preferences_price_check', sql`${t.priceRange} in (${sqlList(PRICE_RANGES)})`),
    check(
      'user_preferences_borough_check',
      sql`${t.homeBorough} is null or ${t.homeBorough} in (${sqlList(boroughs)})`,
    ),
    check(
      'user_preferences_distance_check',
      sql`${t.maxDistanceMiles} is null or ${t.maxDistanceMiles} in (${sqlList(MAX_DISTANCES_MILES)})`,
    ),
  ],
);

export type UserPreferencesRow = typeof userPreferences.$inferSelect;
