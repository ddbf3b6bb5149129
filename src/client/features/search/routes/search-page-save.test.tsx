import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { makeEvent } from '#test/support/client/make-event.ts';
import { DEFAULT_CALENDAR_SETTINGS } from '#shared/calendar-defaults.ts';
import { renderAt, serveSearch } from '#test/support/client/search/search-api.tsx';
import { SearchPage } from './search-page.tsx';

const { server } = setupApiServer();

const event = makeEvent({ id: 42, title: 'Jazz at the Vanguard' });

function serveSaves() {
  const saves: unknown[] = [];
  const removed: string[] = [];
  serveSearch(server, () => ({ events: [event] }));
  server.use(
    http.post('/api/user-events', async ({ request }) => {
      const body = (await request.json()) as { eventId: number; action: string };
      saves.push(body);
      const at = '2030-06-01T12:00:00.000Z';
      return HttpResponse.json({
        id: 1,
        userId: 'u1',
        ...body,
        createdAt: at,
        updatedAt: at,
        event,
      });
    }),
    http.delete('/api/user-events/:eventId', ({ params }) => {
      removed.push(String(params.eventId));
      return HttpResponse.json({ eventId: Number(params.eventId), action: 'liked' });
    }),
    http.get('/api/users/me/calendar-settings', () => HttpResponse.json(DEFAULT_CALENDAR_SETTINGS)),
  );
  return { saves, removed };
}

async function card() {
  return within(await screen.findByRole('article', { name: event.title }));
}

describe('saving from the results', () => {
  it('loves an event through the swipe API, then offers the calendar', async () => {
    const { saves } = serveSaves();
    const { user } = renderAt(<SearchPage />, '/search');
    const result = await card();

    await user.click(result.getByRole('button', { name: 'Love' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Calendar' });
    expect(saves).toEqual([{ eventId: 42, action: 'liked' }]);
    expect(within(dialog).getByText(event.title)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const love = result.getByRole('button', { name: 'Love' });
    expect(love).toHaveAttribute('aria-pressed', 'true');
    expect(result.getByText('Loved')).toBeInTheDocument();
    // The keyboard is back where it was.
    await waitFor(() => expect(love).toHaveFocus());
  });

  it('saves a maybe without the calendar, and takes a save back when pressed again', async () => {
    const { saves, removed } = serveSaves();
    const { user } = renderAt(<SearchPage />, '/search');
    const result = await card();

    await user.click(result.getByRole('button', { name: 'Maybe' }));
    expect(await result.findByText('Saved')).toBeInTheDocument();
    expect(saves).toEqual([{ eventId: 42, action: 'maybe' }]);
    expect(screen.getByText('Added to maybe list')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(result.getByRole('button', { name: 'Maybe' }));
    await waitFor(() => expect(result.queryByText('Saved')).not.toBeInTheDocument());
    expect(removed).toEqual(['42']);
    expect(result.getByRole('button', { name: 'Maybe' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Event removed')).toBeInTheDocument();
  });

  it('says when a save fails and shows the event unsaved', async () => {
    serveSaves();
    server.use(
      http.post('/api/user-events', () =>
        HttpResponse.json({ message: 'Event not found' }, { status: 404 }),
      ),
    );
    const { user } = renderAt(<SearchPage />, '/search');
    const result = await card();

    await user.click(result.getByRole('button', { name: 'Love' }));
    expect(await screen.findByText('404: Event not found')).toBeInTheDocument();
    expect(result.getByRole('button', { name: 'Love' })).toHaveAttribute('aria-pressed', 'false');
    expect(result.queryByText('Loved')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
