import type { Page } from '@playwright/test';
import type pg from 'pg';
import { daysFromNow } from './deck-setup.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/** A word no other event holds, so the search finds only this test's events. */
function uniqueWord(): string {
  const letters = Array.from({ length: 10 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  );
  return `zq${letters.join('')}`;
}

interface PlacedEvent {
  title: string;
  borough: string;
  neighborhood: string;
  sourceUrl?: string;
}

async function insertEvents(db: pg.Pool, events: PlacedEvent[]) {
  for (const [i, e] of events.entries()) {
    await db.query(
      `INSERT INTO events (title, description, date, time, starts_at, venue, price, category,
         source, source_url, neighborhood, borough)
       VALUES ($1, 'An event made for this test.', $2, '8:00 PM',
         ($2::date + time '20:00') AT TIME ZONE 'America/New_York', 'Test Hall', '$15', 'music',
         'manual', $3, $4, $5)`,
      [e.title, daysFromNow(3 + i), e.sourceUrl ?? null, e.neighborhood, e.borough],
    );
  }
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search events' });
const found = (page: Page, n: number) =>
  expect(page.getByRole('status').filter({ hasText: /found/ })).toHaveText(
    `${n} ${n === 1 ? 'event' : 'events'} found`,
  );

test('search by text, borough and a quick neighborhood, kept in the URL across a reload', async ({
  page,
  db,
  login,
}) => {
  const word = uniqueWord();
  const [vinyl, poetry, gallery] = [
    `Vinyl night ${word}`,
    `Poetry slam ${word}`,
    `Gallery walk ${word}`,
  ];
  await login('user');
  await insertEvents(db, [
    {
      title: vinyl,
      borough: 'Brooklyn',
      neighborhood: 'Williamsburg',
      sourceUrl: 'https://example.com/vinyl',
    },
    { title: poetry, borough: 'Brooklyn', neighborhood: 'Brooklyn Heights' },
    { title: gallery, borough: 'Manhattan', neighborhood: 'SoHo' },
  ]);

  // The header's search button puts the keyboard in the box.
  await page.goto('/home');
  await page.getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(searchBox(page)).toBeFocused();
  await expectAccessible(page);

  await page.keyboard.type(`nomatch${word}`);
  await found(page, 0);
  await expectAccessible(page);
  await searchBox(page).fill(word);
  await found(page, 3);
  for (const title of [vinyl, poetry, gallery]) {
    await expect(page.getByRole('article', { name: title })).toBeVisible();
  }
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('combobox', { name: 'Borough' }).selectOption('Brooklyn');
  await found(page, 2);
  await expect(page.getByRole('article', { name: gallery })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Williamsburg' }).click();
  await found(page, 1);
  const card = page.getByRole('article', { name: vinyl });
  await expect(card).toBeVisible();
  await expect(card.getByText('Test Hall · Williamsburg · Brooklyn')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
    'href',
    'https://example.com/vinyl',
  );
  await expect(page).toHaveURL(
    new RegExp(`/search\\?q=${word}&borough=Brooklyn&neighborhood=Williamsburg$`),
  );

  await page.reload();
  await found(page, 1);
  await expect(searchBox(page)).toHaveValue(word);
  await expect(page.getByRole('article', { name: vinyl })).toBeVisible();
  await expect(page.getByText('Showing: Williamsburg, Brooklyn')).toBeVisible();
  await page.getByRole('button', { name: 'Filters, 2 active' }).click();
  await expect(page.getByRole('combobox', { name: 'Borough' })).toHaveValue('Brooklyn');
  await expect(page.getByRole('combobox', { name: 'Neighborhood' })).toHaveValue('Williamsburg');

  // Back to the whole text search.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await found(page, 3);
});

test('love from the results: the calendar is offered and the event is in My Events', async ({
  page,
  db,
  login,
}) => {
  const word = uniqueWord();
  const title = `Rooftop set ${word}`;
  await login('user');
  await insertEvents(db, [{ title, borough: 'Queens', neighborhood: 'Astoria' }]);

  await page.goto(`/search?q=${word}`);
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Love' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Calendar' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(title)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('Loved')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Love' })).toBeFocused();

  await page.getByRole('link', { name: 'My Events' }).click();
  await expect(page.getByRole('tab', { name: 'Loved (1)' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
});

test('a nickname or a ZIP code in the text becomes a place chip, and × searches it as words', async ({
  page,
  db,
  login,
}) => {
  const word = uniqueWord();
  const [upper, chelsea, billyburg] = [
    `Quartet on the UWS ${word}`,
    `Quartet in Chelsea ${word}`,
    `Quartet in Williamsburg ${word}`,
  ];
  await login('user');
  await insertEvents(db, [
    { title: upper, borough: 'Manhattan', neighborhood: 'Upper West Side' },
    { title: chelsea, borough: 'Manhattan', neighborhood: 'Chelsea' },
    { title: billyburg, borough: 'Brooklyn', neighborhood: 'Williamsburg' },
  ]);
  await page.goto('/search');
  await searchBox(page).fill(`${word} UWS`);
  const chips = page.getByRole('list', { name: 'Understood from your search' });
  await expect(chips.getByRole('button')).toHaveText(['Upper West Side']);
  await found(page, 1);
  await expect(page.getByRole('list', { name: 'Search results' })).toContainText(upper);

  await searchBox(page).fill(`${word} 11211`);
  await expect(chips.getByRole('button')).toHaveText(['East Williamsburg · Williamsburg']);
  await found(page, 1);
  await expect(page.getByRole('list', { name: 'Search results' })).toContainText(billyburg);

  // × takes the ZIP code as a word: no event has it, so nothing is found and nothing understood.
  await chips.getByRole('button', { name: /search “11211” as words instead/ }).click();
  await expect(searchBox(page)).toHaveValue(`${word} "11211"`);
  await expect(page).toHaveURL(/q=[^&]*%2211211%22/);
  await found(page, 0);
  await expect(chips).toHaveCount(0);
  await expectAccessible(page);
});
