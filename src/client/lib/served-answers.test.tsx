import { QueryClient } from '@tanstack/react-query';
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
  const served = await import('./served-answers.ts');
  const client = new QueryClient();
  return Object.assign((url: string) => served.takeServedAnswer(url, client), { served });
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

it("gives a drawing's client the answers handed to it, never the page's, however old", async () => {
  const take = await page(block, fresh);
  const drawing = new QueryClient();
  const handed = { '/api/mine': { body: ['drawn'], headers: { 'x-total-count': '7' } } };
  take.served.answerFromServed(drawing, handed);
  vi.spyOn(performance, 'now').mockReturnValue(60_000_000);
  expect(take.served.takeServedAnswer(URL_ASKED, drawing)).toBeNull();
  const answer = take.served.takeServedAnswer('/api/mine', drawing);
  expect(answer?.body).toEqual(['drawn']);
  expect(answer?.headers.get('X-Total-Count')).toBe('7');
  expect(take.served.takeServedAnswer('/api/mine', drawing)).toBeNull();
  // Handed a copy: the caller's record is left as it was.
  expect(Object.keys(handed)).toEqual(['/api/mine']);
});

it('refuses to ask the network for a drawing without the answer', async () => {
  const take = await page(block, fresh);
  const drawing = new QueryClient();
  take.served.answerFromServed(drawing, {});
  const fetched = vi.spyOn(globalThis, 'fetch');
  await expect(
    take.served.firstScreenJson('/api/missing', () => Promise.reject(new Error('unused')), drawing),
  ).rejects.toThrow('No served answer for GET /api/missing');
  expect(fetched).not.toHaveBeenCalled();
});
