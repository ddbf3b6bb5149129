import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { sqlList } from './sql-list.ts';
import { APPLE_PREFERENCES } from '../../../shared/schemas/calendar.ts';

export const calendarSettings = pgTable(
  'calendar_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    googleConnected: boolean('google_connected').notNull().default(false),
    applePreference: text('apple_preference', { enum: APPLE_PREFERENCES })
      .notNull()
      .default('manual'),
    autoAdd: boolean('auto_add').notNull().default(false),
    /** AES-256-GCM sealed (lib/sealed-box.ts); never stored in the clear. */
    googleAccessToken: text('google_access_token'),
    googleRefreshToken: text('google_refresh_token'),
    googleTokenExpiresAt: timestamp('google_token_expires_at', { withTimezone: true }),
    /** SHA-256 of the feed token, for lookup; the token itself is kept sealed for display. */
    feedTokenHash: text('feed_token_hash').unique(),
    feedToken: text('feed_token'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'calendar_settings_apple_preference_check',
      sql`${t.applePreference} in (${sqlList(APPLE_PREFERENCES)})`,
    ),
  ],
);

export type CalendarSettingsRow = typeof calendarSettings.$inferSelect;
