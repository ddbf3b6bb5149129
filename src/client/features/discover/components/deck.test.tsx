import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, expect, it, vi } from 'vitest';
import type { CalendarSettings } from '#shared/schemas/calendar.ts';
import type { DeckCard, Event } from '#shared/schemas/events.ts';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { standInForCardMotion } from '#test/support/client/discover/card-motion.ts';
import { makeEvent } from '#test/support/client/make-event.ts';
import { renderSignedIn } from '#test/support/client/profile/render-signed-in.tsx';
import { savedSwipe } from '#test/support/client/saved-swipe.ts';
import { DiscoverPage } from '../routes/discover-page.tsx';

// The whole page runs, several requests a swipe; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

// Reduced motion and a wide screen, so the details panel is there.
standInForCardMotion({ reducedMotion: true });
beforeAll(async () => {
  // The page loads these lazily; loaded here, the first test does not wait on a cold import.
  await Promise.all([
    import('./swipe-card.tsx'),
    import('./deck-details.tsx'),
    import('./deck-states.tsx'),
    import('../lib/offline-deck.ts'),
    import('#client/components/calendar/calendar-auto-add.ts'),
  ]);
});

const { server, requests } = setupApiServer();

// The page remembers swiped ids while it lives, so every test deals cards of its own.
let nextId = 1;
const card = (overrides: Partial<Event> = {}) => makeEvent({ ...overrides, id: nextId++ });

// A like adds the event to the connected Google calendar, so no dialog takes the focus.
const autoAdd: CalendarSettings = {
  googleCalendarConnected: true,
  appleCalendarPreference: 'manual',
  autoAddToCalendar: true,
  googleCalendarAvailable: true,
};

/**
 * The discover page with the real useDeck over an API that deals `events` once and agrees to
 * every swipe; `swipes` lists what reached the server, undos as `undo <id>`.
 */
function renderDeck(
  events: DeckCard[],
  { saveSwipe }: { saveSwipe?: () => Promise<Response> } = {},
) {
  const swipes: string[] = [];
  server.use(
    http.get('/api/events/unseen', () => HttpResponse.json(events)),
    http.post('/api/user-events', async ({ request }) => {
      const body = (await request.json()) as { eventId: number; action: string };
      swipes.push(`${body.action} ${body.eventId}`);
      if (saveSwipe) return saveSwipe();
      const event = events.find((e) => e.id === body.eventId);
      return HttpResponse.json(savedSwipe(body, event));
    }),
    http.delete('/api/user-events/:id', ({ params }) => {
      swipes.push(`undo ${String(params.id)}`);
      return HttpResponse.json({ eventId: Number(params.id), action: 'passed' });
    }),
    http.get('/api/users/me/calendar-settings', () => HttpResponse.json(autoAdd)),
    http.post('/api/calendar/google/add-event', () => HttpResponse.json({ ok: true })),
  );
  return { ...renderSignedIn(<DiscoverPage />, { route: '/' }), swipes };
}

const liveRegion = () => document.querySelector('[aria-live="polite"]');

it('keeps the focus on the deck when Undo goes away, and says which card is on top', async () => {
  const first = card({ title: 'Jazz at the Vanguard' });
  const second = card({ title: 'Comedy Cellar late show' });
  const { user, swipes } = renderDeck([first, second]);
  await screen.findByRole('article', { name: first.title });

  const pass = screen.getByRole('button', { name: 'Pass' });
  await user.click(pass);
  expect(await screen.findByRole('article', { name: second.title })).toBeInTheDocument();
  // A swipe by button leaves the focus on that button, ready for the next card.
  expect(document.activeElement).toBe(pass);
  expect(liveRegion()).toHaveTextContent(`Passed: ${first.title}. ${second.title}, `);

  // Undo takes back the only pass, so the Undo button disappears while it has the focus.
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByRole('article', { name: first.title })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  expect(document.activeElement).not.toBe(document.body);
  expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Event cards' }));
  expect(liveRegion()).toHaveTextContent(`Restored: ${first.title}`);
  // The pass reached the server, and the undo deleted it after it.
  await vi.waitFor(() => expect(swipes).toEqual([`passed ${first.id}`, `undo ${first.id}`]));
  expect(await screen.findByText('Event restored')).toBeInTheDocument();
});

it('moves the focus to the deck when the last card goes and the swipe buttons with it', async () => {
  const first = card({ title: 'Jazz at the Vanguard' });
  const second = card({ title: 'Comedy Cellar late show' });
  const { user, swipes } = renderDeck([first, second]);
  await screen.findByRole('article', { name: first.title });

  await user.click(screen.getByRole('button', { name: 'Like' }));
  const like = screen.getByRole('button', { name: 'Like' });
  expect(document.activeElement).toBe(like);
  await user.click(like);

  expect(await screen.findByRole('heading', { name: 'All caught up!' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
  expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Event cards' }));
  expect(liveRegion()).toHaveTextContent(`Loved: ${second.title}.`);
  expect(liveRegion()).not.toHaveTextContent('Card');
  await vi.waitFor(() => expect(swipes).toEqual([`liked ${first.id}`, `liked ${second.id}`]));
  // Auto-add is on and Google connected: each like went to the calendar without asking.
  await vi.waitFor(() =>
    expect(
      requests.filter((r) => new URL(r.url).pathname === '/api/calendar/google/add-event'),
    ).toHaveLength(2),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('takes a card off at once and puts it back when the server refuses the swipe', async () => {
  const first = card({ title: 'Harbor lights walk' });
  const second = card({ title: 'Poetry at the Nuyorican' });
  let refuse!: () => void;
  const refused = new Promise<void>((resolve) => (refuse = resolve));
  const { user, swipes } = renderDeck([first, second], {
    saveSwipe: async () => {
      await refused;
      return HttpResponse.json({ message: 'Event not found' }, { status: 404 });
    },
  });
  await screen.findByRole('article', { name: first.title });

  await user.click(screen.getByRole('button', { name: 'Pass' }));
  // The answer is held: the card is already gone while the server has not said a word.
  expect(await screen.findByRole('article', { name: second.title })).toBeInTheDocument();
  await vi.waitFor(() => expect(swipes).toEqual([`passed ${first.id}`]));
  expect(screen.queryByRole('article', { name: first.title })).not.toBeInTheDocument();

  refuse();
  expect(await screen.findByRole('article', { name: first.title })).toBeInTheDocument();
  expect(await screen.findByText(/Event not found/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
});

it('announces each card that reaches the top: what, when, where, its place and the keys', async () => {
  const first = card({ title: 'Jazz at the Vanguard' });
  const second = card({ title: 'Comedy Cellar late show' });
  const third = card({
    title: 'Rooftop cinema',
    date: '2031-03-14',
    time: '7:30 PM',
    venue: 'Industry City',
  });
  const { user, swipes } = renderDeck([first, second, third]);
  await screen.findByRole('article', { name: first.title });
  expect(liveRegion()).toHaveTextContent(
    `${first.title}, Friday, June 14, 8:00 PM at Village Vanguard. Card 1 of 3. ` +
      'Right arrow to love, left to pass, down for maybe.',
  );

  await user.keyboard('{ArrowLeft}');
  await user.keyboard('{ArrowDown}');
  await screen.findByRole('article', { name: third.title });
  expect(liveRegion()).toHaveTextContent(
    `Saved for maybe: ${second.title}. Rooftop cinema, Friday, March 14, 7:30 PM at Industry City. ` +
      'Card 3 of 3.',
  );
  await vi.waitFor(() => expect(swipes).toEqual([`passed ${first.id}`, `maybe ${second.id}`]));
});

it('shows on the card why the deck dealt it, and says it with the card', async () => {
  const reason = 'Because you loved 3 Comedy events';
  const top: DeckCard = { ...card({ title: 'Comedy Cellar late show' }), reason };
  renderDeck([top, card({ title: 'Rooftop cinema' })]);
  const article = await screen.findByRole('article', { name: top.title });
  expect(within(article).getByText(reason)).toBeVisible();
  expect(within(article).getByText('Why this card:')).toHaveClass('sr-only');
  expect(liveRegion()).toHaveTextContent(`${reason}. Card 1 of 2.`);
});

it('shows the top card in full beside the deck, following each swipe', async () => {
  const description = 'A long evening of music. '.repeat(12).trim();
  const detailed = card({
    title: 'Harbor jazz cruise',
    description,
    price: '$35',
    category: 'comedy',
    performer: 'The Harbor Trio',
    sourceUrl: 'https://example.com/cruise',
  });
  const second = card({ title: 'Comedy Cellar late show' });
  const { user } = renderDeck([detailed, second]);
  const details = await screen.findByRole('complementary', { name: 'Event details' });
  expect(within(details).getByRole('heading', { name: detailed.title })).toBeInTheDocument();
  expect(within(details).getByText(description)).toBeInTheDocument();
  expect(within(details).getByText('Fri, Jun 14 · 8:00 PM')).toBeInTheDocument();
  expect(
    within(details).getByText('Village Vanguard · Greenwich Village, Manhattan'),
  ).toBeInTheDocument();
  expect(within(details).getByText('$35')).toBeInTheDocument();
  expect(within(details).getAllByText('Comedy')).toHaveLength(2);
  expect(within(details).getByText('The Harbor Trio')).toBeInTheDocument();
  expect(within(details).getByRole('link', { name: 'Event page' })).toHaveAttribute(
    'href',
    'https://example.com/cruise',
  );
  for (const key of ['←', '→', '↓', 'Z']) {
    expect(within(details).getByText(key, { selector: 'kbd' })).toBeInTheDocument();
  }

  await user.click(screen.getByRole('button', { name: 'Pass' }));
  const next = await screen.findByRole('complementary', { name: 'Event details' });
  expect(within(next).getByRole('heading', { name: second.title })).toBeInTheDocument();
  // No page of its own: no link.
  expect(within(next).queryByRole('link')).not.toBeInTheDocument();
});

it('counts a business’s card as seen once, when it reaches the top', async () => {
  const views: string[] = [];
  server.use(
    http.post('/api/events/:id/view', ({ params }) => {
      views.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const ordinary = card({ title: 'Street fair' });
  const business = card({ title: 'Rooftop Salsa Night', fromBusiness: true });
  const { user } = renderDeck([ordinary, business]);
  await screen.findByRole('article', { name: ordinary.title });
  expect(views).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Pass' }));
  await screen.findByRole('article', { name: business.title });
  await vi.waitFor(() => expect(views).toEqual([String(business.id)]));

  // Back under the street fair and up again: still one view for this page load.
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  await screen.findByRole('article', { name: ordinary.title });
  await user.click(screen.getByRole('button', { name: 'Pass' }));
  await screen.findByRole('article', { name: business.title });
  expect(views).toEqual([String(business.id)]);
});

it('ignores a view the server does not take', async () => {
  server.use(http.post('/api/events/:id/view', () => HttpResponse.json({}, { status: 500 })));
  const business = card({ title: 'Poetry Slam', fromBusiness: true });
  renderDeck([business]);

  expect(await screen.findByRole('article', { name: business.title })).toBeInTheDocument();
  await vi.waitFor(() =>
    expect(requests.map((r) => new URL(r.url).pathname)).toContain(
      `/api/events/${business.id}/view`,
    ),
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
