import type { APIRequestContext, Page } from '@playwright/test';
import { daysFromNow, passAllLongAgo, topCard } from './deck-setup.ts';
import { E2E_ADMIN_PASSWORD } from '../playwright.config.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/** A word no other event holds, so searches and clean-up find only this test's events. */
function uniqueWord(): string {
  const letters = Array.from({ length: 10 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  );
  return `zx${letters.join('')}`;
}

let word = '';
test.beforeEach(() => {
  word = uniqueWord();
});
test.afterEach(async ({ db }) => {
  await db.query('DELETE FROM events WHERE title LIKE $1', [`%${word}%`]);
});

/** Markup that would set window.__xss if any page put it into the DOM as HTML. */
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const SVG = '<svg onload="window.__xss=1">';

/** Creates events through the admin API, as an admin in a context of its own. */
async function createAsAdmin(request: APIRequestContext, events: object[]): Promise<number[]> {
  const signIn = await request.post('/api/auth/admin-login', {
    data: { username: 'admin', password: E2E_ADMIN_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  const ids: number[] = [];
  for (const event of events) {
    const res = await request.post('/api/events', { data: event });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
  return ids;
}

/**
 * Nothing ran, and nothing of the markup became an element. The page's own inline script is a
 * JSON data block (the signed-in session, docs/ARCHITECTURE.md#first-card), which never runs.
 */
async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(
    page.locator('img[src="x"], svg[onload], script:not([src]):not([type="application/json"])'),
  ).toHaveCount(0);
}

test('HTML and script in event text show as text on every page', async ({
  page,
  db,
  login,
  playwright,
  baseURL,
}) => {
  const imgTitle = `${IMG} Rooftop ${word}`;
  const scriptTitle = `${SCRIPT} Cellar ${word}`;
  const description = `${IMG}${SCRIPT}<b>bold</b> ${word}`;
  const venue = `${SVG}Hall ${word}`;
  const admin = await playwright.request.newContext({ baseURL });
  const ids = await createAsAdmin(
    admin,
    [imgTitle, scriptTitle].map((title, i) => ({
      title,
      description,
      venue,
      date: daysFromNow(10 + i * 5),
      time: '8:00 PM',
      price: '$10',
      category: 'music',
    })),
  );

  // A deck holding these two events only, both well ahead on the hot list.
  await login('user');
  const me = (await (await page.context().request.get('/api/auth/user')).json()) as { id: string };
  await passAllLongAgo(db, me.id, ids);
  await db.query(
    `UPDATE events SET like_count = (SELECT coalesce(max(like_count), 0) + 1000 FROM events)
     WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  // Hot counts this week's loves (docs/product.md#hot-list): a dozen other people love both now.
  await db.query(
    `INSERT INTO user_events (user_id, event_id, action)
     SELECT u.id, e.id, 'liked'
     FROM (SELECT id FROM "user" WHERE id <> $1 ORDER BY created_at DESC LIMIT 12) u,
          unnest($2::bigint[]) AS e(id)
     ON CONFLICT (user_id, event_id) DO UPDATE SET action = 'liked', updated_at = now()`,
    [me.id, ids],
  );

  await page.goto('/home');
  await expect(topCard(page, imgTitle)).toBeVisible();
  await expect(topCard(page, imgTitle).getByText(venue)).toBeVisible();
  await expectInert(page);
  await expectAccessible(page);

  // Liking opens the event's calendar details.
  await page.getByRole('button', { name: 'Like' }).click();
  const details = page.getByRole('dialog', { name: 'Add to Calendar' });
  await expect(details.getByText(imgTitle)).toBeVisible();
  await expectInert(page);
  await page.keyboard.press('Escape');
  await expect(topCard(page, scriptTitle)).toBeVisible();
  await expectInert(page);

  await page.goto(`/search?q=${word}`);
  await expect(page.getByText(imgTitle)).toBeVisible();
  await expect(page.getByText(scriptTitle)).toBeVisible();
  await expectInert(page);
  await expectAccessible(page);

  await page.goto('/hot-events');
  await expect(page.getByText(imgTitle)).toBeVisible();
  await expect(page.getByText(scriptTitle)).toBeVisible();
  await expectInert(page);

  await page.goto('/my-events');
  await expect(page.getByRole('listitem').filter({ hasText: imgTitle })).toBeVisible();
  await expectInert(page);

  await login('admin');
  await page.goto(`/event-database?q=${word}`);
  await expect(page.getByRole('rowheader', { name: imgTitle })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: scriptTitle })).toBeVisible();
  await page.getByRole('button', { name: `Edit ${scriptTitle}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByLabel('Title')).toHaveValue(scriptTitle);
  await expect(edit.getByLabel('Description')).toHaveValue(description);
  await expectInert(page);
  await admin.dispose();
});
