import type { Browser, Page } from '@playwright/test';
import { arrangeDeck, topCard, uniqueTitle } from './deck-setup.ts';
import { expect, test } from './fixtures.ts';

/** The same browser session, with no script run at all: what the page shows on its own. */
async function withoutCode(page: Page, browser: Browser, baseURL: string | undefined) {
  return browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
}

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

test("the deck's first card is on the page before its code has run", async ({
  page,
  db,
  login,
  browser,
  baseURL,
}) => {
  const title = uniqueTitle('Drawn card');
  await arrangeDeck(page, db, login, [
    { title, category: 'comedy' },
    { title: uniqueTitle('Behind it') },
  ]);
  const noCode = await withoutCode(page, browser, baseURL);
  const drawn = await noCode.newPage();
  const errors: string[] = [];
  drawn.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await drawn.goto('/home');
  // A picture of the screen until the code has run: shown, but out of reach of keys and readers.
  const card = drawn.locator('[aria-label="Event cards"] article', { hasText: title });
  await expect(card).toBeVisible();
  await expect(topCard(drawn, title)).toHaveCount(0);
  await expect(drawn.getByRole('button', { name: 'Like' })).toHaveCount(0);
  // The category's colour was a style attribute; it reaches the page through its policy.
  await expect(card.getByText('Comedy', { exact: true })).toHaveCSS(
    'background-color',
    'rgb(245, 158, 11)',
  );
  await expect(drawn.locator('nav[aria-label="Main"]')).toBeVisible();
  await noCode.close();
  expect(errors, 'console errors').toEqual([]);

  // With its code, the app draws the same card in its place and the deck goes on from it.
  await page.goto('/home');
  await expect(topCard(page, title)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(topCard(page, title)).toBeHidden();
});

test('My Events and Search are on the page before their code has run, and no loading frame replaces them', async ({
  page,
  db,
  login,
  browser,
  baseURL,
}) => {
  const title = uniqueTitle('Drawn plan');
  const { ids } = await arrangeDeck(page, db, login, [{ title }]);
  const saved = await page.context().request.post('/api/user-events', {
    data: { eventId: ids[0], action: 'liked' },
  });
  expect(saved.ok()).toBe(true);

  const noCode = await withoutCode(page, browser, baseURL);
  const drawn = await noCode.newPage();
  await drawn.goto('/my-events');
  const picture = drawn.locator('#root > [inert]');
  // Out of reach of roles until the code has run: found by its markup.
  await expect(picture.locator('h1', { hasText: 'My Events' })).toBeVisible();
  await expect(picture.getByText(title)).toBeVisible();
  await drawn.goto('/search');
  await expect(picture.locator('h1', { hasText: 'Search' })).toBeVisible();
  await expect(picture.locator('article').first()).toBeVisible();
  await noCode.close();

  // Every frame the app commits is watched: the spinner of a page's code or lists, or the
  // results' placeholders, would mean the drawn screen gave way to a loading frame.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { loadingFramesSeen: seen });
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (root?.querySelector('.animate-spin, .animate-pulse')) seen.push(location.pathname);
    }).observe(document, { childList: true, subtree: true });
  });
  const framesSeen = () =>
    page.evaluate(() => (window as unknown as { loadingFramesSeen: string[] }).loadingFramesSeen);
  await page.goto('/my-events');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await expect(page.locator('#root[data-first-screen] > [inert]')).toHaveCount(0);
  expect(await framesSeen()).toEqual([]);
  await page.goto('/search');
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('article').first(),
  ).toBeVisible();
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
  expect(await framesSeen()).toEqual([]);
});
