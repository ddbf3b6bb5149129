import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Analytics } from '#shared/schemas/admin-operations.ts';
import type { Batch } from '#shared/schemas/csv-import.ts';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { AdminPage } from './admin-page.tsx';

// The page makes several requests before it settles; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 4000 });

const { server } = setupApiServer();
const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));

const batch: Batch = {
  batchStartId: 101,
  batchEndId: 150,
  eventCount: 50,
  uploadedAt: '2030-03-05T23:04:00.000Z',
  filename: 'march.csv',
  uploadedBy: 'admin',
};

const analytics: Analytics = {
  totals: { events: 1234, upcoming: 1000, users: 12, swipes: { liked: 30, passed: 60, maybe: 10 } },
  byCategory: [
    { key: 'music', count: 700 },
    { key: 'comedy', count: 34 },
  ],
  byBorough: [{ key: 'Brooklyn', count: 420 }],
  topLiked: [{ id: 7, title: 'Jazz Night', likeCount: 9 }],
  swipesPerDay: [
    { day: '2030-03-04', count: 0 },
    { day: '2030-03-05', count: 80 },
    { day: '2030-03-06', count: 20 },
  ],
  recentBatches: [],
  recentJobRuns: [
    {
      job: 'cleanup',
      startedAt: '2030-03-06T14:00:00.000Z',
      finishedAt: '2030-03-06T14:00:01.000Z',
      ok: true,
      result: { expiredEvents: 3, passedEvents: 1, expiredUserEvents: 8 },
      error: null,
    },
  ],
};

function serveAdmin({ batches = [batch] }: { batches?: Batch[] } = {}) {
  let current = [...batches];
  const calls = { analytics: 0 };
  server.use(
    http.get('/api/time/nyc', () =>
      HttpResponse.json({
        nycTime: 'Wednesday, March 6, 2030 at 9:00:00 AM EST',
        timezone: 'America/New_York',
        timestamp: '2030-03-06T09:00:00.000-05:00',
      }),
    ),
    http.get('/api/events/batches', () => HttpResponse.json(current)),
    http.get('/api/admin/business-events', () => HttpResponse.json([])),
    http.get('/api/analytics', () => {
      calls.analytics += 1;
      return HttpResponse.json(analytics);
    }),
  );
  return {
    calls,
    setBatches: (next: Batch[]) => {
      current = next;
    },
  };
}

async function confirmIn(name: string, button: string) {
  const dialog = within(await screen.findByRole('alertdialog', { name }));
  await vi.waitFor(() => expect(dialog.getByRole('button', { name: button })).toBeEnabled());
  return dialog.getByRole('button', { name: button });
}

describe('AdminPage', { timeout: 20_000 }, () => {
  it('has the panel’s cards, the export as a download link, and the NYC clock', async () => {
    serveAdmin();
    renderWithProviders(<AdminPage />);

    expect(screen.getByRole('heading', { name: 'Bulk Upload Events' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Template' })).toBeInTheDocument();
    const exportLink = screen.getByRole('link', { name: /Export Events/ });
    expect(exportLink).toHaveAttribute('href', '/api/events/export/csv');
    expect(exportLink).toHaveAttribute('target', '_blank');
    expect(exportLink).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: /Batch History/ })).toHaveAttribute(
      'href',
      '/batch-history',
    );
    expect(screen.getByRole('link', { name: /Event Database/ })).toHaveAttribute(
      'href',
      '/event-database',
    );
    expect(screen.getByRole('link', { name: /Event Crawler/ })).toHaveAttribute('href', '/crawler');
    expect(
      await screen.findByText('Wednesday, March 6, 2030 at 9:00:00 AM EST'),
    ).toBeInTheDocument();
    expect(await screen.findByText('march.csv')).toBeInTheDocument();
  });

  it('undoes the last batch after confirmation and reports what went', async () => {
    const { setBatches } = serveAdmin();
    const undone: unknown[] = [];
    server.use(
      http.delete('/api/events/batch/undo', async ({ request }) => {
        undone.push(await request.json());
        setBatches([]);
        return HttpResponse.json({ eventsDeleted: 50, userInteractionsDeleted: 2 });
      }),
    );
    const { user } = renderWithProviders(<AdminPage />);
    await screen.findByText('march.csv');

    await user.click(screen.getByRole('button', { name: 'Undo Last Batch' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Undo the last batch?' });
    expect(dialog).toHaveTextContent('march.csv');
    await user.click(await confirmIn('Undo the last batch?', 'Undo batch'));

    expect(await toasts().findByText('Last batch undone')).toBeInTheDocument();
    expect(toasts().getByText('Deleted 50 events and 2 user interactions.')).toBeInTheDocument();
    expect(undone).toEqual([{}]);
    // The lists reload: the batch is gone, and there is nothing left to undo.
    expect(await screen.findByText(/No uploads yet\. Each CSV upload/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo Last Batch' })).toBeDisabled();
  });

  it('says when undoing the last batch fails', async () => {
    serveAdmin();
    server.use(
      http.delete('/api/events/batch/undo', () =>
        HttpResponse.json({ message: 'No batch to undo' }, { status: 404 }),
      ),
    );
    const { user } = renderWithProviders(<AdminPage />);
    await screen.findByText('march.csv');

    await user.click(screen.getByRole('button', { name: 'Undo Last Batch' }));
    await user.click(await confirmIn('Undo the last batch?', 'Undo batch'));

    expect(await toasts().findByText('Failed to undo the last batch upload.')).toBeInTheDocument();
  });

  it('says when removing a batch from the upload history fails', async () => {
    serveAdmin();
    server.use(http.delete('/api/events/batch/undo', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderWithProviders(<AdminPage />);
    const history = within(await screen.findByRole('list', { name: 'Recent uploads' }));

    await user.click(history.getByRole('button', { name: 'Remove batch #101–150' }));
    await user.click(await confirmIn('Remove this batch?', 'Remove batch'));

    expect(
      await toasts().findByText('Failed to remove batch. Please try again.'),
    ).toBeInTheDocument();
    expect(history.getByText('march.csv')).toBeInTheDocument();
  });

  it('runs cleanup after confirmation, shows the counts, and reloads the analytics', async () => {
    const { calls } = serveAdmin();
    server.use(
      http.post('/api/events/cleanup', () =>
        HttpResponse.json({ expiredEvents: 12, passedEvents: 3, expiredUserEvents: 40 }),
      ),
    );
    const { user } = renderWithProviders(<AdminPage />);
    await screen.findByText('Jazz Night');
    expect(calls.analytics).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Run cleanup' }));
    await user.click(await confirmIn('Run cleanup now?', 'Run cleanup'));

    const removed = (await screen.findByText('Last run removed:')).parentElement!;
    expect(within(removed).getByText('Expired events').nextSibling).toHaveTextContent('12');
    expect(within(removed).getByText('Passed events').nextSibling).toHaveTextContent('3');
    expect(within(removed).getByText('Swipe records').nextSibling).toHaveTextContent('40');
    await waitFor(() => expect(calls.analytics).toBe(2));
  });

  it('says when cleanup fails', async () => {
    serveAdmin();
    server.use(http.post('/api/events/cleanup', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderWithProviders(<AdminPage />);

    await user.click(screen.getByRole('button', { name: 'Run cleanup' }));
    await user.click(await confirmIn('Run cleanup now?', 'Run cleanup'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to run cleanup');
  });

  it('shows the analytics as charts that also read as text', async () => {
    serveAdmin();
    renderWithProviders(<AdminPage />);

    const byCategory = await screen.findByRole('figure', { name: 'Events by category' });
    expect(within(byCategory).getByText('Music').nextSibling?.nextSibling).toHaveTextContent('700');
    expect(within(byCategory).getByText('Comedy')).toBeInTheDocument();
    const byBorough = screen.getByRole('figure', { name: 'Events by borough' });
    expect(byBorough).toHaveTextContent('Brooklyn420');
    expect(
      screen.getByRole('img', {
        name: /Swipes per day, last 30 days: 100 swipes in 3 days, most on Mar 5 \(80\)/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /day by day/ })).toHaveTextContent('Mar 580');
    expect(screen.getByText('Users', { selector: 'dt' }).nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Swipes', { selector: 'dt' }).nextSibling).toHaveTextContent('100');
    expect(
      screen.getByText('expired events 3 · passed events 1 · expired user events 8'),
    ).toBeInTheDocument();
  });

  it('scrolls to the Enhanced Admin Panel when the address asks for it', async () => {
    serveAdmin();
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    renderWithProviders(<AdminPage />, { route: '/admin#enhanced-admin-panel' });

    const panel = screen.getByRole('region', { name: 'Enhanced Admin Panel' });
    expect(panel).toHaveAttribute('id', 'enhanced-admin-panel');
    expect(scrolled).toEqual([panel]);
  });
});
