import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Values every server must share, such as the generated session secret. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
