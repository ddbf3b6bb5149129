import { afterEach, expect, it, vi } from 'vitest';
import { SERVED_ANSWERS_ID } from '#shared/served-answers.ts';

const URL_ASKED = '/api/events?pageSize=20';

/** A page as the server wrote it, arrived the way `navigation` says. */
async function page(block: string, navigation: { type: string; transferSize: number }) {
  document.body.innerHTML = `<script type="application/json" id="${SERVED_ANSWERS_ID}">${block}</script>`;
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
    type === 'navigation' ? [navigation as unknown as PerformanceEntry] : [],
  );
  vi.resetModules();
  return (await import('./served-answers.ts')).takeServedAnswer;
}

const fresh = { type: 'navigate', transferSize: 9000 };
const block = JSON.stringify({
  [URL_ASKED]: { body: [{ id: 1 }], headers: { 'x-total-count': '1' } },
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

it('gives the answer for its URL once, with its headers', async () => {
  const take = await page(block, fresh);
  expect(take('/api/events?pageSize=50')).toBeNull();
  const answer = take(URL_ASKED);
  expect(answer?.body).toEqual([{ id: 1 }]);
  expect(answer?.headers.get('X-Total-Count')).toBe('1');
  // The next ask is the route's.
  expect(take(URL_ASKED)).toBeNull();
});

it("gives nothing from a page the browser's cache gave back", async () => {
  const take = await page(block, { type: 'back_forward', transferSize: 9000 });
  expect(take(URL_ASKED)).toBeNull();
});

it('gives nothing once the page has been open a while', async () => {
  const take = await page(block, fresh);
  vi.spyOn(performance, 'now').mockReturnValue(60_000);
  expect(take(URL_ASKED)).toBeNull();
});

it('gives nothing for a block that is not the expected JSON', async () => {
  for (const broken of [
    'not json',
    '[1,2]',
    JSON.stringify({ [URL_ASKED]: 'body' }),
    JSON.stringify({ [URL_ASKED]: { body: [], headers: { 'bad name': 'x' } } }),
  ]) {
    const take = await page(broken, fresh);
    expect(take(URL_ASKED)).toBeNull();
  }
});
