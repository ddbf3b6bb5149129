import { E2E_ADMIN_PASSWORD } from '../playwright.config.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

test('the admin signs in and reaches the admin panel', async ({ page }) => {
  await page.goto('/admin-login');
  await expect(page.getByLabel(/username/i)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/username/i).fill('admin');
  await page.getByLabel(/password/i).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: /log ?in|sign in/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel', exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('a wrong admin password is refused', async ({ page }) => {
  await page.goto('/admin-login');
  await page.getByLabel(/username/i).fill('admin');
  await page.getByLabel(/password/i).fill('wrong-password');
  await page.getByRole('button', { name: /log ?in|sign in/i }).click();
  await expect(page.getByText('Invalid admin credentials').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('a normal user on /admin sees Access Denied, then the admin login', async ({
  page,
  login,
}) => {
  await login('user');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/, { timeout: 5_000 });
});

test('a normal user on /crawler is redirected after two seconds', async ({ page, login }) => {
  await login('user');
  await page.goto('/crawler');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(/\/crawler$/);
  await expect(page).toHaveURL(/\/admin-login$/, { timeout: 5_000 });
});
