import type pg from 'pg';
import { arrangeDeck, uniqueTitle } from './deck-setup.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/** An event on a fixed New York evening, removed again by `remove`. */
async function insertEvent(db: pg.Pool, title: string) {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO events (title, description, date, time, starts_at, venue, price, category,
       neighborhood, borough, source, source_url)
     VALUES ($1, 'Three sets of late-night jazz.', '2031-05-16', '9:30 PM',
       timestamp '2031-05-16 21:30' AT TIME ZONE 'America/New_York', 'Smalls Jazz Club', '$25',
       'music', 'Greenwich Village', 'Manhattan', 'manual', 'https://example.com/smalls')
     RETURNING id`,
    [title],
  );
  const id = Number(rows[0]!.id);
  return { id, remove: () => db.query('DELETE FROM events WHERE id = $1', [id]) };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shared event page shows the event and leads into the app', async ({ page, db }) => {
    const title = uniqueTitle('Shared jazz night');
    const event = await insertEvent(db, title);
    try {
      await page.goto(`/e/${event.id}`);
      await expect(page).toHaveTitle(`${title} · SwipeNYC`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Friday, May 16, 2031')).toBeVisible();
      await expect(page.getByText('9:30 PM')).toBeVisible();
      await expect(page.getByText('Smalls Jazz Club')).toBeVisible();
      await expect(page.getByText('Greenwich Village, Manhattan')).toBeVisible();
      await expect(page.getByRole('link', { name: /Event website/ })).toHaveAttribute(
        'href',
        'https://example.com/smalls',
      );

      const open = page.getByRole('link', { name: 'Open in SwipeNYC' });
      await expect(open).toBeVisible();
      await open.click();
      // The event's own page in the app, behind the sign-in screen for a visitor.
      await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));

      await page.goto('/e/999999999');
      await expect(
        page.getByRole('heading', { name: 'This event is no longer available' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open in SwipeNYC' })).toHaveAttribute(
        'href',
        '/home',
      );
    } finally {
      await event.remove();
    }
  });
});

test('Share on My Events copies the event page link, which opens that page', async ({
  page,
  db,
  login,
  context,
}) => {
  const title = uniqueTitle('Shared comedy night');
  const { ids } = await arrangeDeck(page, db, login, [{ title, category: 'comedy' }]);
  const id = ids[0]!;
  await page.context().request.post('/api/user-events', { data: { eventId: id, action: 'liked' } });

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/my-events');
  // Chromium on Linux has no share sheet; make sure of it so the copy path runs.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  const card = page.getByRole('listitem').filter({ hasText: title });
  await card.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied to clipboard').first()).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(new URL(`/e/${id}`, page.url()).href);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Comedy', { exact: true })).toBeVisible();
  await expectAccessible(page);
});
