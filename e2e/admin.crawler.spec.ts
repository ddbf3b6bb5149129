import { expect, expectAccessible, test, uniqueEmail } from './fixtures.ts';

test.afterEach(async ({ db }) => {
  // Crawled cards would otherwise join every later spec's catalogue.
  await db.query(`DELETE FROM events WHERE source = 'crawler'`);
});

test('the demo crawl from the crawler page adds cards that reach the deck', async ({
  page,
  browser,
  db,
  login,
}) => {
  await login('admin');
  await page.goto('/crawler');
  await expect(page.getByText('Ready', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Test Crawl (Demo)' }).click();

  const results = page.getByRole('region', { name: 'This crawl' });
  await expect(results).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Ready', { exact: true })).toBeVisible();
  // The result's toast slides in as the crawl ends; it is checked once it is there.
  await expect(page.getByText('Crawl complete').first()).toBeVisible();
  await expectAccessible(page);
  const { rows } = await db.query<{ title: string }>(
    `SELECT title FROM events WHERE source = 'crawler'`,
  );
  expect(rows.length).toBeGreaterThan(0);
  const crawled = new Set(rows.map((r) => r.title));

  // A new user whose deck holds only the crawled cards.
  const context = await browser.newContext();
  const deck = await context.newPage();
  const res = await context.request.post('/api/auth/register', {
    data: { email: uniqueEmail(), password: 'secret123', firstName: 'Cai', lastName: 'Crawl' },
  });
  expect(res.status()).toBe(201);
  const { id: userId } = (await res.json()) as { id: string };
  await db.query(
    `INSERT INTO user_events (user_id, event_id, action)
     SELECT $1, id, 'passed' FROM events WHERE source <> 'crawler'`,
    [userId],
  );
  await deck.goto('/home');
  const top = deck.getByRole('article').first();
  await expect(top).toBeVisible();
  expect(crawled.has((await top.getAttribute('aria-label')) ?? '')).toBe(true);
  await context.close();
});

test('a saved response is previewed with its skip reasons and cards, and nothing is stored', async ({
  page,
  db,
  login,
}) => {
  await login('admin');
  await page.goto('/crawler');
  await page.getByLabel('Kind of response').selectOption('nyc-parks');
  await page
    .getByLabel('Saved response')
    .setInputFiles('src/server/features/crawler/fixtures/real/nyc-parks/parks-2013-09-28.xml');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();

  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toBeVisible();
  // A 2013 feed: both of its events are over, and the table says so.
  await expect(
    preview.getByRole('table', { name: 'Why events would be skipped' }).getByRole('row', {
      name: 'Already over 2',
    }),
  ).toBeVisible();
  await expect(preview.getByText('No card would be added from this file.')).toBeVisible();
  await expectAccessible(page);
  const { rows } = await db.query(`SELECT 1 FROM events WHERE source = 'crawler'`);
  expect(rows).toEqual([]);
});
