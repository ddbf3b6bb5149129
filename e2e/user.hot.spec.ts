import { arrangeDeck, topCard, uniqueTitle } from './deck-setup.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

test('a liked event with the most likes leads the hot list', async ({ page, db, login }) => {
  const title = uniqueTitle('Hottest');
  // Well ahead of every other event, so this one is #1 whatever ran before.
  const { rows } = await db.query<{ top: number }>(
    'SELECT coalesce(max(like_count), 0)::int + 1000 AS top FROM events',
  );
  const likes = rows[0]!.top;
  // Twenty more liked events behind it, so a Top 10 and a Top 20 must each be full.
  const behind = Array.from({ length: 20 }, () => ({ title: uniqueTitle('Warm'), likeCount: 1 }));
  await arrangeDeck(page, db, login, [{ title, likeCount: likes }, ...behind]);
  await page.goto('/home');
  await expect(topCard(page, title)).toBeVisible();
  await page.getByRole('button', { name: 'Like' }).click();
  await expect(page.getByRole('dialog', { name: 'Add to Calendar' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hot' }).click();
  await expect(page.getByRole('heading', { name: 'Hot Events' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Top 20' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const items = page.getByRole('list', { name: 'Hot events' }).getByRole('listitem');
  const first = items.first();
  await expect(first).toHaveAccessibleName(`#1 ${title}`);
  await expect(items).toHaveCount(20);
  await expect(first.getByText('HOT', { exact: true })).toBeVisible();
  await expect(first.getByText(`${(likes + 1).toLocaleString('en-US')} likes`)).toBeVisible();
  await expect(first.getByText('Popular choice')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Top 10' }).click();
  await expect(page.getByRole('button', { name: 'Top 10' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Top 20' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(items.first()).toHaveAccessibleName(`#1 ${title}`);
  await expect(items).toHaveCount(10);
  // Only the podium carries the HOT tag.
  await expect(items.nth(2).getByText('HOT', { exact: true })).toBeVisible();
  await expect(items.nth(3).getByText('HOT', { exact: true })).toHaveCount(0);
});

test('an unusable hot list shows the empty state', async ({ page, login }) => {
  await login('user');
  // A response that is not a list counts as no hot events.
  await page.route('**/api/events/hot?**', (route) => route.fulfill({ json: { oops: true } }));
  await page.goto('/hot-events');
  await expect(page.getByRole('heading', { name: 'No Hot Events Yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Swiping' })).toHaveAttribute('href', '/home');
  await expectAccessible(page);
});
