import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { daysFromNow } from './deck-setup.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/** A word no other event holds, so this spec finds (and removes) only its own events. */
function uniqueWord(): string {
  const letters = Array.from({ length: 10 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  );
  return `zq${letters.join('')}`;
}

let word = '';
test.beforeEach(() => {
  word = uniqueWord();
});
// The server and database are shared with the other specs: nothing of this spec stays behind.
test.afterEach(async ({ db }) => {
  await db.query('DELETE FROM events WHERE title LIKE $1', [`%${word}%`]);
  await db.query('DELETE FROM upload_batches WHERE filename LIKE $1', [`%${word}%`]);
});

async function openUploadDialog(page: Page) {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Upload CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Upload Events' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  return dialog;
}

test('upload a CSV with a preview, find its batch, and remove it', async ({
  page,
  db,
  login,
}, testInfo) => {
  await login('admin');
  const date = daysFromNow(20);
  const filename = `e2e-${word}.csv`;
  const path = testInfo.outputPath(filename);
  // Quoted commas, an accent and a category alias, plus one row the server must refuse.
  writeFileSync(
    path,
    [
      'title,description,date,time,venue,price,category',
      `Jazz ${word},"Late set, two bands",${date},8:00 PM,Blue Note,$25,Concerts`,
      `Café talk ${word},Coffee and ideas,${date},6:30 PM,Housing Works,Free,Art & Culture`,
      `Broken ${word},Bad date,03/15/2031,7:00 PM,Somewhere,Free,comedy`,
    ].join('\n'),
  );

  const dialog = await openUploadDialog(page);
  await dialog.getByLabel('CSV file').setInputFiles(path);
  await dialog.getByRole('button', { name: 'Preview First' }).click();

  await expect(dialog.getByRole('heading', { name: 'Preview' })).toBeVisible();
  await expect(dialog.getByText('Total rows', { exact: true }).locator('+ dd')).toHaveText('3');
  await expect(dialog.getByText('To import', { exact: true }).locator('+ dd')).toHaveText('2');
  await expect(
    dialog.getByText('Showing 2 of 2 events to import. 1 row has an error.'),
  ).toBeVisible();
  await expect(dialog.getByText('Failed', { exact: true }).locator('+ dd')).toHaveText('1');
  const samples = dialog.getByRole('region', { name: 'Sample events' });
  await expect(samples.getByText(`Jazz ${word}`)).toBeVisible();
  await expect(samples.getByLabel('Category Concerts, saved as music')).toBeVisible();
  await expect(samples.getByLabel('Category Art & Culture, saved as art')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Row errors' })).toContainText('Row');
  await expectAccessible(page);
  // A preview saves nothing.
  const before = await db.query('SELECT 1 FROM events WHERE title LIKE $1', [`%${word}%`]);
  expect(before.rowCount).toBe(0);

  await dialog.getByRole('button', { name: 'Upload Events' }).click();
  await expect(dialog.getByRole('heading', { name: 'Upload complete' })).toBeVisible();
  await expect(dialog.getByText('Imported', { exact: true }).locator('+ dd')).toHaveText('2');
  await expect(dialog.getByText('Failed', { exact: true }).locator('+ dd')).toHaveText('1');
  const { rows } = await db.query<{ id: number; category: string }>(
    'SELECT id::int, category FROM events WHERE title LIKE $1 ORDER BY id',
    [`%${word}%`],
  );
  expect(rows.map((r) => r.category)).toEqual(['music', 'art']);
  const [start, end] = [rows[0]!.id, rows[1]!.id];
  await expect(dialog.getByText(`#${start}`, { exact: true })).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('link', { name: 'Batch History' }).click();
  await expect(page).toHaveURL(/\/batch-history$/);
  const row = page
    .getByRole('list', { name: 'Upload batches' })
    .getByRole('listitem')
    .filter({ hasText: filename });
  await expect(row).toContainText(`${start}–${end}`);
  await expect(row).toContainText('2 events');
  await expectAccessible(page);

  await row.getByRole('button', { name: `Remove batch #${start}–${end}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this batch?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Remove batch' }).click();
  await expect(
    page.getByText('Deleted 2 events and 0 user interactions.', { exact: true }),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
  const after = await db.query('SELECT 1 FROM events WHERE title LIKE $1', [`%${word}%`]);
  expect(after.rowCount).toBe(0);
});

test('the preview of a file already imported counts and shows the same rows', async ({
  page,
  login,
}, testInfo) => {
  await login('admin');
  const date = daysFromNow(21);
  const path = testInfo.outputPath(`again-${word}.csv`);
  writeFileSync(
    path,
    [
      'title,description,date,time,venue,price,category',
      `Poetry ${word},Open mic,${date},8:00 PM,Nuyorican Poets Cafe,$10,Literature`,
      `Swing ${word},Big band,${date},9:00 PM,Birdland,$30,Concerts`,
    ].join('\n'),
  );
  let dialog = await openUploadDialog(page);
  await dialog.getByLabel('CSV file').setInputFiles(path);
  await dialog.getByRole('button', { name: 'Preview First' }).click();
  await dialog.getByRole('button', { name: 'Upload Events' }).click();
  await expect(dialog.getByRole('heading', { name: 'Upload complete' })).toBeVisible();

  dialog = await openUploadDialog(page);
  await dialog.getByLabel('CSV file').setInputFiles(path);
  await dialog.getByRole('button', { name: 'Preview First' }).click();
  await expect(dialog.getByRole('heading', { name: 'Preview' })).toBeVisible();
  const tile = (label: string) => dialog.getByText(label, { exact: true }).locator('+ dd');
  await expect(tile('To import')).toHaveText('0');
  await expect(tile('Duplicates')).toHaveText('2');
  await expect(
    dialog.getByText('Nothing new to import. 2 duplicate rows will be skipped.'),
  ).toBeVisible();
  // No sample of rows the upload would skip beside a count of none to import.
  await expect(dialog.getByRole('region', { name: 'Sample events' })).toHaveCount(0);
});

test('a file that is not a CSV is refused, by name here and by content on the server', async ({
  page,
  login,
}) => {
  await login('admin');
  const dialog = await openUploadDialog(page);

  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('just some notes'),
  });
  await expect(dialog.getByText('Invalid File: Please select a valid CSV file')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Preview First' })).toBeDisabled();
  await expectAccessible(page);

  // A picture renamed .csv passes the name check; the server reads what it really is.
  await dialog.getByLabel('CSV file').setInputFiles({
    name: `photo-${word}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0xff]),
  });
  await dialog.getByRole('button', { name: 'Preview First' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Preview failed: Invalid File: Please select a valid CSV file',
  );
});

test('the export downloads every event as CSV', async ({ page, login }) => {
  await login('admin');
  await page.goto('/admin');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Export Events/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^swipenyc-events-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('generate five mock events', async ({ page, db, login }) => {
  await login('admin');
  const { rows } = await db.query<{ top: number }>(
    'SELECT coalesce(max(id), 0)::int AS top FROM events',
  );
  const top = rows[0]!.top;
  try {
    await page.goto('/admin');
    const panel = page.getByRole('region', { name: 'Enhanced Admin Panel' });
    const count = panel.getByLabel('Number of events');
    await expect(count).toHaveValue('1000');
    await count.fill('5');
    await panel.getByRole('button', { name: 'Generate events' }).click();
    await expect(page.getByText('Mock events created', { exact: true })).toBeVisible();
    const created = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM events WHERE source = 'mock' AND id > $1",
      [top],
    );
    expect(created.rows[0]!.n).toBe(5);
  } finally {
    await db.query("DELETE FROM events WHERE source = 'mock' AND id > $1", [top]);
  }
});

test('the crawler page link lands on the Enhanced Admin Panel', async ({ page, login }) => {
  await login('admin');
  await page.goto('/admin#enhanced-admin-panel');
  const heading = page.getByRole('heading', { name: 'Enhanced Admin Panel' });
  await expect(heading).toBeInViewport();
  await expect(page.getByRole('figure', { name: 'Events by category' })).toBeVisible();
  await expectAccessible(page);
});
