import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { categoryOptionsOf, sharedCategoryOptions } from '#test/support/client/category-options.ts';
import { makeEvent } from '#test/support/client/make-event.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { NO_BULK_CHANGES } from '#shared/schemas/event-input.ts';
import { makeRow, rowsFrom, serveList } from '#test/support/client/admin/event-database-api.ts';
import { EventDatabasePage } from './event-database-page.tsx';

const { server, requests } = setupApiServer();
const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));

describe('selection and bulk edit', () => {
  async function renderThreeRows() {
    serveList(server, () => ({ rows: rowsFrom(3, 3), total: 3 }));
    const view = renderWithProviders(<EventDatabasePage />, { route: '/event-database' });
    await screen.findByRole('rowheader', { name: 'Event 3' });
    return view;
  }

  it('selects the page, sends only the fields filled in, and clears the selection', async () => {
    let body: unknown;
    server.use(
      http.put('/api/events/bulk-edit', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ updatedCount: 3 });
      }),
    );
    const { user } = await renderThreeRows();
    const selectAll = screen.getByRole('checkbox', { name: 'Select all events on this page' });

    await user.click(screen.getByRole('checkbox', { name: 'Select Event 2' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(selectAll).toBePartiallyChecked();

    await user.click(selectAll);
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    for (const n of [1, 2, 3]) {
      expect(screen.getByRole('checkbox', { name: `Select Event ${n}` })).toBeChecked();
    }

    await user.click(screen.getByRole('button', { name: 'Edit selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Selected Events' });
    await user.type(within(dialog).getByLabelText('Price'), '  $20 ');
    await user.click(within(dialog).getByRole('button', { name: 'Update 3 events' }));

    await waitFor(() => expect(body).toEqual({ eventIds: [3, 2, 1], updates: { price: '$20' } }));
    expect(await toasts().findByText('3 events updated.')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
    expect(selectAll).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Event 2' })).not.toBeChecked();
  });

  it('says No Changes and sends nothing when every field is empty', async () => {
    const { user } = await renderThreeRows();
    await user.click(screen.getByRole('checkbox', { name: 'Select Event 1' }));
    await user.click(screen.getByRole('button', { name: 'Edit selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Selected Events' });

    await user.click(within(dialog).getByRole('button', { name: 'Update 1 event' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NO_BULK_CHANGES);
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('keeps the selection and says so when the bulk edit fails', async () => {
    server.use(
      http.put('/api/events/bulk-edit', () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = await renderThreeRows();
    await user.click(screen.getByRole('checkbox', { name: 'Select Event 1' }));
    await user.click(screen.getByRole('button', { name: 'Edit selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Selected Events' });
    expect(categoryOptionsOf(within(dialog).getByLabelText('Category'))).toEqual(
      sharedCategoryOptions,
    );
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'comedy');
    await user.click(within(dialog).getByRole('button', { name: 'Update 1 event' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to update events. Please try again.',
    );
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });
});

describe('delete', () => {
  it('asks first, deletes nothing on Cancel, and deletes the selection on confirm', async () => {
    let body: unknown;
    server.use(
      http.delete('/api/events/bulk-delete', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ deletedCount: 2 });
      }),
    );
    serveList(server, () => ({ rows: rowsFrom(3, 3), total: 3 }));
    const { user } = renderWithProviders(<EventDatabasePage />, { route: '/event-database' });
    await screen.findByRole('rowheader', { name: 'Event 3' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Event 3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Event 1' }));

    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 events?' });
    expect(within(dialog).getByText('Event 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 events?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 events' }));

    await waitFor(() => expect(body).toEqual({ eventIds: [3, 1] }));
    expect(await toasts().findByText('2 events deleted.')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  });

  it('deletes one row through its own route and reports a failure in the product’s words', async () => {
    let status = 500;
    const deleted: string[] = [];
    server.use(
      http.delete('/api/events/:id', ({ params }) => {
        deleted.push(String(params.id));
        return status === 204
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json({ message: 'boom' }, { status });
      }),
    );
    serveList(server, () => ({ rows: rowsFrom(3, 3), total: 3 }));
    const { user } = renderWithProviders(<EventDatabasePage />, { route: '/event-database' });

    await user.click(await screen.findByRole('button', { name: 'Delete Event 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete event' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to delete event. Please try again.',
    );

    status = 204;
    await user.click(within(dialog).getByRole('button', { name: 'Delete event' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(deleted).toEqual(['2', '2']);
    expect(await toasts().findByText('1 event deleted.')).toBeInTheDocument();
  });
});

describe('edit', () => {
  it('opens with the saved values and sends the edited event', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.put('/api/events/:id', async ({ request, params }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(makeEvent({ id: Number(params.id), title: String(body.title) }));
      }),
    );
    serveList(server, () => ({
      rows: [makeRow({ id: 7, title: 'Open mic', category: 'karaoke', performer: null })],
      total: 1,
    }));
    const { user } = renderWithProviders(<EventDatabasePage />, { route: '/event-database' });

    await user.click(await screen.findByRole('button', { name: 'Edit Open mic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Open mic');
    // A category outside the shared list stays selectable, so saving does not change it unasked.
    const category = within(dialog).getByLabelText('Category');
    expect(category).toHaveValue('karaoke');
    expect(categoryOptionsOf(category)).toEqual([...sharedCategoryOptions, ['karaoke', 'Karaoke']]);

    await user.clear(title);
    await user.type(title, 'Open mic night');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(body).toMatchObject({
      title: 'Open mic night',
      category: 'karaoke',
      date: '2030-06-14',
      performer: '',
      sourceUrl: '',
    });
    expect(await toasts().findByText('Event Updated')).toBeInTheDocument();
  });

  it('opens an all-day run with All day on, no time, and its last day, and sends them back', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.put('/api/events/:id', async ({ request, params }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(makeEvent({ id: Number(params.id), title: String(body.title) }));
      }),
    );
    serveList(server, () => ({
      rows: [
        makeRow({ id: 8, title: 'Map show', time: 'All day', allDay: true, endDate: '2030-07-20' }),
        makeRow({
          id: 9,
          title: 'Street fair',
          time: 'All day',
          allDay: true,
          endDate: '2030-06-14',
        }),
      ],
      total: 2,
    }));
    const { user } = renderWithProviders(<EventDatabasePage />, { route: '/event-database' });

    await user.click(await screen.findByRole('button', { name: 'Edit Street fair' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    // One day: the last day is the date itself, so the field is empty.
    expect(within(dialog).getByLabelText('Last day')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(await screen.findByRole('button', { name: 'Edit Map show' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    expect(within(dialog).getByRole('switch', { name: 'All day' })).toBeChecked();
    expect(within(dialog).queryByLabelText('Time')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Last day')).toHaveValue('2030-07-20');

    await user.click(within(dialog).getByRole('switch', { name: 'All day' }));
    await user.type(within(dialog).getByLabelText('Time'), '11:00 AM');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(body).toMatchObject({ allDay: false, time: '11:00 AM', endDate: '2030-07-20' });
  });

  it('refuses an emptied title before sending, and says a failed save in the product’s words', async () => {
    server.use(
      http.put('/api/events/:id', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    serveList(server, () => ({ rows: [makeRow({ id: 7, title: 'Open mic' })], total: 1 }));
    const { user } = renderWithProviders(<EventDatabasePage />, { route: '/event-database' });
    await user.click(await screen.findByRole('button', { name: 'Edit Open mic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    const title = within(dialog).getByLabelText('Title');

    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('must not be empty')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.type(title, 'Open mic night');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to update event. Please try again.',
    );
  });
});
