import { arrangeDeck, dragCard, swipeOf, topCard, uniqueTitle } from './deck-setup.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

test('mouse drags love, pass and save cards for maybe', async ({ page, db, login }) => {
  const [a, b, c, d] = ['Drag A', 'Drag B', 'Drag C', 'Drag D'].map(uniqueTitle) as [
    string,
    string,
    string,
    string,
  ];
  const { userId, ids } = await arrangeDeck(page, db, login, [
    { title: a },
    { title: b },
    { title: c },
    { title: d },
  ]);
  await page.goto('/home');
  await expect(topCard(page, a)).toBeVisible();
  await expectAccessible(page);

  // A short drag is not a swipe: the card snaps back.
  await dragCard(page, a, 30, 0, 25);
  await expect(topCard(page, a)).toBeVisible();

  await dragCard(page, a, 220, 10);
  await expect(page.getByRole('dialog', { name: 'Add to Calendar' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(topCard(page, b)).toBeVisible();

  await dragCard(page, b, -220, 0);
  await expect(topCard(page, c)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();

  await dragCard(page, c, 10, 200);
  await expect(page.getByText('Added to maybe list').first()).toBeVisible();
  await expect(topCard(page, d)).toBeVisible();
  // Undo follows every swipe, a maybe included, and takes the maybe back.
  await expect.poll(() => swipeOf(db, userId, ids[2]!)).toBe('maybe');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(topCard(page, c)).toBeVisible();
  await expect.poll(() => swipeOf(db, userId, ids[2]!)).toBeNull();
  await page.getByRole('button', { name: 'Maybe' }).click();
  await expect(topCard(page, d)).toBeVisible();

  await expect.poll(() => swipeOf(db, userId, ids[0]!)).toBe('liked');
  await expect.poll(() => swipeOf(db, userId, ids[1]!)).toBe('passed');
  await expect.poll(() => swipeOf(db, userId, ids[2]!)).toBe('maybe');
});

test('arrow keys swipe, and Z or the Undo button bring a card back', async ({
  page,
  db,
  login,
}) => {
  const [a, b, c] = ['Keys A', 'Keys B', 'Keys C'].map(uniqueTitle) as [string, string, string];
  const { userId, ids } = await arrangeDeck(page, db, login, [
    { title: a },
    { title: b },
    { title: c },
  ]);
  await page.goto('/home');
  await expect(topCard(page, a)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);

  await page.keyboard.press('ArrowLeft');
  await expect(topCard(page, b)).toBeVisible();
  await expect.poll(() => swipeOf(db, userId, ids[0]!)).toBe('passed');

  await page.keyboard.press('z');
  await expect(topCard(page, a)).toBeVisible();
  await expect(page.getByText('Event restored').first()).toBeVisible();
  await expect.poll(() => swipeOf(db, userId, ids[0]!)).toBeNull();

  await page.keyboard.press('ArrowDown');
  await expect(topCard(page, b)).toBeVisible();
  await expect.poll(() => swipeOf(db, userId, ids[0]!)).toBe('maybe');
  // ArrowDown saved the card instead of scrolling the page.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Add to Calendar' })).toBeVisible();
  // Keys belong to the dialog while it is open.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Escape');
  await expect(topCard(page, c)).toBeVisible();
  await expect.poll(() => swipeOf(db, userId, ids[1]!)).toBe('liked');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(topCard(page, b)).toBeVisible();
  await expect(page.getByText('Undone', { exact: true }).first()).toBeVisible();
  await expect.poll(() => swipeOf(db, userId, ids[1]!)).toBeNull();
  await expect.poll(() => swipeOf(db, userId, ids[2]!)).toBeNull();
});

test('the category chips filter the deck and Show All Events resets them', async ({
  page,
  db,
  login,
}) => {
  const music = uniqueTitle('Chips music');
  const comedy = uniqueTitle('Chips comedy');
  await arrangeDeck(page, db, login, [
    { title: music, category: 'music' },
    { title: comedy, category: 'comedy' },
  ]);
  await page.goto('/home');
  const chip = (name: string) => page.getByRole('button', { name, exact: true });
  await expect(topCard(page, music)).toBeVisible();
  await expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip('Art & Culture')).toBeVisible();

  await chip('Comedy').click();
  await expect(chip('Comedy')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip('All')).toHaveAttribute('aria-pressed', 'false');
  await expect(topCard(page, comedy)).toBeVisible();
  await expect(page.getByRole('article', { name: music })).toHaveCount(0);

  await page.getByRole('button', { name: 'Pass' }).click();
  await expect(page.getByText('No events match your filters')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Show All Events' }).click();
  await expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip('Comedy')).toHaveAttribute('aria-pressed', 'false');
  await expect(topCard(page, music)).toBeVisible();

  // Deselecting the last chosen category falls back to All.
  await chip('Music').click();
  await chip('Music').click();
  await expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
});

test('an exhausted deck says All caught up! and points elsewhere', async ({ page, db, login }) => {
  const only = uniqueTitle('Last card');
  await arrangeDeck(page, db, login, [{ title: only, sourceUrl: null }]);
  await page.goto('/home');
  await expect(page.getByText('Loading events...').or(topCard(page, only))).toBeVisible();
  await expect(topCard(page, only)).toBeVisible();

  // No link: the details button opens the event's page in the app, and Back returns here.
  await topCard(page, only).getByRole('button', { name: 'View Event Details' }).click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: only })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(topCard(page, only)).toBeVisible();

  await page.getByRole('button', { name: 'Pass' }).click();
  await expect(page.getByRole('heading', { name: 'All caught up!' })).toBeVisible();
  await expect(page.getByText('Check back later for more events')).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole('link', { name: 'View My Events' })).toHaveAttribute(
    'href',
    '/my-events',
  );
  await expect(page.getByRole('link', { name: 'Search Events' })).toHaveAttribute(
    'href',
    '/search',
  );
});

test('a session that ends while swiping brings the sign-in screen at the same URL', async ({
  page,
  db,
  login,
}) => {
  const [a, b] = ['Expired A', 'Expired B'].map(uniqueTitle) as [string, string];
  const { userId, ids } = await arrangeDeck(page, db, login, [{ title: a }, { title: b }]);
  await page.goto('/home');
  await expect(topCard(page, a)).toBeVisible();
  // The card shows before the app has asked for the rest of what it shows (preferences, the
  // business account): a session ended before those answers would end it there, not at the swipe.
  await page.waitForLoadState('networkidle');

  await db.query('DELETE FROM session WHERE user_id = $1', [userId]);
  await page.getByRole('button', { name: 'Pass' }).click();

  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pass' })).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/home');
  expect(await swipeOf(db, userId, ids[0]!)).toBeNull();
});

test('Undo hands the focus to the deck when it disappears', async ({ page, db, login }) => {
  const [a, b] = ['Focus A', 'Focus B'].map(uniqueTitle) as [string, string];
  await arrangeDeck(page, db, login, [{ title: a }, { title: b }]);
  await page.goto('/home');
  await expect(topCard(page, a)).toBeVisible();

  await page.getByRole('button', { name: 'Pass' }).focus();
  await page.keyboard.press('Enter');
  await expect(topCard(page, b)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pass' })).toBeFocused();
  await expect(page.getByText(`Passed: ${a}. ${b}, `)).toBeAttached();

  await page.getByRole('button', { name: 'Undo' }).focus();
  await page.keyboard.press('Enter');
  await expect(topCard(page, a)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Event cards' })).toBeFocused();
  await expect(page.getByText(`Restored: ${a}. ${a}, `)).toBeAttached();
});

test('a first visit offers a few picks over the deck, once, and deals from them', async ({
  page,
  db,
  login,
}) => {
  const [dealtFirst, picked] = [uniqueTitle('Intro A'), uniqueTitle('Intro B')];
  // The music card is the sooner: without the picks, it leads the deck.
  const { userId } = await arrangeDeck(
    page,
    db,
    login,
    [
      { title: dealtFirst, category: 'music' },
      { title: picked, category: 'comedy', borough: 'Queens' },
    ],
    'newcomer',
  );
  await page.goto('/home');
  const intro = page.getByRole('dialog', { name: 'Pick a few things you like' });
  await expect(intro).toBeVisible();
  // The deck is dealt behind it.
  await expect(topCard(page, dealtFirst)).toBeAttached();
  await expectAccessible(page);
  await intro.getByRole('button', { name: 'Comedy' }).click();
  await intro.getByRole('button', { name: 'Queens' }).click();
  await intro.getByRole('button', { name: 'Start swiping' }).click();
  await expect(intro).toHaveCount(0);
  // Dealt again once the picks are saved: the picked category now leads.
  await expect(topCard(page, picked)).toBeVisible();
  await expect
    .poll(async () => {
      const { rows } = await db.query<{ loved_categories: string[]; home_borough: string }>(
        'SELECT loved_categories, home_borough FROM user_preferences WHERE user_id = $1',
        [userId],
      );
      return rows[0];
    })
    .toEqual({ loved_categories: ['comedy'], home_borough: 'Queens' });
  await page.reload();
  await expect(topCard(page, picked)).toBeVisible();
  await expect(intro).toHaveCount(0);
});
