import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

/** Swipes the deck's top card with a key and waits until the server has recorded it. */
async function swipeTop(page: Page, key: 'ArrowRight' | 'ArrowLeft'): Promise<string> {
  const card = page.getByRole('article');
  const title = (await card.getAttribute('aria-label'))!;
  const recorded = page.waitForResponse(
    (r) => r.url().endsWith('/api/user-events') && r.request().method() === 'POST',
  );
  await page.keyboard.press(key);
  expect((await recorded).ok()).toBe(true);
  if (key === 'ArrowRight') {
    // A like offers the calendar (or the movie reminder) first.
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  return title;
}

test('profile stats follow three swipes made on the deck', async ({ page, login }) => {
  await login('user');
  await page.goto('/profile');
  await expect(page.getByText('Level 1')).toBeVisible();
  await expect(page.getByText('10 more swipes to reach Level 2')).toBeVisible();
  await expect(page.getByText('No likes yet')).toBeVisible();
  await expectAccessible(page);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Discover' }).click();
  await expect(page.getByRole('article')).toBeVisible();
  const liked1 = await swipeTop(page, 'ArrowRight');
  const liked2 = await swipeTop(page, 'ArrowRight');
  await swipeTop(page, 'ArrowLeft');

  // Back without a reload: the profile reads the stats again on its own.
  await nav.getByRole('link', { name: 'Profile' }).click();
  const tile = (label: string) => page.getByText(label, { exact: true }).locator('..');
  await expect(tile('Total Swipes')).toContainText('3');
  await expect(tile('Liked Events')).toContainText('2');
  await expect(page.getByRole('progressbar', { name: 'Like rate' })).toHaveAttribute(
    'aria-valuenow',
    '67',
  );
  await expect(page.getByText('Events passed').locator('..')).toContainText('1');
  await expect(page.getByText('7 more swipes to reach Level 2')).toBeVisible();

  const likes = page.getByRole('region', { name: 'Recent Likes' });
  await expect(likes.getByRole('listitem')).toHaveCount(2);
  await expect(likes.getByText(liked1, { exact: true })).toBeVisible();
  await expect(likes.getByText(liked2, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await likes.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/my-events$/);
});

test('Export my data downloads the account as JSON', async ({ page, login }) => {
  const { email } = await login('user');
  await page.goto('/profile?tab=more');
  await expect(page.getByRole('button', { name: 'Export my data' })).toBeVisible();
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my data' }).click();
  const file = await download;

  expect(file.suggestedFilename()).toMatch(/\.json$/);
  const text = await readFile(await file.path(), 'utf8');
  expect(() => JSON.parse(text)).not.toThrow();
  expect(text).toContain(email!);
});

test('deleting the account signs out and forgets the device', async ({ page, db, login }) => {
  const { email } = await login('user');
  await page.goto('/profile?tab=more');
  await page.evaluate(() => {
    localStorage.setItem('left-behind', '1');
    sessionStorage.setItem('left-behind', '1');
  });

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByLabel('Confirm deletion');
  await expect(confirm).toBeFocused();
  await expectAccessible(page);
  await confirm.fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete account' }).click();

  await expect(page).toHaveURL(/\/\?left=account-deleted$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your account and everything in it were deleted.',
  );
  expect(
    await page.evaluate(() => [
      localStorage.getItem('left-behind'),
      sessionStorage.getItem('left-behind'),
    ]),
  ).toEqual([null, null]);
  const { rows } = await db.query('SELECT 1 FROM "user" WHERE email = $1', [email]);
  expect(rows).toHaveLength(0);

  await page.goto('/home');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
});
