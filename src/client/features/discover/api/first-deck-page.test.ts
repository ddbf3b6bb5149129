import { afterEach, expect, it, vi } from 'vitest';
import { requestFirstDeckPage, takeFirstDeckPage } from './first-deck-page.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('hands the early page to the first unfiltered fetch from the start, once', async () => {
  const fetch = vi.fn(async () => Response.json([], { headers: { 'X-Next-Cursor': 'c1' } }));
  vi.stubGlobal('fetch', fetch);
  expect(takeFirstDeckPage(null, null)).toBeNull();

  requestFirstDeckPage();
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(takeFirstDeckPage('music', null)).toBeNull();
  expect(takeFirstDeckPage(null, 'c1')).toBeNull();
  const page = takeFirstDeckPage(null, null);
  expect(await page).toEqual({ events: [], nextCursor: 'c1' });
  expect(takeFirstDeckPage(null, null)).toBeNull();
  expect(fetch).toHaveBeenCalledTimes(1);
});
