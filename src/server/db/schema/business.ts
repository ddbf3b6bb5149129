import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { sqlList } from './sql-list.ts';
import {
  businessEventStatuses,
  businessTypes,
  paymentProviders,
} from '../../../shared/business.ts';
import { categories } from '../../../shared/categories.ts';

/** One business account per user, approved instantly. */
export const businessAccounts = pgTable(
  'business_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    businessType: text('business_type', { enum: businessTypes }).notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    website: text('website'),
    description: text('description').notNull().default(''),
    isApproved: boolean('is_approved').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('business_accounts_type_check', sql`${t.businessType} in (${sqlList(businessTypes)})`),
  ],
);

/**
 * An event a business submitted. It becomes a row of `events` (source 'business', pointing back
 * here) only when published; until then the deck never sees it.
 */
export const businessEvents = pgTable(
  'business_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businessAccounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    /** No clock time: `time` is "All day" (docs/product.md#all-day-events). */
    allDay: boolean('all_day').notNull().default(false),
    /** The last day of an event over several days; null for one day. */
    endDate: date('end_date', { mode: 'string' }),
    venue: text('venue').notNull(),
    price: text('price').notNull().default(''),
    /** Normalised category id, and what the form sent. */
    category: text('category').notNull().default('other'),
    originalCategory: text('original_category'),
    imageUrl: text('image_url'),
    sourceUrl: text('source_url'),
    status: text('status', { enum: businessEventStatuses }).notNull().default('unpaid'),
    rejectionReason: text('rejection_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('business_events_business_idx').on(t.businessId, t.id.desc()),
    // The admin's review list.
    index('business_events_review_idx')
      .on(t.paidAt, t.id)
      .where(sql`${t.status} = 'paid_review'`),
    check('business_events_end_date_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.date}`),
    check('business_events_status_check', sql`${t.status} in (${sqlList(businessEventStatuses)})`),
    check(
      'business_events_category_check',
      sql`${t.category} in (${sqlList(categories.map((c) => c.id))})`,
    ),
  ],
);

/**
 * A checkout opened with a payment provider. The webhook finds the business event through it,
 * and an open one is offered again instead of starting another.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    /** The provider's session id (Stripe's cs_…, or the local provider's own). */
    id: text('id').primaryKey(),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    businessEventId: bigint('business_event_id', { mode: 'number' })
      .notNull()
      .references(() => businessEvents.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checkout_sessions_business_event_idx').on(t.businessEventId, t.createdAt.desc()),
    check('checkout_sessions_provider_check', sql`${t.provider} in (${sqlList(paymentProviders)})`),
    check('checkout_sessions_status_check', sql`${t.status} in ('open', 'complete', 'expired')`),
  ],
);

/**
 * A payment received; provider_ref is unique, so recording it twice is impossible. A business
 * keeps its books after the account or the event is deleted: the row stays with the company name
 * and event title written at payment, and loses only its link to what was deleted.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessEventId: bigint('business_event_id', { mode: 'number' }).references(
      () => businessEvents.id,
      { onDelete: 'set null' },
    ),
    companyName: text('company_name').notNull().default(''),
    eventTitle: text('event_title').notNull().default(''),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    /** The provider's payment reference (Stripe's payment intent, else the session id). */
    providerRef: text('provider_ref').notNull().unique(),
    checkoutSessionId: text('checkout_session_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['succeeded'] })
      .notNull()
      .default('succeeded'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_business_event_idx').on(t.businessEventId),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    check('payments_provider_check', sql`${t.provider} in (${sqlList(paymentProviders)})`),
    check('payments_status_check', sql`${t.status} in ('succeeded')`),
  ],
);

/** Provider events already handled: a replayed webhook finds its id here and changes nothing. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.eventId] }),
    check(
      'payment_webhook_events_provider_check',
      sql`${t.provider} in (${sqlList(paymentProviders)})`,
    ),
  ],
);

/** Captcha challenges already answered: each signed challenge counts once. */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_uses_expires_idx').on(t.expiresAt)],
);
