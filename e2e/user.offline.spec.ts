import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { arrangeDeck, swipeOf, topCard, uniqueTitle } from './deck-setup.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

const SHOTS = '/tmp/shots-pwa';

/** Waits until the service worker is active, then reloads so that it controls the page. */
async function installApp(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

const waitingPill = (page: Page) => page.getByRole('status').filter({ hasText: 'waiting to sync' });

test('the deck opens offline, queues swipes, and sends them once the connection returns', async ({
  page,
  context,
  db,
  login,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [a, b, c, d] = ['Offline A', 'Offline B', 'Offline C', 'Offline D'].map(uniqueTitle) as [
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
  await installApp(page);
  await expect(topCard(page, a)).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(topCard(page, a)).toBeVisible();

  await page.keyboard.press('ArrowLeft');
  await expect(topCard(page, b)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(topCard(page, c)).toBeVisible();
  await expect(waitingPill(page)).toHaveText('2 swipes waiting to sync');
  await expectAccessible(page);

  // Still offline, a reload keeps both the queue and the cards not yet swiped.
  await page.reload();
  await expect(topCard(page, c)).toBeVisible();
  await expect(waitingPill(page)).toHaveText('2 swipes waiting to sync');
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/offline-deck-390x844.png` });
  expect(await swipeOf(db, userId, ids[0]!)).toBeNull();

  await context.setOffline(false);
  await expect(waitingPill(page)).toHaveCount(0);
  const res = await page.request.get('/api/user-events?pageSize=5');
  const recent = (await res.json()) as { eventId: number; action: string }[];
  expect(recent.slice(0, 2).map((s) => [s.eventId, s.action])).toEqual([
    [ids[1], 'passed'],
    [ids[0], 'passed'],
  ]);
  const { rows } = await db.query<{ event_id: string }>(
    'SELECT event_id FROM user_events WHERE user_id = $1 AND event_id = ANY($2)',
    [userId, ids],
  );
  expect(rows.map((r) => Number(r.event_id)).sort()).toEqual([ids[0], ids[1]].sort());
  await expect(topCard(page, c)).toBeVisible();
});

test('another account on the same browser never sees the first one’s cards or queue', async ({
  page,
  context,
  db,
  login,
}) => {
  const [first, second] = ['First user card', 'Second user card'].map(uniqueTitle) as [
    string,
    string,
  ];
  const one = await arrangeDeck(page, db, login, [{ title: first }, { title: uniqueTitle('x') }]);
  await page.goto('/home');
  await expect(topCard(page, first)).toBeVisible();
  await installApp(page);
  // The reload in installApp deals the deck again; the swipe goes to the card once it is back.
  await expect(topCard(page, first)).toBeVisible();
  await context.setOffline(true);
  await page.keyboard.press('ArrowLeft');
  await expect(waitingPill(page)).toHaveText('1 swipe waiting to sync');
  // The tab goes away with the swipe still queued, and another account signs in here.
  await page.close();
  await context.setOffline(false);

  const next = await context.newPage();
  await arrangeDeck(next, db, login, [{ title: second }]);
  await next.goto('/home');
  await expect(topCard(next, second)).toBeVisible();
  await expect(next.getByText(first)).toHaveCount(0);
  await expect(waitingPill(next)).toHaveCount(0);

  await context.setOffline(true);
  await next.reload();
  await expect(topCard(next, second)).toBeVisible();
  await expect(next.getByText(first)).toHaveCount(0);
  await expect(waitingPill(next)).toHaveCount(0);
  // The first account's swipe is still waiting for that account, not sent with this one's.
  expect(await swipeOf(db, one.userId, one.ids[0]!)).toBeNull();
});
