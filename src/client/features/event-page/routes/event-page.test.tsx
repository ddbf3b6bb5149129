import { Route, Routes } from 'react-router';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it, vi } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { makeEvent } from '#test/support/client/make-event.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { savedSwipe } from '#test/support/client/saved-swipe.ts';
import type { EventDetails } from '#shared/schemas/event-details.ts';
import type { Event } from '#shared/schemas/events.ts';
import { eventWhen } from '#shared/event-when.ts';
import { EventPage } from './event-page.tsx';

vi.setConfig({ testTimeout: 20_000 });

const { server } = setupApiServer();

/** The swipes the page sent, as their bodies. */
const sent: unknown[] = [];

const event = makeEvent({
  id: 7,
  title: 'Late set at the Vanguard',
  description: 'Two sets.\nDoors at 7.',
  performer: 'The House Trio',
  sourceUrl: 'https://example.com/vanguard',
  likeCount: 12,
  price: '$40',
});
const similar = [
  makeEvent({ id: 8, title: 'Smalls midnight jam' }),
  makeEvent({ id: 9, title: 'Birdland big band' }),
];

function serve(details: Partial<EventDetails> & { event: Event }, more: Event[] = similar) {
  let swipe = details.swipe ?? null;
  server.use(
    http.get('/api/events/:id/details', () =>
      HttpResponse.json({ origin: 'crawler', ...details, swipe }),
    ),
    http.get('/api/events/:id/similar', () => HttpResponse.json(more)),
    http.post('/api/user-events', async ({ request }) => {
      const body = (await request.json()) as { eventId: number; action: 'liked' };
      sent.push(body);
      swipe = body.action;
      return HttpResponse.json(savedSwipe(body, details.event));
    }),
  );
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/events/:eventId" element={<EventPage />} />
      <Route path="/home" element={<h1>The deck</h1>} />
    </Routes>,
    { route: path },
  );
}

it('shows the whole event, where it came from, its links and more like it', async () => {
  serve({ event });
  renderAt('/events/7');
  expect(await screen.findByRole('heading', { level: 1, name: event.title })).toBeInTheDocument();
  // The cards' own wording of when, whatever it becomes.
  expect(screen.getByText(eventWhen(event).text)).toBeInTheDocument();
  expect(screen.getByText('Village Vanguard')).toBeInTheDocument();
  expect(screen.getByText('Greenwich Village, Manhattan')).toBeInTheDocument();
  const maps = new URL(screen.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')!);
  expect(maps.searchParams.get('query')).toBe('Village Vanguard, Manhattan, New York, NY');
  expect(screen.getByText('The House Trio')).toBeInTheDocument();
  expect(screen.getByText('12 people love this')).toBeInTheDocument();
  expect(screen.getByText('Found on the web')).toBeInTheDocument();
  expect(screen.getByText(/Two sets\.\s+Doors at 7\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Tickets' })).toHaveAttribute(
    'href',
    'https://example.com/vanguard',
  );
  expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
  const more = await screen.findByRole('region', { name: 'More like this' });
  expect(within(more).getByRole('link', { name: /Smalls midnight jam/ })).toHaveAttribute(
    'href',
    '/events/8',
  );
  expect(document.title).toContain(event.title);
});

it('says an event that is over has ended, and offers no choice or calendar for it', async () => {
  serve({ event: { ...event, date: '2020-03-05', startsAt: '2020-03-06T00:00:00.000Z' } }, []);
  renderAt('/events/7');
  expect(await screen.findByRole('heading', { level: 1, name: event.title })).toBeInTheDocument();
  expect(screen.getByText('Ended')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Your choice' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Love' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
});

it('offers Love / Maybe / Pass while unswiped and saves the choice through the swipe API', async () => {
  serve({ event: { ...event, sourceUrl: null } }, []);
  const { user } = renderAt('/events/7');
  const choice = await screen.findByRole('group', { name: 'Your choice' });
  // No source link: no Tickets or Event page button, and no empty "More like this".
  expect(screen.queryByRole('link', { name: /Tickets|Event page/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'More like this' })).not.toBeInTheDocument();

  await user.click(within(choice).getByRole('button', { name: 'Maybe' }));
  expect(await screen.findByText(/on your Maybe list/)).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Your choice' })).not.toBeInTheDocument();
  expect(sent).toEqual([{ eventId: 7, action: 'maybe' }]);
});

it('shows what the person chose instead of the buttons once swiped', async () => {
  serve({ event, swipe: 'liked', origin: 'business' });
  renderAt('/events/7');
  expect(await screen.findByText(/You loved this event/)).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Your choice' })).not.toBeInTheDocument();
});

it('says an event that is gone is no longer listed, with a way back', async () => {
  server.use(
    http.get('/api/events/:id/details', () =>
      HttpResponse.json({ message: 'Event not found' }, { status: 404 }),
    ),
    http.get('/api/events/:id/similar', () =>
      HttpResponse.json({ message: 'Event not found' }, { status: 404 }),
    ),
  );
  const { user } = renderAt('/events/404');
  expect(
    await screen.findByRole('heading', { name: 'This event is no longer listed' }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('heading', { name: 'The deck' })).toBeInTheDocument();
});

it('offers a retry when the event cannot be loaded', async () => {
  let fail = true;
  server.use(
    http.get('/api/events/:id/details', () =>
      fail
        ? HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })
        : HttpResponse.json({ event, origin: 'seed', swipe: null }),
    ),
    http.get('/api/events/:id/similar', () => HttpResponse.json([])),
  );
  const { user } = renderAt('/events/7');
  expect(await screen.findByText('Couldn’t load this event.')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: event.title })).toBeInTheDocument();
  expect(screen.getByText('Demo listing')).toBeInTheDocument();
});
