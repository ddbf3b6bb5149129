import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

const SETTINGS_URL = '/api/users/me/calendar-settings';
const FEED_HREF = /^webcal:\/\/localhost:\d+\/api\/calendar\/feed\/[\w-]{43}\.ics$/;
const WARNING = 'Auto-add is on, but no calendar can receive your events';

/** Runs a change and waits until the server has saved it, so a reload afterwards reads it back. */
async function saved(page: Page, change: () => Promise<void>) {
  const response = page.waitForResponse(
    (r) => r.url().endsWith(SETTINGS_URL) && r.request().method() === 'PATCH',
  );
  await change();
  expect((await response).ok()).toBe(true);
  await expect(page.getByText('Settings Updated').first()).toBeVisible();
}

/** The errors a test provokes on purpose; any other console error still fails it. */
function forgive(consoleErrors: string[], pattern: RegExp) {
  const rest = consoleErrors.filter((line) => !pattern.test(line));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
}

function controls(page: Page) {
  return {
    google: page.getByRole('region', { name: 'Google Calendar' }),
    manual: page.getByRole('radio', { name: 'Manual' }),
    autoDownload: page.getByRole('radio', { name: 'Auto-download' }),
    disabled: page.getByRole('radio', { name: 'Disabled' }),
    autoAdd: page.getByRole('switch', { name: 'Auto-add loved events' }),
    warning: page.getByRole('status').filter({ hasText: WARNING }),
  };
}

test('calendar settings start at the defaults, unlock auto-add, warn, and persist', async ({
  page,
  login,
}) => {
  await login('user');
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=calendar$/);
  const c = controls(page);

  // Defaults, and no Google keys on the e2e server: the notice instead of a Connect button.
  await expect(c.google.getByText('Not connected')).toBeVisible();
  await expect(
    c.google.getByText(/Automatic Google Calendar integration is temporarily unavailable/),
  ).toBeVisible();
  await expect(c.google.getByRole('link', { name: 'Go to My Events' })).toHaveAttribute(
    'href',
    '/my-events',
  );
  await expect(c.google.getByRole('button')).toHaveCount(0);
  await expect(c.manual).toBeChecked();
  await expect(c.autoAdd).not.toBeChecked();
  await expect(c.autoAdd).toBeDisabled();
  await expect(c.warning).toHaveCount(0);
  await expectAccessible(page);

  // The Apple choice works from the keyboard: arrows move through the options and pick one.
  // (Radix moves focus a tick after keydown and picks only while the key is still down, so the
  // key is held until the focus has moved, however long that takes on a busy machine.)
  await c.manual.focus();
  await expect(c.manual).toBeFocused();
  await saved(page, async () => {
    await page.keyboard.down('ArrowRight');
    await expect(c.autoDownload).toBeFocused();
    await page.keyboard.up('ArrowRight');
  });
  await expect(c.autoDownload).toBeChecked();
  await expect(c.autoDownload).toBeFocused();
  await expect(c.autoAdd).toBeEnabled();

  await saved(page, () => c.autoAdd.click());
  await expect(c.autoAdd).toBeChecked();
  await expect(c.warning).toHaveCount(0);

  // Back to Manual: nothing can receive events any more, so the switch locks and warns.
  await saved(page, () => c.manual.click());
  await expect(c.autoAdd).toBeDisabled();
  await expect(c.autoAdd).toBeChecked();
  await expect(c.warning).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(c.manual).toBeChecked();
  await expect(c.autoAdd).toBeChecked();
  await expect(c.autoAdd).toBeDisabled();
  await expect(c.warning).toBeVisible();

  // The way out of the warning without reconnecting anything.
  await saved(page, () => page.getByRole('button', { name: 'Turn off auto-add' }).click());
  await expect(c.autoAdd).not.toBeChecked();
  await expect(c.warning).toHaveCount(0);

  await page.reload();
  await expect(c.autoAdd).not.toBeChecked();
  await expect(c.manual).toBeChecked();
});

test('the private feed link subscribes, copies, and resetting it revokes the old one', async ({
  page,
  login,
}) => {
  await login('user');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/profile?tab=calendar');

  const subscribe = page.getByRole('link', { name: 'Subscribe in your calendar app' });
  await expect(subscribe).toHaveAttribute('href', FEED_HREF);
  const oldHref = (await subscribe.getAttribute('href'))!;
  // The e2e server's PUBLIC_URL is plain http, so webcal: stands for http: here.
  const oldUrl = oldHref.replace(/^webcal:/, 'http:');
  await expect(page.getByLabel('Your private link')).toHaveValue(oldUrl);

  const feed = await page.request.get(oldUrl);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Copied to clipboard').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(oldUrl);

  // Cancelling keeps the link.
  const dialog = page.getByRole('alertdialog', { name: 'Reset your calendar link?' });
  await page.getByRole('button', { name: 'Reset link' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('stops working');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(subscribe).toHaveAttribute('href', oldHref);

  await page.getByRole('button', { name: 'Reset link' }).click();
  await dialog.getByRole('button', { name: 'Reset link' }).click();
  await expect(dialog).toBeHidden();
  await expect(subscribe).not.toHaveAttribute('href', oldHref);
  await expect(subscribe).toHaveAttribute('href', FEED_HREF);
  const newUrl = (await subscribe.getAttribute('href'))!.replace(/^webcal:/, 'http:');

  expect((await page.request.get(oldUrl)).status()).toBe(404);
  expect((await page.request.get(newUrl)).status()).toBe(200);
});

test('a failed save puts the control back and says so', async ({ page, login, consoleErrors }) => {
  await login('user');
  await page.goto('/profile?tab=calendar');
  const c = controls(page);
  await expect(c.manual).toBeChecked();

  await page.route(`**${SETTINGS_URL}`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, json: { message: 'Internal Server Error' } })
      : route.continue(),
  );
  await c.disabled.click();
  await expect(
    page.getByText('Failed to update settings. Please try again.').first(),
  ).toBeVisible();
  await expect(c.manual).toBeChecked();
  await expect(c.disabled).not.toBeChecked();
  forgive(consoleErrors, /status of 500/);
});

test('settings that cannot be loaded show the defaults and a way to retry', async ({
  page,
  login,
  consoleErrors,
}) => {
  await login('user');
  await page.route(`**${SETTINGS_URL}`, (route) =>
    route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
  );
  await page.goto('/profile?tab=calendar');
  const c = controls(page);
  const notice = page.getByText('Your calendar settings could not be loaded');
  await expect(notice).toBeVisible();
  await expect(c.manual).toBeChecked();
  await expect(c.autoAdd).toBeDisabled();

  await page.unroute(`**${SETTINGS_URL}`);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toBeHidden();
  await expect(c.manual).toBeChecked();
  forgive(consoleErrors, /status of 500/);
});
