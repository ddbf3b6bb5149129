import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '#server/db/client.ts';
import { openTestDatabase } from '#test/support/server/test-database.ts';

let database: Database;
const run = (statement: string) => database.db.execute(sql.raw(statement));

/** The driver's error behind Drizzle's wrapper, or null when the write went through. */
async function refusal(statement: string) {
  const err = await run(statement).then(
    () => null,
    (e: unknown) => e,
  );
  if (err === null) return null;
  const cause = err instanceof Error && err.cause ? err.cause : err;
  return cause as { code?: string; constraint?: string };
}

const firstId = async (query: string) => {
  const [row] = await queryRows<{ id: string | number }>(database.db, sql.raw(query));
  return Number(row!.id);
};

// One valid row in every table with a CHECK; each case below breaks exactly one rule of one row.
let eventId = 0;
let businessEventId = 0;
beforeAll(async () => {
  database = await openTestDatabase();
  await run(`INSERT INTO "user" (id, name, email) VALUES ('u1', 'Ada', 'ada@example.com')`);
  eventId = await firstId(
    `INSERT INTO events (title, date, starts_at, category, borough, source)
     VALUES ('Jazz', '2030-01-01', '2030-01-01T19:00:00-05:00', 'music', 'Queens', 'csv') RETURNING id`,
  );
  await run(
    `INSERT INTO user_events (user_id, event_id, action) VALUES ('u1', ${eventId}, 'liked')`,
  );
  await run(`INSERT INTO calendar_settings (user_id) VALUES ('u1')`);
  await run(`INSERT INTO user_preferences (user_id) VALUES ('u1')`);
  const businessId = await firstId(
    `INSERT INTO business_accounts (user_id, company_name, business_type, contact_name, email)
     VALUES ('u1', 'Hall', 'venue', 'Ada', 'ada@example.com') RETURNING id`,
  );
  businessEventId = await firstId(
    `INSERT INTO business_events (business_id, title, date, time, venue, category)
     VALUES (${businessId}, 'Show', '2030-01-01', '8:00 PM', 'Hall', 'comedy') RETURNING id`,
  );
  await run(
    `INSERT INTO checkout_sessions (id, provider, business_event_id, url, expires_at)
     VALUES ('cs_1', 'local', ${businessEventId}, 'http://x', now())`,
  );
  await run(
    `INSERT INTO payments (business_event_id, provider, provider_ref, amount_cents, currency,
                           company_name, event_title)
     VALUES (${businessEventId}, 'local', 'ref_1', 500, 'usd', 'Hall', 'Show')`,
  );
  await run(`INSERT INTO upload_batches (start_id, end_id, event_count, filename)
     VALUES (1, 1, 1, 'a.csv')`);
  await run(`INSERT INTO job_runs (job) VALUES ('cleanup')`);
  await run(`INSERT INTO uploads (owner_id, url, key, thumbnail_key, bytes)
     VALUES ('u1', '/uploads/events/a.webp', 'events/a.webp', 'events/a-thumb.webp', 10)`);
});
afterAll(() => database.close());

const cases: [constraint: string, violation: () => string][] = [
  ['events_like_count_check', () => `UPDATE events SET like_count = -1 WHERE id = ${eventId}`],
  ['events_source_check', () => `UPDATE events SET source = 'rss' WHERE id = ${eventId}`],
  ['events_category_check', () => `UPDATE events SET category = 'Concerts' WHERE id = ${eventId}`],
  ['events_borough_check', () => `UPDATE events SET borough = 'Hoboken' WHERE id = ${eventId}`],
  ['events_end_date_check', () => `UPDATE events SET end_date = date - 1 WHERE id = ${eventId}`],
  [
    'events_all_day_check',
    () => `UPDATE events SET all_day = true, end_date = null WHERE id = ${eventId}`,
  ],
  ['user_events_action_check', () => `UPDATE user_events SET action = 'loved'`],
  [
    'calendar_settings_apple_preference_check',
    () => `UPDATE calendar_settings SET apple_preference = 'always'`,
  ],
  ['user_role_check', () => `UPDATE "user" SET role = 'owner'`],
  ['user_preferences_time_check', () => `UPDATE user_preferences SET preferred_time = 'noon'`],
  ['user_preferences_price_check', () => `UPDATE user_preferences SET price_range = 'cheap'`],
  ['user_preferences_distance_check', () => `UPDATE user_preferences SET max_distance_miles = 3`],
  ['user_preferences_borough_check', () => `UPDATE user_preferences SET home_borough = 'Atlantis'`],
  [
    'audit_log_action_check',
    () =>
      `INSERT INTO audit_log (actor_email, action, target_type)
       VALUES ('a@example.com', 'event.explode', 'event')`,
  ],
  [
    'audit_log_target_type_check',
    () =>
      `INSERT INTO audit_log (actor_email, action, target_type)
       VALUES ('a@example.com', 'event.create', 'planet')`,
  ],
  ['business_accounts_type_check', () => `UPDATE business_accounts SET business_type = 'bank'`],
  ['business_events_status_check', () => `UPDATE business_events SET status = 'paid'`],
  ['business_events_category_check', () => `UPDATE business_events SET category = 'knitting'`],
  ['business_events_end_date_check', () => `UPDATE business_events SET end_date = date - 1`],
  ['checkout_sessions_provider_check', () => `UPDATE checkout_sessions SET provider = 'paypal'`],
  ['checkout_sessions_status_check', () => `UPDATE checkout_sessions SET status = 'paid'`],
  ['payments_amount_check', () => `UPDATE payments SET amount_cents = 0`],
  ['payments_provider_check', () => `UPDATE payments SET provider = 'paypal'`],
  ['payments_status_check', () => `UPDATE payments SET status = 'refunded'`],
  [
    'payment_webhook_events_provider_check',
    () =>
      `INSERT INTO payment_webhook_events (provider, event_id, type) VALUES ('paypal', 'e1', 't')`,
  ],
  [
    'event_sources_source_check',
    () =>
      `INSERT INTO event_sources (event_id, source, source_id) VALUES (${eventId}, 'NYC Parks!', '1')`,
  ],
  ['upload_batches_range_check', () => `UPDATE upload_batches SET start_id = 2`],
  ['job_runs_outcome_check', () => `UPDATE job_runs SET finished_at = now()`],
  ['uploads_bytes_check', () => `UPDATE uploads SET bytes = -1`],
  [
    'push_reminders_kind_check',
    () =>
      `INSERT INTO push_reminders (user_id, event_id, kind, on_date)
       VALUES ('u1', ${eventId}, 'weekly', '2030-01-01')`,
  ],
];

describe('CHECK constraints', () => {
  it.each(cases)('%s refuses a violating write', async (constraint, violation) => {
    expect(await refusal(violation())).toMatchObject({ code: '23514', constraint });
  });

  it('allows the same rows with values inside the rules', async () => {
    for (const statement of [
      `UPDATE events SET like_count = 0, source = 'crawler', category = 'other', borough = NULL`,
      `UPDATE calendar_settings SET apple_preference = 'disabled'`,
      `UPDATE "user" SET role = 'admin'`,
      `UPDATE payments SET status = 'succeeded'`,
      `UPDATE upload_batches SET event_count = 0, start_id = 1, end_id = 1`,
      `UPDATE job_runs SET finished_at = now(), ok = true`,
      `INSERT INTO event_sources (event_id, source, source_id) VALUES (${eventId}, 'nyc-parks', '1')`,
    ]) {
      expect(await refusal(statement)).toBeNull();
    }
  });

  it('every CHECK in the schema is one this file tries to break', async () => {
    const rows = await queryRows<{ name: string }>(
      database.db,
      sql`SELECT conname AS name FROM pg_constraint
          WHERE contype = 'c' AND connamespace = 'public'::regnamespace`,
    );
    expect(rows.map((r) => r.name).sort()).toEqual(cases.map(([name]) => name).sort());
  });
});

describe('foreign keys', () => {
  it('each says what happens when its parent goes: cascade, or set null for a record kept', async () => {
    const rows = await queryRows<{ name: string; action: string }>(
      database.db,
      sql`SELECT conname AS name, confdeltype AS action FROM pg_constraint
          WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
    );
    const byName = Object.fromEntries(rows.map((r) => [r.name, r.action]));
    expect(byName).toEqual({
      account_user_id_user_id_fk: 'c',
      session_user_id_user_id_fk: 'c',
      // The audit log keeps what an admin did after the admin's account goes.
      audit_log_actor_id_user_id_fk: 'n',
      business_accounts_user_id_user_id_fk: 'c',
      business_events_business_id_business_accounts_id_fk: 'c',
      // A reviewer's account going away keeps the decision.
      business_events_reviewed_by_user_id_fk: 'n',
      checkout_sessions_business_event_id_business_events_id_fk: 'c',
      // What a deck pass dealt goes with the person and with the event.
      deck_dealt_event_id_events_id_fk: 'c',
      deck_dealt_user_id_user_id_fk: 'c',
      // A business's books outlive its account and its events.
      payments_business_event_id_business_events_id_fk: 'n',
      push_reminders_event_id_events_id_fk: 'c',
      push_reminders_user_id_user_id_fk: 'c',
      push_subscriptions_user_id_user_id_fk: 'c',
      calendar_settings_user_id_user_id_fk: 'c',
      event_sources_event_id_events_id_fk: 'c',
      event_views_event_id_events_id_fk: 'c',
      event_views_user_id_user_id_fk: 'c',
      events_batch_id_upload_batches_id_fk: 'c',
      events_business_event_id_business_events_id_fk: 'c',
      // An admin's account going away keeps the events they imported.
      upload_batches_uploaded_by_user_id_fk: 'n',
      // An image outlives its uploader only while an event still shows it (upload-records.ts).
      uploads_owner_id_user_id_fk: 'n',
      user_events_user_id_user_id_fk: 'c',
      user_events_event_id_events_id_fk: 'c',
      user_preferences_user_id_user_id_fk: 'c',
    });
  });

  it('deleting a user removes everything they own but the payment records, down to swipes on their published event', async () => {
    await run(`INSERT INTO "user" (id, name, email) VALUES ('u2', 'Bo', 'bo@example.com')`);
    const published = await firstId(
      `INSERT INTO events (title, date, starts_at, business_event_id, source)
       VALUES ('Show', '2030-01-01', '2030-01-01T20:00:00-05:00', ${businessEventId}, 'business')
       RETURNING id`,
    );
    await run(
      `INSERT INTO user_events (user_id, event_id, action) VALUES ('u2', ${published}, 'liked')`,
    );
    await run(`INSERT INTO event_views (event_id, user_id) VALUES (${published}, 'u2')`);
    await run(
      `INSERT INTO session (id, expires_at, token, user_id) VALUES ('s1', now(), 't1', 'u1')`,
    );
    await run(`UPDATE upload_batches SET uploaded_by = 'u1'`);
    await run(`INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth)
       VALUES ('https://push.example/1', 'u1', 'k', 'a')`);

    await run(`DELETE FROM "user" WHERE id = 'u1'`);

    const [left] = await queryRows<Record<string, number>>(
      database.db,
      sql`SELECT
        (SELECT count(*)::int FROM session WHERE user_id = 'u1') AS sessions,
        (SELECT count(*)::int FROM user_events WHERE user_id = 'u1') AS own_swipes,
        (SELECT count(*)::int FROM calendar_settings) AS calendar,
        (SELECT count(*)::int FROM user_preferences) AS preferences,
        (SELECT count(*)::int FROM business_accounts) AS businesses,
        (SELECT count(*)::int FROM business_events) AS business_events,
        (SELECT count(*)::int FROM checkout_sessions) AS checkouts,
        (SELECT count(*)::int FROM payments) AS payments,
        (SELECT count(*)::int FROM events WHERE id = ${published}) AS published,
        (SELECT count(*)::int FROM user_events WHERE event_id = ${published}) AS swipes_on_it,
        (SELECT count(*)::int FROM event_views) AS views,
        (SELECT count(*)::int FROM push_subscriptions) AS push,
        (SELECT count(*)::int FROM upload_batches WHERE uploaded_by IS NULL) AS batches_kept,
        (SELECT count(*)::int FROM uploads WHERE owner_id IS NULL) AS uploads_ownerless,
        (SELECT count(*)::int FROM events WHERE id = ${eventId}) AS others_event`,
    );
    expect(left).toEqual({
      sessions: 0,
      own_swipes: 0,
      calendar: 0,
      preferences: 0,
      businesses: 0,
      business_events: 0,
      checkouts: 0,
      payments: 1,
      published: 0,
      swipes_on_it: 0,
      views: 0,
      push: 0,
      batches_kept: 1,
      // Left ownerless for the uploads cleanup, which removes the files too.
      uploads_ownerless: 1,
      others_event: 1,
    });
    const kept = await queryRows<Record<string, unknown>>(
      database.db,
      sql`SELECT business_event_id, company_name, event_title, amount_cents FROM payments`,
    );
    expect(kept).toEqual([
      { business_event_id: null, company_name: 'Hall', event_title: 'Show', amount_cents: 500 },
    ]);
  });
});
