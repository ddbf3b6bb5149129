import type pg from 'pg';
import { daysFromNow } from './deck-setup.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/** A word no other event holds, so the search finds only this test's events. */
function uniqueWord(): string {
  const letters = Array.from({ length: 10 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  );
  return `zq${letters.join('')}`;
}

// A 1×1 PNG: real image content for the server to decode and re-encode.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function insertEvents(db: pg.Pool, titles: string[]) {
  for (const [i, title] of titles.entries()) {
    await db.query(
      `INSERT INTO events (title, description, date, time, starts_at, venue, price, category,
         source)
       VALUES ($1, 'An event made for this test.', $2, '8:00 PM',
         ($2::date + time '20:00') AT TIME ZONE 'America/New_York', 'Test Hall', '$15', 'comedy',
         'manual')`,
      [title, daysFromNow(3 + i)],
    );
  }
}

async function titlesLike(db: pg.Pool, word: string): Promise<string[]> {
  const { rows } = await db.query<{ title: string }>(
    'SELECT title FROM events WHERE title LIKE $1 ORDER BY id',
    [`%${word}%`],
  );
  return rows.map((r) => r.title);
}

let word = '';
test.beforeEach(() => {
  word = uniqueWord();
});
// The server and database are shared with the other specs: nothing of this test stays behind.
test.afterEach(async ({ db }) => {
  await db.query('DELETE FROM events WHERE title LIKE $1', [`%${word}%`]);
});

test('search the event database, edit a row, and bulk-delete two', async ({ page, db, login }) => {
  const [first, second, third] = [`Open mic ${word}`, `Late show ${word}`, `Roast ${word}`];
  await login('admin');
  await insertEvents(db, [first, second, third]);

  await page.goto('/event-database');
  await page.getByRole('searchbox', { name: 'Search' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  const rows = page.getByRole('rowheader');
  await expect(rows).toHaveCount(3);
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: `Edit ${first}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(dialog.getByLabel('Title')).toHaveValue(first);
  await expectAccessible(page);
  const renamed = `Open mic night ${word}`;
  await dialog.getByLabel('Title').fill(renamed);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('rowheader', { name: renamed })).toBeVisible();
  expect(await titlesLike(db, word)).toEqual([renamed, second, third]);

  await page.getByRole('checkbox', { name: `Select ${second}` }).check();
  await page.getByRole('checkbox', { name: `Select ${third}` }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete 2 events?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete 2 events' }).click();
  await expect(confirm).toBeHidden();
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('rowheader', { name: renamed })).toBeVisible();
  await expect(page.getByText(/selected$/)).toHaveCount(0);
  expect(await titlesLike(db, word)).toEqual([renamed]);
});

test('add an event with an image from the crawler page', async ({ page, db, login }) => {
  const title = `Rooftop cinema ${word}`;
  await login('admin');
  await page.goto('/crawler');
  await expect(page.getByRole('button', { name: 'Scrape Real Events' })).toBeEnabled();

  await page.getByRole('button', { name: 'Add Event Manually' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Event Manually' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Date').fill(daysFromNow(5));
  await dialog.getByLabel('Venue').fill('Industry City');
  await dialog.getByLabel('Choose image').setInputFiles({
    name: 'poster.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(dialog.getByRole('img', { name: 'Preview of poster.png' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create event' }).click();

  await expect(page.getByText('Event Created', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const { rows } = await db.query<{ image_url: string; time: string; price: string }>(
    'SELECT image_url, time, price FROM events WHERE title = $1',
    [title],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ time: 'TBD', price: 'Free' });
  expect(rows[0]!.image_url).toMatch(/^\/uploads\/.+\.webp$/);
  const image = await page.request.get(rows[0]!.image_url);
  expect(image.headers()['content-type']).toBe('image/webp');
});
