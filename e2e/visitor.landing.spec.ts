import { expect, expectAccessible, test } from './fixtures.ts';

test('landing page shows the claims and leads to the app', async ({ page }, info) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/SwipeNYC/);
  for (const claim of ['1,000+', '50K+', '15+', 'Daily']) {
    await expect(page.getByText(claim, { exact: false }).first()).toBeVisible();
  }
  for (const anchor of ['#features', '#how-it-works', '#download']) {
    await expect(page.locator(anchor)).toBeAttached();
  }
  await expect(page.locator('a[href="/business-signup"]').first()).toBeVisible();
  await expect(page.locator('a[href="/admin-login"]').first()).toBeAttached();
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: info.outputPath('landing-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: info.outputPath('landing-desktop.png'), fullPage: true });

  await page.locator('a[href="/home"]').first().click();
  await expect(page).toHaveURL(/\/home$/);
  // Anonymous: the login screen stands in for the deck.
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(200);
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expectAccessible(page);
});
