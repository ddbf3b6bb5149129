import { writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { arrangeDeck, daysFromNow, uniqueTitle } from './deck-setup.ts';
import { expect, test } from './fixtures.ts';

// Phones: above the bottom navigation; wide screens: top right. Never over a page's or an open
// dialog's title (docs/product.md#toasts).
const SCREENS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Where a heading's words are drawn: a block heading's own box spans the whole column. */
async function textBox(heading: Locator): Promise<Box> {
  await expect(heading).toBeVisible();
  return heading.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });
}

/** The shown toast's box, once its entrance has finished moving it. */
async function toastBox(page: Page, title: string): Promise<Box> {
  // A modal dialog hides the rest of the page from assistive technology, toasts included.
  const toast = page
    .getByRole('region', { name: /notifications/i, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: title });
  await expect(toast).toBeVisible();
  await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const box = await toast.boundingBox();
  if (!box) throw new Error(`The toast "${title}" has no box`);
  return box;
}

/** Uploaded by the dialog test; the server and database are shared with the other specs. */
let word = '';
test.beforeEach(() => {
  word = `toastspot${Date.now()}`;
});
test.afterEach(async ({ db }) => {
  await db.query('DELETE FROM events WHERE title LIKE $1', [`%${word}%`]);
  await db.query('DELETE FROM upload_batches WHERE filename LIKE $1', [`%${word}%`]);
});

for (const screen of SCREENS) {
  test(`${screen.name}: a toast stays clear of the page title`, async ({ page, db, login }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    const title = uniqueTitle('Toast spot');
    const { ids } = await arrangeDeck(page, db, login, [{ title }]);
    await page.context().request.post('/api/user-events', {
      data: { eventId: ids[0], action: 'liked' },
    });

    await page.goto('/my-events');
    const card = page.getByRole('listitem').filter({ hasText: title });
    await card.getByRole('button', { name: 'Remove event' }).click();
    const toast = await toastBox(page, 'Event removed');
    const heading = await textBox(page.getByRole('heading', { level: 1, name: 'My Events' }));
    expect(intersects(toast, heading), JSON.stringify({ toast, heading })).toBe(false);

    const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    if (screen.name === 'phone') {
      expect(nav).not.toBeNull();
      expect(toast.y + toast.height).toBeLessThanOrEqual(nav!.y);
      expect(toast.y).toBeGreaterThan(screen.height / 2);
    } else {
      expect(toast.x).toBeGreaterThan(screen.width / 2);
      expect(toast.y).toBeLessThan(screen.height / 4);
    }
  });

  test(`${screen.name}: a toast stays clear of an open dialog's title`, async ({
    page,
    login,
  }, testInfo) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await login('admin');
    const file = testInfo.outputPath(`${word}.csv`);
    writeFileSync(
      file,
      [
        'title,description,date,time,venue,price,category',
        `Jazz ${word},Late set,${daysFromNow(30)},8:00 PM,Blue Note,$25,Concerts`,
      ].join('\n'),
    );
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Upload CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk Upload Events' });
    await dialog.getByLabel('CSV file').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Preview First' }).click();
    await dialog.getByRole('button', { name: 'Upload Events' }).click();
    await expect(dialog.getByRole('heading', { name: 'Upload complete' })).toBeVisible();

    const toast = await toastBox(page, 'Upload Complete');
    const heading = await textBox(dialog.getByRole('heading', { name: 'Bulk Upload Events' }));
    expect(intersects(toast, heading), JSON.stringify({ toast, heading })).toBe(false);
  });
}
