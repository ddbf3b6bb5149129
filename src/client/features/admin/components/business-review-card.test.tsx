import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import type { BusinessReviewItem } from '#shared/schemas/business.ts';
import { BusinessReviewCard } from './business-review-card.tsx';

configure({ asyncUtilTimeout: 4000 });

const { server, requests } = setupApiServer();
const toasts = () => within(screen.getByRole('region', { name: /notifications/i, hidden: true }));

const salsa: BusinessReviewItem = {
  id: 12,
  title: 'Rooftop Salsa Night',
  description: 'Live band and a free lesson at 7.',
  date: '2030-06-14',
  time: '8:00 PM',
  allDay: false,
  endDate: null,
  venue: 'Blue Door Rooftop',
  price: '$20',
  category: 'nightlife',
  imageUrl: null,
  sourceUrl: null,
  status: 'paid_review',
  isPaid: true,
  isPublished: false,
  rejectionReason: null,
  eventId: null,
  createdAt: '2030-06-02T14:00:00.000Z',
  companyName: 'Blue Door Jazz',
  businessType: 'venue',
  contactEmail: 'ada@bluedoor.nyc',
  paidAt: '2030-06-03T16:30:00.000Z',
};

/** The review list, which loses an item once it is decided. */
function serveReview(items: BusinessReviewItem[] = [salsa]) {
  let current = items;
  server.use(http.get('/api/admin/business-events', () => HttpResponse.json(current)));
  return {
    decided: () => {
      current = [];
    },
  };
}

describe('BusinessReviewCard', { timeout: 20_000 }, () => {
  it('lists each paid event with what an admin needs to decide', async () => {
    serveReview();
    renderWithProviders(<BusinessReviewCard />);

    const list = within(
      await screen.findByRole('list', { name: 'Business events awaiting review' }),
    );
    expect(list.getByText('Rooftop Salsa Night')).toBeInTheDocument();
    expect(list.getByText('Blue Door Jazz · Venue')).toBeInTheDocument();
    expect(list.getByText('Fri, Jun 14 at 8:00 PM')).toBeInTheDocument();
    expect(list.getByText('Blue Door Rooftop')).toBeInTheDocument();
    expect(list.getByText('$20')).toBeInTheDocument();
    expect(list.getByText(/Paid Jun 3, 2030, 12:30 PM/)).toBeInTheDocument();
    expect(screen.getByText('1 event')).toBeInTheDocument();
  });

  it('says when there is nothing to review', async () => {
    serveReview([]);
    renderWithProviders(<BusinessReviewCard />);

    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
  });

  it('publishes, says so, and reads the list again', async () => {
    const { decided } = serveReview();
    server.use(
      http.post('/api/admin/business-events/:id/publish', () => {
        decided();
        return HttpResponse.json({ ...salsa, status: 'live', isPublished: true, eventId: 90 });
      }),
    );
    const { user } = renderWithProviders(<BusinessReviewCard />);

    await user.click(await screen.findByRole('button', { name: 'Publish Rooftop Salsa Night' }));

    expect(await toasts().findByText('Event published')).toBeInTheDocument();
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
    expect(requests.some((r) => r.url.endsWith('/api/admin/business-events/12/publish'))).toBe(
      true,
    );
  });

  it('says why publishing failed and keeps the event listed', async () => {
    serveReview();
    server.use(
      http.post('/api/admin/business-events/:id/publish', () =>
        HttpResponse.json({ message: 'Already published' }, { status: 409 }),
      ),
    );
    const { user } = renderWithProviders(<BusinessReviewCard />);

    await user.click(await screen.findByRole('button', { name: 'Publish Rooftop Salsa Night' }));

    expect(await toasts().findByText('Already published')).toBeInTheDocument();
    expect(screen.getByText('Rooftop Salsa Night')).toBeInTheDocument();
  });

  it('rejects only with a reason, which goes to the business', async () => {
    const { decided } = serveReview();
    let body: unknown;
    server.use(
      http.post('/api/admin/business-events/:id/reject', async ({ request }) => {
        body = await request.json();
        decided();
        return HttpResponse.json({ ...salsa, status: 'rejected' });
      }),
    );
    const { user } = renderWithProviders(<BusinessReviewCard />);

    await user.click(await screen.findByRole('button', { name: 'Reject Rooftop Salsa Night' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject this event?' }));
    await user.click(dialog.getByRole('button', { name: 'Reject event' }));

    expect(await dialog.findByText('Please give a reason')).toBeInTheDocument();
    expect(dialog.getByLabelText('Reason')).toHaveFocus();
    expect(body).toBeUndefined();

    await user.type(dialog.getByLabelText('Reason'), '  The venue is outside New York City. ');
    expect(dialog.getByLabelText('Reason')).toHaveAttribute('maxlength', '500');
    await user.click(dialog.getByRole('button', { name: 'Reject event' }));

    expect(await toasts().findByText('Event rejected')).toBeInTheDocument();
    expect(body).toEqual({ reason: 'The venue is outside New York City.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
  });

  it('keeps the dialog and the reason when rejecting fails', async () => {
    serveReview();
    server.use(
      http.post('/api/admin/business-events/:id/reject', () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    const { user } = renderWithProviders(<BusinessReviewCard />);

    await user.click(await screen.findByRole('button', { name: 'Reject Rooftop Salsa Night' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject this event?' }));
    await user.type(dialog.getByLabelText('Reason'), 'Not an event');
    await user.click(dialog.getByRole('button', { name: 'Reject event' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Failed to reject event. Please try again.',
    );
    expect(dialog.getByLabelText('Reason')).toHaveValue('Not an event');
  });
});
