import { expect, expectAccessible, test, uniqueEmail } from './fixtures.ts';

test('find an account, suspend it with the keyboard, and see it in the audit log', async ({
  page,
  browser,
  db,
  login,
}) => {
  // Two browsers, two pages and two accessibility scans: more than one screen's budget.
  test.slow();
  // The person, signed in in a browser of their own.
  const person = await browser.newContext();
  const email = uniqueEmail();
  const register = await person.request.post('/api/auth/register', {
    data: { email, password: 'secret123', firstName: 'Grace', lastName: 'Suspendable' },
  });
  expect(register.status()).toBe(201);
  expect((await person.request.get('/api/auth/user')).status()).toBe(200);

  await login('admin');
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Accounts' })
    .click();
  await expect(page).toHaveURL(/\/admin\/accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();

  // Too short a search is refused by the form before it asks the server.
  const box = page.getByRole('searchbox', { name: 'Email or name' });
  await box.fill('ab');
  await box.press('Enter');
  await expect(page.getByText('Type at least 3 characters')).toBeVisible();

  await box.fill(email);
  await box.press('Enter');
  const card = page.getByRole('listitem').filter({ hasText: email });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'Grace Suspendable' })).toBeVisible();
  await expectAccessible(page);

  // Keyboard only: focus Suspend, open the dialog, confirm.
  await card.getByRole('button', { name: `Suspend ${email}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Suspend this account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Suspend account' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Suspended', { exact: true })).toBeVisible();

  // Their live session ends at once, and signing in says why.
  expect((await person.request.get('/api/auth/user')).status()).toBe(401);
  const personPage = await person.newPage();
  await personPage.goto('/login');
  await personPage.getByLabel('Email').fill(email);
  await personPage.getByLabel('Password', { exact: true }).fill('secret123');
  await personPage.getByRole('button', { name: /sign in|log in/i }).click();
  await expect(personPage.getByText('This account is suspended.')).toBeVisible();

  await card.getByRole('button', { name: `Restore ${email}` }).click();
  await expect(card.getByText('Suspended', { exact: true })).toBeHidden();

  // The audit log shows both actions, newest first, and filters by action.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Audit Log' })
    .click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  const entries = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem');
  await expect(entries.first()).toContainText('Account restored');
  await expect(entries.nth(1)).toContainText('Account suspended');
  await page.getByLabel('Action').selectOption('account.suspend');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(entries.first()).toContainText('Account suspended');
  await expect(entries.filter({ hasText: 'Account restored' })).toHaveCount(0);
  await expectAccessible(page);

  // Delete, after asking.
  await page.goto('/admin/accounts');
  await page.getByRole('searchbox', { name: 'Email or name' }).fill(email);
  await page.getByRole('searchbox', { name: 'Email or name' }).press('Enter');
  await page.getByRole('button', { name: `Delete ${email}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('heading', { name: 'No accounts match' })).toBeVisible();
  const { rows } = await db.query('SELECT 1 FROM "user" WHERE email = $1', [email]);
  expect(rows).toEqual([]);
  await person.close();
});
