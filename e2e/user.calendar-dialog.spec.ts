import { arrangeDeck, daysFromNow, topCard, uniqueTitle } from './deck-setup.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

const TIP =
  'Tip: connect Google Calendar in Profile → Calendar and loved events are added automatically.';

test('a like offers the calendar; Apple Calendar downloads an .ics file', async ({
  page,
  db,
  login,
}) => {
  const title = uniqueTitle('Calendar gig');
  await arrangeDeck(page, db, login, [{ title }, { title: uniqueTitle('Next up') }]);
  await page.goto('/home');
  await expect(topCard(page, title)).toBeVisible();
  await page.keyboard.press('ArrowRight');

  const dialog = page.getByRole('dialog', { name: 'Add to Calendar' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(title)).toBeVisible();
  // Google is not connected for a new user: the tip follows after a second.
  await expect(dialog.getByText(TIP)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Profile → Calendar' })).toHaveAttribute(
    'href',
    '/profile?tab=calendar',
  );
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Add to Apple Calendar' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Calendar-gig.*\.ics$/);
  await expect(page.getByText('Added to Calendar').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('Add to Google Calendar opens a prefilled Google Calendar page', async ({
  page,
  db,
  login,
  context,
}) => {
  const title = uniqueTitle('Google gig');
  await arrangeDeck(page, db, login, [{ title }]);
  await context.route('https://calendar.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Google Calendar</title>' }),
  );
  await page.goto('/home');
  await page.getByRole('button', { name: 'Like' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Calendar' });

  const popup = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Add to Google Calendar' }).click();
  const url = new URL((await popup).url());
  expect(url.host).toBe('calendar.google.com');
  expect(url.searchParams.get('text')).toBe(title);
  expect(url.searchParams.get('ctz')).toBe('America/New_York');
  await expect(dialog).toHaveCount(0);
});

test('a movie without a show time gets the daily reminder dialog', async ({ page, db, login }) => {
  const title = uniqueTitle('Movie night');
  await arrangeDeck(page, db, login, [
    {
      title,
      category: 'movie',
      time: 'TBD',
      sourceUrl: 'https://example.com/showtimes',
      movie: { startDate: daysFromNow(10), endDate: daysFromNow(20) },
    },
  ]);
  await page.goto('/home');
  const card = topCard(page, title);
  await expect(
    card.getByText('A daily 12:00 PM reminder will be added to your calendar'),
  ).toBeVisible();
  await expect(card.getByRole('link', { name: 'Check times & book tickets' })).toHaveAttribute(
    'href',
    'https://example.com/showtimes',
  );
  await expectAccessible(page);

  await page.keyboard.press('ArrowRight');
  const dialog = page.getByRole('dialog', { name: 'Movie Calendar Reminder' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(title)).toBeVisible();
  await expect(dialog.getByText('Daily Reminder at 12:00 PM')).toBeVisible();
  await expect(dialog.getByText('Starts')).toBeVisible();
  await expect(dialog.getByText('Ends')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('with auto-add and Apple on auto, a like downloads the file without asking', async ({
  page,
  db,
  login,
}) => {
  const title = uniqueTitle('Auto gig');
  await arrangeDeck(page, db, login, [{ title }]);
  const patched = await page.context().request.patch('/api/users/me/calendar-settings', {
    data: { appleCalendarPreference: 'auto', autoAddToCalendar: true },
  });
  expect(patched.ok()).toBe(true);
  await page.goto('/home');
  await expect(topCard(page, title)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.keyboard.press('ArrowRight');
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);
  await expect(page.getByText('Added to Calendar').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
