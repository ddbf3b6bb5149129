import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import type { BusinessEvent, BusinessEventAnalytics } from '#shared/schemas/business.ts';
import { makeAccount, makeBusinessEvent } from '#test/support/client/business/business-data.ts';
import { renderAtRoute } from '#test/support/client/business/render-business.tsx';
import { BusinessDashboardPage } from './business-dashboard-page.tsx';

configure({ asyncUtilTimeout: 4000 });

const { server, requests } = setupApiServer();

const unpaid = makeBusinessEvent({ id: 1, title: 'Rooftop Salsa Night' });
const inReview = makeBusinessEvent({
  id: 2,
  title: 'Poetry Slam',
  status: 'paid_review',
  isPaid: true,
});
const live = makeBusinessEvent({
  id: 3,
  title: 'Jazz Brunch',
  date: '2030-06-16',
  time: '11:30 AM',
  status: 'live',
  isPaid: true,
  isPublished: true,
  eventId: 77,
});
const rejected = makeBusinessEvent({
  id: 4,
  title: 'Midnight Rave',
  status: 'rejected',
  isPaid: true,
  rejectionReason: 'The venue is outside New York City.',
});

const brunchStats: BusinessEventAnalytics = {
  businessEventId: 3,
  eventId: 77,
  title: 'Jazz Brunch',
  date: '2030-06-16',
  views: 1200,
  loves: 85,
  maybes: 40,
  passes: 310,
};

function serveDashboard(events: BusinessEvent[] = [unpaid, inReview, live, rejected]) {
  let current = events;
  server.use(
    http.get('/api/business/account', () => HttpResponse.json(makeAccount())),
    http.get('/api/business/events', () => HttpResponse.json(current)),
    http.get('/api/business/analytics', () => HttpResponse.json([brunchStats])),
  );
  return {
    setEvents: (next: BusinessEvent[]) => {
      current = next;
    },
  };
}

function renderDashboard() {
  return renderAtRoute('/business-dashboard', <BusinessDashboardPage />);
}

const card = (title: string) => within(screen.getByRole('listitem', { name: title }));
const counter = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('BusinessDashboardPage', { timeout: 20_000 }, () => {
  it('asks for a business account when there is none', async () => {
    server.use(http.get('/api/business/account', () => HttpResponse.json(null)));
    renderDashboard();

    expect(
      await screen.findByRole('heading', { name: 'Business Access Required' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create Business Account/ })).toHaveAttribute(
      'href',
      '/business-signup',
    );
    expect(requests.some((r) => r.url.endsWith('/api/business/events'))).toBe(false);
  });

  it('shows the company, its badge, the counters and every event with its status', async () => {
    serveDashboard();
    renderDashboard();

    expect(await screen.findByRole('heading', { name: 'Blue Door Jazz' })).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    await screen.findByText('Total Events', { selector: 'dt' });
    expect(counter('Total Events')).toHaveTextContent('4');
    expect(counter('Live Events')).toHaveTextContent('1');
    expect(counter('Pending Payment')).toHaveTextContent('1');

    expect(card('Rooftop Salsa Night').getByText('Payment Pending')).toBeInTheDocument();
    expect(card('Rooftop Salsa Night').getByText('Fri, Jun 14 at 8:00 PM')).toBeInTheDocument();
    expect(card('Rooftop Salsa Night').getByText('Blue Door Rooftop')).toBeInTheDocument();
    expect(card('Rooftop Salsa Night').getByText('$20')).toBeInTheDocument();
    expect(
      card('Rooftop Salsa Night').getByText('Live band and a free lesson at 7.'),
    ).toBeInTheDocument();
    expect(
      card('Rooftop Salsa Night').getByRole('button', { name: 'Pay $5 for Rooftop Salsa Night' }),
    ).toBeInTheDocument();
    expect(card('Poetry Slam').getByText('Paid - Under Review')).toBeInTheDocument();
    expect(card('Jazz Brunch').getByText('Live')).toBeInTheDocument();
    expect(card('Midnight Rave').getByText('Rejected')).toBeInTheDocument();
    expect(
      card('Midnight Rave').getByText('The venue is outside New York City.'),
    ).toBeInTheDocument();
    // Only the unpaid event can be paid.
    expect(screen.getAllByRole('button', { name: /Pay \$5/ })).toHaveLength(1);

    // The live event's numbers from the deck.
    const stats = card('Jazz Brunch');
    await waitFor(() =>
      expect(stats.getByText('Views').nextElementSibling).toHaveTextContent('1,200'),
    );
    expect(stats.getByText('Loves').nextElementSibling).toHaveTextContent('85');
    expect(stats.getByText('Maybes').nextElementSibling).toHaveTextContent('40');
    expect(stats.getByText('Passes').nextElementSibling).toHaveTextContent('310');
  });

  it('says when the account awaits approval', async () => {
    server.use(
      http.get('/api/business/account', () =>
        HttpResponse.json(makeAccount({ isApproved: false })),
      ),
      http.get('/api/business/events', () => HttpResponse.json([])),
    );
    renderDashboard();

    expect(await screen.findByText('Pending Approval')).toBeInTheDocument();
    expect(screen.queryByText('Approved')).not.toBeInTheDocument();
  });

  it('filters by tab, with counts, and says when a tab is empty', async () => {
    serveDashboard([unpaid, inReview]);
    const { user } = renderDashboard();

    expect(await screen.findByRole('tab', { name: 'All Events 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Live Events 0' }));
    expect(screen.getByText('No live events yet')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Rooftop Salsa Night' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Pending Payment 1' }));
    expect(screen.getByRole('listitem', { name: 'Rooftop Salsa Night' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Poetry Slam' })).not.toBeInTheDocument();
    // No live event: nothing to count on the deck yet.
    expect(requests.some((r) => r.url.endsWith('/api/business/analytics'))).toBe(false);
  });

  it('invites the first event when there are none', async () => {
    serveDashboard([]);
    const { user } = renderDashboard();

    expect(await screen.findByText('No events yet')).toBeInTheDocument();
    expect(counter('Total Events')).toHaveTextContent('0');
    await user.click(screen.getByRole('button', { name: 'Add your first event' }));
    expect(screen.getByRole('dialog', { name: 'Add New Event' })).toBeInTheDocument();
  });

  it('offers a retry when the events cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('/api/business/account', () => HttpResponse.json(makeAccount())),
      http.get('/api/business/events', () =>
        fail ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : HttpResponse.json([]),
      ),
    );
    const { user } = renderDashboard();

    expect(await screen.findByRole('alert')).toHaveTextContent('Your events could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
  });
});
