import type pg from 'pg';
import { expect, expectAccessible, test } from './fixtures.ts';

/** A word no other event holds, so the search finds only this test's events. */
function uniqueWord(): string {
  const letters = Array.from({ length: 10 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  );
  return `zq${letters.join('')}`;
}

/**
 * An all-day event from `first` to `last` (SQL date expressions), stored as the app stores one:
 * "All day", starting at New York midnight, with its last day.
 */
async function insertAllDay(db: pg.Pool, title: string, first: string, last: string) {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO events (title, description, date, time, starts_at, venue, price, category,
       source, all_day, end_date, borough, neighborhood)
     SELECT $1, 'An event made for this test.', d.first, 'All day',
       d.first::timestamp AT TIME ZONE 'America/New_York', 'Test Gallery', 'Free', 'art',
       'manual', true, d.last, 'Manhattan', 'Chelsea'
     FROM (SELECT (${first})::date AS first, (${last})::date AS last) d
     RETURNING id`,
    [title],
  );
  return Number(rows[0]!.id);
}

const NYC_TODAY = `(now() AT TIME ZONE 'America/New_York')::date`;

test('search shows all-day events and runs over several days as the card words them', async ({
  page,
  db,
  login,
}) => {
  const word = uniqueWord();
  const fair = `Street fair ${word}`;
  const exhibition = `Winter lights ${word}`;
  const running = `Open studios ${word}`;
  await login('user');
  await insertAllDay(db, fair, `'2031-06-14'`, `'2031-06-14'`);
  await insertAllDay(db, exhibition, `'2031-12-05'`, `'2032-01-29'`);
  // Began two days ago and runs three more: still listed, though its start has passed.
  await insertAllDay(db, running, `${NYC_TODAY} - 2`, `${NYC_TODAY} + 3`);

  await page.goto(`/search?q=${word}`);
  await expect(page.getByRole('status').filter({ hasText: /found/ })).toHaveText('3 events found');
  const card = (title: string) => page.getByRole('article', { name: title });
  await expect(card(fair).getByText('Sat, Jun 14 · All day')).toBeVisible();
  await expect(card(exhibition).getByText('Dec 5 – Jan 29')).toBeVisible();
  await expect(card(running).getByText(/^Through (Sun|Mon|Tue|Wed|Thu|Fri|Sat)$/)).toBeVisible();
  // Screen readers hear the full words, never the midnight the events start at.
  await expect(card(exhibition)).toContainText('Friday, December 5 to Thursday, January 29');
  await expect(page.getByRole('main')).not.toContainText('12:00 AM');
  await expectAccessible(page);
});

test('the share page of a run over several days says "All day" and its span', async ({
  page,
  db,
}) => {
  const title = `Lantern festival ${uniqueWord()}`;
  const id = await insertAllDay(db, title, `'2031-12-05'`, `'2032-01-29'`);
  await page.goto(`/e/${id}`);
  const when = page.locator('.fact').first();
  await expect(when).toContainText('Dec 5 – Jan 29');
  await expect(when).toContainText('All day');
  await expect(when).toContainText('From Friday, December 5, 2031 to Thursday, January 29, 2032');
});
