import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { categoryOptionsOf, sharedCategoryOptions } from '#test/support/client/category-options.ts';
import type { BusinessEvent } from '#shared/schemas/business.ts';
import { makeAccount, makeBusinessEvent } from '#test/support/client/business/business-data.ts';
import { renderAtRoute } from '#test/support/client/business/render-business.tsx';
import { BusinessDashboardPage } from './business-dashboard-page.tsx';
import { addDays, nycToday } from '#shared/time.ts';

/** A month ahead: inside the window of dates an event may have (docs/product.md#event-dates). */
const DAY = addDays(nycToday(), 30);

configure({ asyncUtilTimeout: 4000 });

const { server, requests } = setupApiServer();
// A modal dialog hides the rest of the page from the accessibility tree, the toasts included.
const toasts = () => within(screen.getByRole('region', { name: /notifications/i, hidden: true }));
const creates = () =>
  requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/business/events'));

function serveDashboard() {
  let events: BusinessEvent[] = [];
  server.use(
    http.get('/api/business/account', () => HttpResponse.json(makeAccount())),
    http.get('/api/business/events', () => HttpResponse.json(events)),
  );
  return {
    setEvents: (next: BusinessEvent[]) => {
      events = next;
    },
  };
}

async function openDialog() {
  const view = renderAtRoute('/business-dashboard', <BusinessDashboardPage />);
  await screen.findByText('No events yet');
  await view.user.click(screen.getByRole('button', { name: 'Add New Event' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Add New Event' }));
  return { ...view, dialog };
}

type Opened = Awaited<ReturnType<typeof openDialog>>;

async function fillRequired({ user, dialog }: Opened) {
  await user.type(dialog.getByLabelText('Title'), 'Rooftop Salsa Night');
  await user.type(dialog.getByLabelText('Date'), DAY);
  await user.type(dialog.getByLabelText('Time'), '19:30');
  await user.type(dialog.getByLabelText('Venue'), 'Blue Door Rooftop');
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'flyer.png', { type: 'image/png' });

describe('Add New Event', { timeout: 20_000 }, () => {
  it('says the missing-information message and marks what is missing', async () => {
    serveDashboard();
    const opened = await openDialog();
    const { user, dialog } = opened;
    expect(dialog.getByLabelText('Time')).toHaveAttribute('type', 'time');

    await user.type(dialog.getByLabelText('Title'), 'Rooftop Salsa Night');
    await user.click(dialog.getByRole('button', { name: 'Save event' }));

    expect(await toasts().findByText('Missing Information')).toBeInTheDocument();
    expect(toasts().getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(dialog.getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Time')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Venue')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    expect(dialog.getByLabelText('Date')).toHaveFocus();
    expect(creates()).toHaveLength(0);
  });

  it('creates the event unpaid, says so, and lists it waiting for payment', async () => {
    const { setEvents } = serveDashboard();
    let body: unknown;
    server.use(
      http.post('/api/business/events', async ({ request }) => {
        body = await request.json();
        const created = makeBusinessEvent({ time: '7:30 PM' });
        setEvents([created]);
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const opened = await openDialog();
    const { user, dialog } = opened;

    await fillRequired(opened);
    // The shared list of categories (docs/product.md#categories), not a list of its own.
    expect(categoryOptionsOf(dialog.getByLabelText('Category'))).toEqual(sharedCategoryOptions);
    await user.selectOptions(dialog.getByLabelText('Category'), 'Music');
    await user.type(dialog.getByLabelText('Price'), '$20');
    await user.type(dialog.getByLabelText('Event page URL'), 'https://bluedoor.nyc/salsa');
    await user.type(dialog.getByLabelText('Description'), 'Live band.');
    await user.click(dialog.getByRole('button', { name: 'Save event' }));

    expect(await toasts().findByText('Event Created')).toBeInTheDocument();
    expect(toasts().getByText(/pending payment/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(body).toEqual({
      title: 'Rooftop Salsa Night',
      description: 'Live band.',
      date: DAY,
      time: '19:30',
      allDay: false,
      endDate: '',
      venue: 'Blue Door Rooftop',
      price: '$20',
      category: 'music',
      imageUrl: '',
      sourceUrl: 'https://bluedoor.nyc/salsa',
    });
    const created = await screen.findByRole('listitem', { name: 'Rooftop Salsa Night' });
    expect(within(created).getByText('Payment Pending')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending Payment 1' })).toBeInTheDocument();
  });

  it('sends an all-day event over several days without a time', async () => {
    serveDashboard();
    let body: unknown;
    server.use(
      http.post('/api/business/events', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(makeBusinessEvent({ time: 'All day', allDay: true }), {
          status: 201,
        });
      }),
    );
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('Title'), 'Harvest Fair');
    await user.type(dialog.getByLabelText('Date'), DAY);
    await user.type(dialog.getByLabelText('Venue'), 'Blue Door Yard');
    await user.click(dialog.getByRole('switch', { name: 'All day' }));
    expect(dialog.queryByLabelText('Time')).not.toBeInTheDocument();

    await user.type(dialog.getByLabelText('Last day'), addDays(DAY, -1));
    await user.click(dialog.getByRole('button', { name: 'Save event' }));
    expect(await dialog.findByText('must not be before the date')).toBeInTheDocument();
    expect(creates()).toHaveLength(0);

    await user.clear(dialog.getByLabelText('Last day'));
    await user.type(dialog.getByLabelText('Last day'), addDays(DAY, 1));
    await user.click(dialog.getByRole('button', { name: 'Save event' }));
    expect(await toasts().findByText('Event Created')).toBeInTheDocument();
    expect(body).toMatchObject({ time: '', allDay: true, endDate: addDays(DAY, 1) });
  });

  it('marks only the visible fields missing on an all-day event', async () => {
    serveDashboard();
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('switch', { name: 'All day' }));
    await user.type(dialog.getByLabelText('Title'), 'Harvest Fair');
    await user.type(dialog.getByLabelText('Date'), DAY);
    await user.click(dialog.getByRole('button', { name: 'Save event' }));

    expect(await toasts().findByText('Missing Information')).toBeInTheDocument();
    expect(dialog.getByLabelText('Venue')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Venue')).toHaveFocus();
    expect(creates()).toHaveLength(0);
  });

  it('says the server’s reason when it refuses, and keeps what was typed', async () => {
    serveDashboard();
    server.use(
      http.post('/api/business/events', () =>
        HttpResponse.json({ message: 'date: must be in the future' }, { status: 400 }),
      ),
    );
    const opened = await openDialog();
    const { user, dialog } = opened;

    await fillRequired(opened);
    await user.click(dialog.getByRole('button', { name: 'Save event' }));

    expect(await toasts().findByText('Error')).toBeInTheDocument();
    expect(toasts().getByText('date: must be in the future')).toBeInTheDocument();
    expect(dialog.getByRole('alert')).toHaveTextContent('date: must be in the future');
    expect(dialog.getByLabelText('Title')).toHaveValue('Rooftop Salsa Night');
  });

  it('says "Failed to create event" when the server cannot be reached', async () => {
    serveDashboard();
    server.use(http.post('/api/business/events', () => HttpResponse.error()));
    const opened = await openDialog();

    await fillRequired(opened);
    await opened.user.click(opened.dialog.getByRole('button', { name: 'Save event' }));

    expect(await toasts().findByText('Failed to create event')).toBeInTheDocument();
  });

  it('uploads a picked image through the business route and saves its address', async () => {
    const { setEvents } = serveDashboard();
    let body: { imageUrl?: string } = {};
    server.use(
      http.post('/api/business/images', () =>
        HttpResponse.json({
          imageUrl: '/uploads/flyer.webp',
          thumbnailUrl: '/uploads/flyer-t.webp',
        }),
      ),
      http.post('/api/business/events', async ({ request }) => {
        body = (await request.json()) as typeof body;
        setEvents([makeBusinessEvent()]);
        return HttpResponse.json(makeBusinessEvent(), { status: 201 });
      }),
    );
    const opened = await openDialog();
    const { user, dialog } = opened;

    await user.upload(dialog.getByLabelText('Choose image'), png());
    expect(await dialog.findByAltText('Preview of flyer.png')).toHaveAttribute(
      'src',
      '/uploads/flyer-t.webp',
    );
    await fillRequired(opened);
    await user.click(dialog.getByRole('button', { name: 'Save event' }));

    await waitFor(() => expect(body.imageUrl).toBe('/uploads/flyer.webp'));
  });

  it('says the product’s words when the upload fails, and the event keeps the default image', async () => {
    serveDashboard();
    server.use(
      http.post('/api/business/images', () =>
        HttpResponse.json({ message: 'Not an image' }, { status: 415 }),
      ),
    );
    const { user, dialog } = await openDialog();

    await user.upload(dialog.getByLabelText('Choose image'), png());

    expect(await toasts().findByText('Image upload failed')).toBeInTheDocument();
    expect(toasts().getByText('Using default image instead')).toBeInTheDocument();
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'Image upload failed, Using default image instead',
    );
    expect(dialog.getByLabelText('Image URL')).toHaveValue('');
  });
});
