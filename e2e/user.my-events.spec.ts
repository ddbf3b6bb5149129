import { arrangeDeck, daysFromNow, uniqueTitle } from './deck-setup.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

test('My Events lists loved and maybe events and removes them', async ({
  page,
  db,
  login,
  context,
}) => {
  const [loved1, loved2, maybe] = ['Loved one', 'Loved two', 'Maybe one'].map(uniqueTitle) as [
    string,
    string,
    string,
  ];
  const { ids } = await arrangeDeck(page, db, login, [
    { title: loved1, sourceUrl: null },
    { title: loved2, category: 'comedy' },
    { title: maybe, category: 'art' },
  ]);
  const swipe = (eventId: number, action: string) =>
    page.context().request.post('/api/user-events', { data: { eventId, action } });
  await swipe(ids[0]!, 'liked');
  await swipe(ids[1]!, 'liked');
  await swipe(ids[2]!, 'maybe');

  await page.goto('/my-events');
  await expect(page.getByText('3 saved events')).toBeVisible();
  const lovedTab = page.getByRole('tab', { name: 'Loved (2)' });
  await expect(lovedTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Maybe (1)' })).toBeVisible();
  const card = (title: string) => page.getByRole('listitem').filter({ hasText: title });
  await expect(card(loved1)).toBeVisible();
  await expect(card(loved2)).toBeVisible();
  await expect(card(loved2).getByText('Comedy', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Details opens the event's page in the app.
  await expect(card(loved1).getByRole('link', { name: 'Details' })).toHaveAttribute(
    'href',
    `/events/${ids[0]}`,
  );

  // Share falls back to the clipboard where the browser has no share sheet.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await card(loved1).getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied to clipboard').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(`/e/${ids[0]}`, page.url()).href,
  );

  const download = page.waitForEvent('download');
  await card(loved1).getByRole('button', { name: 'Apple Cal' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);

  await card(loved1).getByRole('button', { name: 'Remove event' }).click();
  await expect(page.getByText('Event removed').first()).toBeVisible();
  await expect(card(loved1)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Loved (1)' })).toBeVisible();
  await expect(page.getByText('2 saved events')).toBeVisible();

  await page.getByRole('tab', { name: 'Maybe (1)' }).click();
  await expect(card(maybe)).toBeVisible();
  await expectAccessible(page);
  await card(maybe).getByRole('button', { name: 'Remove event' }).click();
  await expect(page.getByRole('tab', { name: 'Maybe (0)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No maybe events yet' })).toBeVisible();
  await expect(page.getByText(/swipe down/i)).toBeVisible();
});

test('a failed remove says so and keeps the event', async ({ page, db, login }) => {
  const title = uniqueTitle('Sticky');
  const { ids } = await arrangeDeck(page, db, login, [{ title }]);
  await page.context().request.post('/api/user-events', {
    data: { eventId: ids[0], action: 'liked' },
  });
  await page.route('**/api/user-events/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 404, json: { message: 'No saved swipe for this event' } })
      : route.fallback(),
  );
  // The page's clock, so the undo window can pass without waiting for it.
  await page.clock.install();
  await page.goto('/my-events');
  await page.getByRole('button', { name: 'Remove event' }).click();
  await page.clock.runFor(6_000);
  await expect(page.getByText('Failed to remove event').first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
});

test('empty lists point back to the deck', async ({ page, login }) => {
  await login('user');
  await page.goto('/my-events');
  await expect(page.getByText('0 saved events')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No loved events yet' })).toBeVisible();
  await expect(page.getByText(/swipe right/i)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Discover Events' })).toHaveAttribute(
    'href',
    '/home',
  );
  await expectAccessible(page);
  await page.getByRole('tab', { name: /Maybe/ }).click();
  await expect(page.getByRole('heading', { name: 'No maybe events yet' })).toBeVisible();
  await expectAccessible(page);
});

test('a long Loved list loads page after page as the user scrolls', async ({ page, db, login }) => {
  const LOVED = 65;
  const { userId } = await arrangeDeck(page, db, login, []);
  const prefix = uniqueTitle('Much loved');
  await db.query(
    `WITH added AS (
       INSERT INTO events (title, description, date, time, starts_at, venue, price, category,
         source, like_count)
       SELECT $2::text || ' #' || n, 'An event made for this test.', $3::date, '8:00 PM',
         ($3::date + time '20:00') AT TIME ZONE 'America/New_York', 'Test Venue', '$10',
         'music', 'manual', 1
       FROM generate_series(1, $4::int) AS n
       RETURNING id
     )
     INSERT INTO user_events (user_id, event_id, action) SELECT $1, id, 'liked' FROM added`,
    [userId, prefix, daysFromNow(10), LOVED],
  );

  await page.goto('/my-events');
  await expect(page.getByRole('tab', { name: `Loved (${LOVED})` })).toBeVisible();
  await expect(page.getByText(`${LOVED} saved events`)).toBeVisible();
  const cards = page.getByRole('listitem').filter({ hasText: prefix });
  // The first page only, until the end of the list comes near.
  await expect(cards).toHaveCount(50);
  await expect(page.getByRole('button', { name: 'Load more' })).toBeAttached();

  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(LOVED);
  const titles = await cards.getByRole('heading').allTextContents();
  expect(new Set(titles)).toEqual(
    new Set(Array.from({ length: LOVED }, (_, i) => `${prefix} #${i + 1}`)),
  );
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});
