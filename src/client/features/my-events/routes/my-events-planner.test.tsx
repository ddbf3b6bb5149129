import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { makeEvent } from '#test/support/client/make-event.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import type { Event } from '#shared/schemas/events.ts';
import type { SwipeAction, UserEvent } from '#shared/schemas/user-events.ts';
import { UNDO_WINDOW_MS } from '../api/saved-event-mutations.ts';
import { MyEventsPage } from './my-events-page.tsx';

vi.setConfig({ testTimeout: 20_000 });

// 10:00 in New York on Wednesday, 2030-01-09.
const NOW = new Date('2030-01-09T15:00:00Z');

const { server, requests } = setupApiServer();

const at = (id: number, title: string, startsAt: string): Event =>
  makeEvent({ id, title, date: startsAt.slice(0, 10), startsAt });
const tonight = at(1, 'Late set tonight', '2030-01-09T23:00:00.000Z');
const friday = at(2, 'Friday comedy', '2030-01-11T23:00:00.000Z');
const february = at(3, 'February gala', '2030-02-01T23:00:00.000Z');
const lastWeek = at(4, 'Last week’s show', '2030-01-02T23:00:00.000Z');

/** The user's swipes as the server keeps them, answered in the planner's order. */
let swipes: Map<number, { event: Event; action: SwipeAction }>;

function listed(action: string): UserEvent[] {
  return [...swipes.values()]
    .filter((s) => s.action === action)
    .map(({ event, action: a }) => ({
      id: event.id,
      userId: 'u1',
      eventId: event.id,
      action: a,
      createdAt: '2030-01-01T00:00:00.000Z',
      updatedAt: '2030-01-01T00:00:00.000Z',
      event,
    }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  swipes = new Map(
    [
      [tonight, 'liked'],
      [friday, 'liked'],
      [february, 'liked'],
      [lastWeek, 'liked'],
    ].map(([event, action]) => [
      (event as Event).id,
      { event: event as Event, action: action as SwipeAction },
    ]),
  );
  server.use(
    http.get('/api/user-events/by-action/:action', ({ params, request }) => {
      expect(new URL(request.url).searchParams.get('order')).toBe('date');
      const list = listed(String(params.action));
      return HttpResponse.json(list, { headers: { 'X-Total-Count': String(list.length) } });
    }),
    http.delete('/api/user-events/:id', ({ params }) => {
      const id = Number(params.id);
      const removed = swipes.get(id)!;
      swipes.delete(id);
      return HttpResponse.json({ eventId: id, action: removed.action });
    }),
    http.post('/api/user-events', async ({ request }) => {
      const { eventId, action } = (await request.json()) as {
        eventId: number;
        action: SwipeAction;
      };
      const event = [tonight, friday, february, lastWeek].find((e) => e.id === eventId)!;
      swipes.set(eventId, { event, action });
      return HttpResponse.json(listed(action).find((u) => u.eventId === eventId));
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

function renderPage() {
  const view = renderWithProviders(<MyEventsPage />, { route: '/my-events' });
  return { ...view, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) }) };
}

const card = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;
const deletes = () => requests.filter((r) => r.method === 'DELETE');

it('groups saved events into Tonight, This week and Later, with the past folded away', async () => {
  const { user } = renderPage();
  const headings = await screen.findAllByRole('heading', { level: 2 });
  expect(headings.map((h) => h.textContent)).toEqual(['Tonight (1)', 'This week (1)', 'Later (1)']);
  expect(
    within(screen.getByRole('region', { name: 'Tonight (1)' })).getByText(tonight.title),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Later (1)' })).getByText(february.title),
  ).toBeInTheDocument();
  expect(screen.getByText(lastWeek.title)).not.toBeVisible();
  await user.click(screen.getByText('Past'));
  expect(screen.getByText(lastWeek.title)).toBeVisible();
});

it('removes at once but sends nothing while Undo is offered, and Undo brings the event back', async () => {
  const { user } = renderPage();
  await user.click(
    within(await waitForCard(friday.title)).getByRole('button', { name: 'Remove event' }),
  );
  expect(screen.queryByRole('link', { name: friday.title })).not.toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Loved (3)' })).toBeInTheDocument();
  expect(screen.getByText('3 saved events')).toBeInTheDocument();

  // By keyboard: jsdom lacks the pointer capture the toast's swipe-to-dismiss reads on a click.
  (await screen.findByRole('button', { name: 'Undo' })).focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('link', { name: friday.title })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Loved (4)' })).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS * 2));
  expect(deletes()).toHaveLength(0);
  expect(swipes.has(friday.id)).toBe(true);
});

it('sends the removal when the undo window ends, and the count stays right', async () => {
  const { user } = renderPage();
  await user.click(
    within(await waitForCard(friday.title)).getByRole('button', { name: 'Remove event' }),
  );
  act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS - 100));
  expect(deletes()).toHaveLength(0);
  act(() => vi.advanceTimersByTime(200));
  await vi.waitFor(() => expect(deletes()).toHaveLength(1));
  expect(new URL(deletes()[0]!.url).pathname).toBe(`/api/user-events/${friday.id}`);
  await vi.waitFor(() => expect(swipes.has(friday.id)).toBe(false));
  expect(await screen.findByRole('tab', { name: 'Loved (3)' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: friday.title })).not.toBeInTheDocument();
});

it('moves a Maybe to Loved and back in one tap each', async () => {
  swipes.set(friday.id, { event: friday, action: 'maybe' });
  const { user } = renderPage();
  await user.click(await screen.findByRole('tab', { name: 'Maybe (1)' }));
  await user.click(
    within(await waitForCard(friday.title)).getByRole('button', { name: 'Move to Loved' }),
  );
  expect(await screen.findByRole('tab', { name: 'Maybe (0)' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Loved (4)' })).toBeInTheDocument();
  expect(swipes.get(friday.id)?.action).toBe('liked');

  await user.click(screen.getByRole('tab', { name: 'Loved (4)' }));
  await user.click(
    within(await waitForCard(friday.title)).getByRole('button', { name: 'Move to Maybe' }),
  );
  expect(await screen.findByRole('tab', { name: 'Maybe (1)' })).toBeInTheDocument();
  expect(swipes.get(friday.id)?.action).toBe('maybe');
});

async function waitForCard(title: string) {
  await screen.findByRole('link', { name: title });
  return card(title);
}
