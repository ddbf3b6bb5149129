import type pg from 'pg';
import { arrangeDeck, swipeOf, topCard, uniqueTitle } from './deck-setup.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

test('a tap on a card opens its page; a choice there reaches the deck, and Back returns to it', async ({
  page,
  db,
  login,
}) => {
  const [a, b, c] = ['Page A', 'Page B', 'Page C'].map(uniqueTitle) as [string, string, string];
  const { userId, ids } = await arrangeDeck(page, db, login, [
    { title: a, category: 'comedy', description: 'First line.\nSecond line.' },
    { title: b, category: 'comedy' },
    { title: c, category: 'comedy' },
  ]);
  await page.goto('/home');
  await topCard(page, a).getByRole('heading', { name: a }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${ids[0]}$`));
  await expect(page.getByRole('heading', { level: 1, name: a })).toBeVisible();
  await expect(page.getByText('Test Venue')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
    'href',
    /google\.com\/maps\/search\/.*Test%20Venue/,
  );
  await expect(page.getByText('Added by the SwipeNYC team')).toBeVisible();
  // No link of its own: neither Tickets nor Event page.
  await expect(page.getByRole('link', { name: /^(Tickets|Event page)$/ })).toHaveCount(0);
  const more = page.getByRole('region', { name: 'More like this' });
  await expect(more.getByRole('link', { name: new RegExp(b) })).toBeVisible();
  await expect(more.getByRole('link', { name: new RegExp(c) })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Love' }).click();
  await expect(page.getByText('You loved this event. It is in My Events.')).toBeVisible();
  await expect.poll(() => swipeOf(db, userId, ids[0]!)).toBe('liked');
  await expect(page.getByRole('group', { name: 'Your choice' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(topCard(page, b)).toBeVisible();

  // Enter on the focused card opens it too.
  await topCard(page, b).locator('xpath=..').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/events/${ids[1]}$`));
  await expect(page.getByRole('heading', { level: 1, name: b })).toBeVisible();
  await page.goBack();
  await expect(topCard(page, b)).toBeVisible();
});

test('My Events, Hot and Search open the page; a paid event links its Tickets', async ({
  page,
  db,
  login,
}) => {
  const title = uniqueTitle('Ticketed gig');
  const { ids } = await arrangeDeck(page, db, login, [
    { title, price: '$25', sourceUrl: 'https://example.com/gig', likeCount: 100_000 },
  ]);
  await page.context().request.post('/api/user-events', {
    data: { eventId: ids[0], action: 'liked' },
  });
  const onPage = async () => {
    await expect(page).toHaveURL(new RegExp(`/events/${ids[0]}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  };

  await page.goto('/my-events');
  await page
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('link', { name: 'Details' })
    .click();
  await onPage();
  await expect(page.getByRole('link', { name: 'Tickets' })).toHaveAttribute(
    'href',
    'https://example.com/gig',
  );
  await expect(page.getByRole('status').filter({ hasText: 'You loved this event' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/my-events$/);

  await page.goto('/hot-events');
  await page.getByRole('link', { name: title }).click();
  await onPage();

  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: title }).click();
  await onPage();
});

test('an event that is gone says so and leads back to the deck', async ({ page, login }) => {
  await login('user');
  await page.goto('/events/999999999');
  await expect(page.getByRole('heading', { name: 'This event is no longer listed' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Discover events' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

/** Saves an event on a New York day relative to today, timed or all day, for the user. */
async function saveOn(
  db: pg.Pool,
  userId: string,
  title: string,
  days: number,
  action: 'liked' | 'maybe',
  allDay = false,
) {
  const { rows } = await db.query<{ id: string }>(
    `WITH day AS (SELECT (now() AT TIME ZONE 'America/New_York')::date + $3::int AS d),
     added AS (
       INSERT INTO events (title, description, date, time, starts_at, venue, price, category,
         source, all_day, end_date, like_count)
       SELECT $2, 'Saved for the planner.', d, CASE WHEN $4 THEN 'All day' ELSE '8:00 PM' END,
         (d + time '20:00') AT TIME ZONE 'America/New_York', 'Plan Hall', '$5', 'music', 'manual',
         $4, CASE WHEN $4 THEN d END, CASE WHEN $5 = 'liked' THEN 1 ELSE 0 END
       FROM day RETURNING id)
     INSERT INTO user_events (user_id, event_id, action) SELECT $1, id, $5 FROM added
     RETURNING event_id AS id`,
    [userId, title, days, allDay, action],
  );
  return Number(rows[0]!.id);
}

test('My Events plans by date, folds the past, undoes a removal and promotes a maybe', async ({
  page,
  db,
  login,
}) => {
  const { userId } = await arrangeDeck(page, db, login, []);
  const [today, soon, later, past, maybe] = ['Today', 'Soon', 'Later', 'Past', 'Maybe'].map(
    (name) => uniqueTitle(`Plan ${name}`),
  ) as [string, string, string, string, string];
  await saveOn(db, userId, later, 20, 'liked');
  const soonId = await saveOn(db, userId, soon, 3, 'liked');
  await saveOn(db, userId, past, -3, 'liked');
  await saveOn(db, userId, today, 0, 'liked', true);
  const maybeId = await saveOn(db, userId, maybe, 2, 'maybe');

  // The page's clock, so the undo window can pass without waiting for it.
  await page.clock.install();
  await page.goto('/my-events');
  await expect(page.getByRole('tab', { name: 'Loved (4)' })).toBeVisible();
  const groups = page.getByRole('heading', { level: 2 });
  await expect(groups).toHaveText(['Tonight (1)', 'This week (1)', 'Later (1)']);
  const section = (name: string) => page.getByRole('region', { name });
  await expect(section('Tonight (1)').getByRole('link', { name: today })).toBeVisible();
  await expect(section('This week (1)').getByRole('link', { name: soon })).toBeVisible();
  await expect(section('Later (1)').getByRole('link', { name: later })).toBeVisible();
  await expect(page.getByRole('link', { name: past })).toBeHidden();
  await page.getByText('Past (1)').click();
  await expect(page.getByRole('link', { name: past })).toBeVisible();
  await expectAccessible(page);

  const card = (title: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await card(soon).getByRole('button', { name: 'Remove event' }).click();
  await expect(card(soon)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Loved (3)' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(card(soon)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Loved (4)' })).toBeVisible();
  await page.clock.runFor(10_000);
  expect(await swipeOf(db, userId, soonId)).toBe('liked');

  await card(soon).getByRole('button', { name: 'Remove event' }).click();
  // Nothing is sent while Undo is on offer, and the removal goes once the window ends.
  await page.clock.runFor(4_000);
  expect(await swipeOf(db, userId, soonId)).toBe('liked');
  await page.clock.runFor(2_000);
  await expect.poll(() => swipeOf(db, userId, soonId)).toBeNull();
  await expect(page.getByRole('tab', { name: 'Loved (3)' })).toBeVisible();

  await page.getByRole('tab', { name: 'Maybe (1)' }).click();
  await card(maybe).getByRole('button', { name: 'Move to Loved' }).click();
  await expect(page.getByRole('tab', { name: 'Loved (4)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Maybe (0)' })).toBeVisible();
  await expect.poll(() => swipeOf(db, userId, maybeId)).toBe('liked');
});
