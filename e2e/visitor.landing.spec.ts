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

test('a visitor’s pages load without a failed request or a console message of error level', async ({
  page,
}) => {
  // The shared fixture lets 4xx answers through for specs that cause them; a visitor causes none.
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') failed.push(m.text());
  });
  for (const path of ['/', '/forgot-password', '/home', '/login']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  expect(failed).toEqual([]);
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(200);
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expectAccessible(page);
});
