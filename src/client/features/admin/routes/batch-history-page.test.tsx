import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Batch } from '#shared/schemas/csv-import.ts';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { BatchHistoryPage } from './batch-history-page.tsx';
import { holdAnswer } from '#test/support/client/held-answer.ts';

// These flows take several requests each; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 4000 });

const { server } = setupApiServer();
const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));

const older: Batch = {
  batchStartId: 101,
  batchEndId: 150,
  eventCount: 50,
  uploadedAt: '2030-03-05T23:04:00.000Z',
  filename: 'march.csv',
  uploadedBy: 'admin',
};
const newer: Batch = {
  batchStartId: 151,
  batchEndId: 151,
  eventCount: 1,
  uploadedAt: '2030-03-06T15:30:00.000Z',
  filename: 'one-more.csv',
  uploadedBy: null,
};

/** A batch list the page can change: undo removes from it, like the server. */
function serveBatches(initial: Batch[], undo?: () => Response) {
  let batches = [...initial];
  const undone: unknown[] = [];
  server.use(
    http.get('/api/events/batches', () => HttpResponse.json(batches)),
    http.delete('/api/events/batch/undo', async ({ request }) => {
      const body = (await request.json()) as { batchStartId: number };
      undone.push(body);
      if (undo) return undo();
      batches = batches.filter((b) => b.batchStartId !== body.batchStartId);
      return HttpResponse.json({ eventsDeleted: 50, userInteractionsDeleted: 7 });
    }),
  );
  return {
    undone,
    replace: (next: Batch[]) => {
      batches = next;
    },
  };
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Upload batches' })).getAllByRole('listitem');

describe('BatchHistoryPage', { timeout: 20_000 }, () => {
  it('lists the batches newest first, numbered, with id range, count, time and uploader', async () => {
    serveBatches([older, newer]);
    renderWithProviders(<BatchHistoryPage />);

    expect(screen.getByText('Loading upload batches…')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Upload batches' });
    const [first, second] = rows();
    expect(first).toHaveTextContent('#1');
    expect(first).toHaveTextContent('one-more.csv');
    expect(first).toHaveTextContent('151–151');
    expect(first).toHaveTextContent('1 event');
    expect(first).toHaveTextContent('a removed account');
    expect(second).toHaveTextContent('#2');
    expect(second).toHaveTextContent('march.csv');
    expect(second).toHaveTextContent('101–150');
    expect(second).toHaveTextContent('50 events');
    // 23:04 UTC is 6:04 PM in New York (EST) that day.
    expect(second).toHaveTextContent('Mar 5, 2030, 6:04 PM');
    expect(second).toHaveTextContent(/by\s*admin/);
    expect(screen.getByText('2 uploads holding 51 events.')).toBeInTheDocument();
  });

  it('removes a batch after confirmation, and it leaves the list', async () => {
    const { undone } = serveBatches([older, newer]);
    const { user } = renderWithProviders(<BatchHistoryPage />);
    await screen.findByRole('list', { name: 'Upload batches' });

    await user.click(screen.getByRole('button', { name: 'Remove batch #101–150' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Remove this batch?' }));
    expect(confirm.getByText(/march\.csv/)).toBeInTheDocument();
    expect(undone).toEqual([]);
    await user.click(confirm.getByRole('button', { name: 'Remove batch' }));

    expect(
      await toasts().findByText('Deleted 50 events and 7 user interactions.'),
    ).toBeInTheDocument();
    expect(undone).toEqual([{ batchStartId: 101 }]);
    await waitFor(() => expect(screen.queryByText('march.csv')).not.toBeInTheDocument());
    expect(rows()).toHaveLength(1);
  });

  it('keeps the batch and says so when removing fails', async () => {
    serveBatches([older], () => HttpResponse.json({ message: 'boom' }, { status: 500 }));
    const { user } = renderWithProviders(<BatchHistoryPage />);
    await screen.findByRole('list', { name: 'Upload batches' });

    await user.click(screen.getByRole('button', { name: 'Remove batch #101–150' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove batch' }),
    );

    expect(await toasts().findByText('Failed to undo this batch.')).toBeInTheDocument();
    expect(screen.getByText('march.csv')).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { undone } = serveBatches([older]);
    const { user } = renderWithProviders(<BatchHistoryPage />);
    await screen.findByRole('list', { name: 'Upload batches' });

    await user.click(screen.getByRole('button', { name: 'Remove batch #101–150' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(undone).toEqual([]);
    expect(screen.getByText('march.csv')).toBeInTheDocument();
  });

  it('refreshes on demand, spinning while it does', async () => {
    const { replace } = serveBatches([older]);
    const { user } = renderWithProviders(<BatchHistoryPage />);
    await screen.findByText('march.csv');

    replace([newer, older]);
    const answer = holdAnswer();
    server.use(
      http.get('/api/events/batches', async () => {
        await answer.released;
        return HttpResponse.json([newer, older]);
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByRole('button', { name: 'Refreshing…' })).toBeDisabled();
    answer.release();
    expect(await screen.findByText('one-more.csv')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('says when there are no uploads, with a way to the admin panel', async () => {
    serveBatches([]);
    renderWithProviders(<BatchHistoryPage />);

    expect(await screen.findByRole('heading', { name: 'No uploads yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Admin Panel' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('offers a retry when the list cannot be loaded', async () => {
    server.use(http.get('/api/events/batches', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderWithProviders(<BatchHistoryPage />);

    expect(await screen.findByText('The batch history could not be loaded.')).toBeInTheDocument();
    serveBatches([older]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('march.csv')).toBeInTheDocument();
  });
});
