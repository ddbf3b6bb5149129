import type pg from 'pg';
import { arrangeDeck, topCard, uniqueTitle } from './deck-setup.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/** `counts[i]` new people love `ids[i]` now (their accounts exist only for this). */
async function loveFrom(db: pg.Pool, ids: number[], counts: number[]) {
  const tag = uniqueTitle('fan').replace(/\W+/g, '-');
  const most = Math.max(...counts);
  await db.query(
    `WITH fans AS (
       INSERT INTO "user" (id, name, email, email_verified)
       SELECT $1 || '-' || g, 'Fan ' || g, $1 || '-' || g || '@fans.test', true
       FROM generate_series(1, $2::int) g
       RETURNING id, split_part(id, '-', -1)::int AS n)
     INSERT INTO user_events (user_id, event_id, action)
     SELECT fans.id, wanted.event_id, 'liked'
     FROM unnest($3::bigint[], $4::int[]) AS wanted(event_id, count)
     JOIN fans ON fans.n <= wanted.count`,
    [tag, most, ids, counts],
  );
}

test('the event most loved this week leads the hot list', async ({ page, db, login }) => {
  const title = uniqueTitle('Hottest');
  // Far more fresh loves than any other test leaves behind, so this one is #1 whatever ran before.
  const fans = 30;
  // Each also passed by many, so the deck's popularity draw (docs/deck-ranking.md) cannot put
  // one of them above the one everybody loved.
  const runners = [6, 5].map((n) => ({
    title: uniqueTitle('Loved'),
    likeCount: n,
    swipeCount: 60,
  }));
  // Twenty events with one fresh love each, so a Top 10 and a Top 20 must each be full.
  const behind = Array.from({ length: 20 }, () => ({
    title: uniqueTitle('Warm'),
    likeCount: 1,
    swipeCount: 20,
  }));
  const { ids } = await arrangeDeck(page, db, login, [
    { title, likeCount: fans },
    ...runners,
    ...behind,
  ]);
  const counts = [fans, ...runners.map((r) => r.likeCount), ...behind.map(() => 1)];
  await loveFrom(db, ids, counts);

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
  await expect(first.getByText(`${fans + 1} loves this week`)).toBeVisible();
  await expect(first.getByText(`${fans + 1} likes in all`)).toBeVisible();
  await expect(first.getByText('Popular choice')).toBeVisible();
  // One love is a signal, not a popular choice.
  await expect(items.last().getByText('Popular choice')).toHaveCount(0);
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
