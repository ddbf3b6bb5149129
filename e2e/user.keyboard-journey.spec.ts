import type { Locator, Page } from '@playwright/test';
import { daysFromNow, swipeOf, topCard, uniqueTitle } from './deck-setup.ts';
import { expect, expectAccessible, test, uniqueEmail } from './fixtures.ts';

const MAX_TABS = 80;

/** Presses Tab until `target` has the focus, as someone without a mouse would. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < MAX_TABS; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const liveRegion = (page: Page) => page.locator('[aria-live="polite"]').filter({ hasText: 'Card' });

let addedIds: number[] = [];

// The account is this spec's own; the events it made for it are taken back afterwards.
test.afterEach(async ({ db }) => {
  await db.query('DELETE FROM user_events WHERE event_id = ANY($1::int[])', [addedIds]);
  await db.query('DELETE FROM events WHERE id = ANY($1::int[])', [addedIds]);
  addedIds = [];
});

test('keyboard only: sign in, swipe, answer the calendar, My Events tabs, search and filter', async ({
  page,
  db,
  request,
}) => {
  const word = uniqueTitle('kbd').replace(/\W/g, '');
  const [a, b, c, d, e] = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].map(
    (name) => `${name} ${word}`,
  ) as [string, string, string, string, string];
  // Registered outside the browser, so the browser still has to sign in.
  const email = uniqueEmail();
  const password = 'secret123';
  const registered = await request.post('/api/auth/register', {
    data: { email, password, firstName: 'Kim', lastName: 'Keys' },
  });
  expect(registered.status()).toBe(201);
  // The first-visit picks have their own spec (user.deck.spec.ts); this journey starts at the deck.
  const answered = await request.patch('/api/users/me/preferences', {
    data: { tasteIntroDone: true },
  });
  expect(answered.ok()).toBe(true);
  const { rows: users } = await db.query<{ id: string }>('SELECT id FROM "user" WHERE email = $1', [
    email,
  ]);
  const userId = users[0]!.id;
  // The deck holds exactly these five cards, in this order: the passes are two years old, so the
  // taste model has forgotten them and deals by date.
  await db.query(
    `INSERT INTO user_events (user_id, event_id, action, created_at, updated_at)
     SELECT $1, id, 'passed', now() - interval '2 years', now() - interval '2 years' FROM events`,
    [userId],
  );
  for (const [i, [title, category]] of [
    [a, 'music'],
    [b, 'comedy'],
    [c, 'art'],
    [d, 'music'],
    [e, 'comedy'],
  ].entries()) {
    const date = daysFromNow(10 + i * 5);
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO events (title, description, date, time, starts_at, venue, price, category,
         source)
       VALUES ($1, 'An event made for this test.', $2, '8:00 PM',
         ($2::date + time '20:00') AT TIME ZONE 'America/New_York', 'Keyboard Hall', '$10', $3,
         'manual')
       RETURNING id`,
      [title, date, category],
    );
    addedIds.push(Number(rows[0]!.id));
  }
  const [idA, idB, idC, idD] = addedIds as [number, number, number, number];

  // Sign in on the login page, by Tab, typing and Enter.
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await expect(topCard(page, a)).toBeVisible();
  await expect(liveRegion(page)).toContainText(`${a}, `);
  // The card is read with why the deck dealt it: ten days out, to a taste that knows nothing yet.
  await expect(liveRegion(page)).toContainText(
    'at Keyboard Hall. Something to plan ahead for. Card 1 of 5.',
  );
  await expect(liveRegion(page)).toContainText(
    'Right arrow to love, left to pass, down for maybe.',
  );
  // The skip link jumps over the header to the page itself.
  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // Love with the arrow key; the calendar offer takes the keyboard and gives it back.
  const like = page.getByRole('button', { name: 'Like' });
  await tabTo(page, like);
  await page.keyboard.press('ArrowRight');
  const dialog = page.getByRole('dialog', { name: 'Add to Calendar' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // Tab stays inside the dialog.
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(like).toBeFocused();
  await expect(topCard(page, b)).toBeVisible();
  await expect(liveRegion(page)).toContainText(`Loved: ${a}. ${b}, `);
  await expect(liveRegion(page)).toContainText('Card 2 of 5.');

  // Pass and maybe with the arrows.
  await page.keyboard.press('ArrowLeft');
  await expect(topCard(page, c)).toBeVisible();
  await expect(liveRegion(page)).toContainText(`Passed: ${b}. ${c}, `);
  await page.keyboard.press('ArrowDown');
  await expect(topCard(page, d)).toBeVisible();
  await expect(liveRegion(page)).toContainText('Card 4 of 5.');
  await expect.poll(() => swipeOf(db, userId, idA)).toBe('liked');
  await expect.poll(() => swipeOf(db, userId, idB)).toBe('passed');
  await expect.poll(() => swipeOf(db, userId, idC)).toBe('maybe');
  await expectAccessible(page);

  // With reduced motion the card leaves at once: no copy of it flies out, nothing animates.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate((title) => {
    const flown: string[] = [];
    new MutationObserver((records) => {
      for (const r of records) {
        for (const node of r.addedNodes) {
          if (node instanceof Element && node.querySelector(`article[aria-label="${title}"]`)) {
            flown.push(title);
          }
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
    Object.assign(window, { flown });
  }, d);
  await page.keyboard.press('ArrowLeft');
  await expect(topCard(page, e)).toBeVisible();
  await expect(page.locator(`article[aria-label="${d}"]`)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { flown: string[] }).flown)).toEqual([]);
  const moving = await page
    .getByRole('region', { name: 'Event cards' })
    .evaluate(
      (deck) =>
        document
          .getAnimations()
          .filter(
            (an) =>
              an.playState === 'running' &&
              an.effect instanceof KeyframeEffect &&
              an.effect.target instanceof Node &&
              deck.contains(an.effect.target),
          ).length,
    );
  expect(moving).toBe(0);
  await expect.poll(() => swipeOf(db, userId, idD)).toBe('passed');

  // My Events through the main navigation, then its tabs with the arrow keys.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, nav.getByRole('link', { name: 'My Events' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-events$/);
  const lovedTab = page.getByRole('tab', { name: /^Loved/ });
  await expect(lovedTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('listitem').filter({ hasText: a })).toBeVisible();
  await tabTo(page, lovedTab);
  await page.keyboard.press('ArrowRight');
  const maybeTab = page.getByRole('tab', { name: /^Maybe/ });
  await expect(maybeTab).toBeFocused();
  await expect(maybeTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('listitem').filter({ hasText: c })).toBeVisible();
  await expectAccessible(page);

  // Search from the header, then narrow it with a category chip.
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Search' }));
  await page.keyboard.press('Enter');
  const box = page.getByRole('searchbox', { name: 'Search events' });
  await expect(box).toBeFocused();
  await page.keyboard.type(word);
  const status = page.getByRole('status').filter({ hasText: /found/ });
  await expect(status).toHaveText('5 events found');
  const comedy = page.getByRole('button', { name: 'Comedy', exact: true });
  await tabTo(page, comedy);
  await page.keyboard.press('Space');
  await expect(comedy).toHaveAttribute('aria-pressed', 'true');
  await expect(status).toHaveText('2 events found');
  await expect(page.getByRole('article', { name: b })).toBeVisible();
  await expect(page.getByRole('article', { name: e })).toBeVisible();
});
