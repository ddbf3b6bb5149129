import { arrangeDeck, topCard, uniqueTitle } from './deck-setup.ts';
import { expect, test } from './fixtures.ts';

test('a first visit to the deck shows the first card from what the page carried', async ({
  page,
  db,
  login,
}) => {
  const title = uniqueTitle('First card');
  // Signed in by the API: this browser has never had the app confirm anyone.
  await arrangeDeck(page, db, login, [{ title }, { title: uniqueTitle('Second card') }]);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });

  await page.goto('/home');
  await expect(topCard(page, title)).toBeVisible();
  // The session and the first deck page came with the page (docs/ARCHITECTURE.md#first-card).
  expect(asked.filter((url) => url === '/api/auth/session')).toEqual([]);
  expect(
    asked.filter((url) => url.startsWith('/api/events/unseen') && !url.includes('cursor')),
  ).toEqual([]);
});

test('My Events and Search open on the answers the page carried', async ({ page, db, login }) => {
  const title = uniqueTitle('Planner pick');
  const { ids } = await arrangeDeck(page, db, login, [{ title }]);
  const saved = await page.context().request.post('/api/user-events', {
    data: { eventId: ids[0], action: 'liked' },
  });
  expect(saved.ok()).toBe(true);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });

  await page.goto('/my-events');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  expect(asked.filter((url) => url.startsWith('/api/user-events/by-action/'))).toEqual([]);

  await page.goto('/search');
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('article').first(),
  ).toBeVisible();
  expect(asked.filter((url) => url.startsWith('/api/events?'))).toEqual([]);
});
