import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Each person's taste model, kept at swipe time so a deck page scores its candidates without
 * reading the swipe history (docs/deck-ranking.md#the-taste-model). `steps` is the model's
 * update count: a write that finds another step stored lost a race and folds afresh.
 */
export const tasteModels = pgTable('taste_models', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  model: jsonb('model').notNull(),
  steps: integer('steps').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Everyone's taste model, fitted from the latest swipes of all (population-store.ts): one row. */
export const tastePopulation = pgTable(
  'taste_population',
  {
    id: smallint('id').primaryKey().default(1),
    model: jsonb('model').notNull(),
    swipes: integer('swipes').notNull(),
    fittedAt: timestamp('fitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('taste_population_one_row', sql`${t.id} = 1`)],
);
