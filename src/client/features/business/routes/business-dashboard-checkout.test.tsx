import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import type { BusinessEvent, CheckoutStatus } from '#shared/schemas/business.ts';
import {
  makeAccount,
  makeBusinessEvent,
  makeCheckoutStatus,
} from '#test/support/client/business/business-data.ts';
import { currentUrl, renderAtRoute } from '#test/support/client/business/render-business.tsx';
import { BusinessDashboardPage } from './business-dashboard-page.tsx';
import { stubNavigation } from '#test/support/client/business/stub-navigation.ts';

configure({ asyncUtilTimeout: 4000 });

const { server, requests } = setupApiServer();
const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));
const statusReads = () => requests.filter((r) => r.url.includes('/api/business/checkout/'));
const eventReads = () => requests.filter((r) => r.url.endsWith('/api/business/events'));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function serveDashboard(events: BusinessEvent[] = [makeBusinessEvent()]) {
  server.use(
    http.get('/api/business/account', () => HttpResponse.json(makeAccount())),
    http.get('/api/business/events', () => HttpResponse.json(events)),
  );
}

/** The checkout's state as the server's records have it, one answer per read, the last repeated. */
function serveCheckoutStatus(...answers: CheckoutStatus[]) {
  const queue = [...answers];
  server.use(
    http.get('/api/business/checkout/:sessionId', () =>
      HttpResponse.json(queue.length > 1 ? queue.shift() : queue[0]),
    ),
  );
}

/** Only the browser's departure is replaced: everything up to it runs as in the app. */
function renderDashboard(route = '/business-dashboard') {
  return renderAtRoute('/business-dashboard', <BusinessDashboardPage />, { route });
}

describe('paying for an event', { timeout: 20_000 }, () => {
  it('sends the browser to the payment page the server opened', async () => {
    serveDashboard();
    let body: unknown;
    server.use(
      http.post('/api/business/checkout', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_1' });
      }),
    );
    const assign = stubNavigation();
    const { user } = renderDashboard();

    const pay = await screen.findByRole('button', { name: 'Pay $5 for Rooftop Salsa Night' });
    await user.click(pay);

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'),
    );
    expect(body).toEqual({ eventId: 1 });
    // Busy until the page is gone, so a second click cannot open a second checkout.
    expect(pay).toBeDisabled();
    expect(pay).toHaveAttribute('aria-busy', 'true');
  });

  it('says "Payment Error" with the server’s reason', async () => {
    serveDashboard();
    server.use(
      http.post('/api/business/checkout', () =>
        HttpResponse.json({ message: 'This event is already paid' }, { status: 409 }),
      ),
    );
    const assign = stubNavigation();
    const { user } = renderDashboard();

    await user.click(await screen.findByRole('button', { name: /Pay \$5/ }));

    expect(await toasts().findByText('Payment Error')).toBeInTheDocument();
    expect(toasts().getByText('This event is already paid')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Pay \$5/ })).toBeEnabled();
  });

  it('says "Failed to initiate payment" when the server cannot be reached', async () => {
    serveDashboard();
    server.use(http.post('/api/business/checkout', () => HttpResponse.error()));
    stubNavigation();
    const { user } = renderDashboard();

    await user.click(await screen.findByRole('button', { name: /Pay \$5/ }));

    expect(await toasts().findByText('Failed to initiate payment')).toBeInTheDocument();
  });
});

describe('coming back from checkout', { timeout: 20_000 }, () => {
  const paid = '/business-dashboard?checkout=success&session_id=cs_test_123456';

  it('waits for the server to confirm the payment, then says it is under review', async () => {
    serveDashboard();
    serveCheckoutStatus(
      makeCheckoutStatus({ status: 'open', eventStatus: 'unpaid' }),
      makeCheckoutStatus({ status: 'complete', eventStatus: 'paid_review' }),
    );
    renderDashboard(paid);

    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    // The address is cleaned up; the result stays on screen.
    await waitFor(() => expect(currentUrl()).toBe('/business-dashboard'));
    expect(
      await screen.findByText('Payment received — your event is under review'),
    ).toBeInTheDocument();
    expect(screen.getByText(/“Rooftop Salsa Night” goes live once/)).toBeInTheDocument();
    expect(statusReads()[0]?.url).toMatch(/\/api\/business\/checkout\/cs_test_123456$/);
    expect(statusReads()).toHaveLength(2);
    // The events are read again, so the card shows the new status.
    await waitFor(() => expect(eventReads()).toHaveLength(2));
  });

  it('says the event is live when payment published it', async () => {
    serveDashboard();
    serveCheckoutStatus(makeCheckoutStatus({ eventStatus: 'live' }));
    const { user } = renderDashboard(paid);

    expect(await screen.findByText('Payment received — your event is live')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Payment received/)).not.toBeInTheDocument();
  });

  it('keeps asking for half a minute, then says the payment is still processing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveDashboard();
    serveCheckoutStatus(makeCheckoutStatus({ status: 'open', eventStatus: 'unpaid' }));
    renderDashboard(paid);
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(31_000));

    expect(screen.getByText('Your payment is still processing')).toBeInTheDocument();
    expect(screen.getByText(/The dashboard will update when it arrives/)).toBeInTheDocument();
    // About every two seconds meanwhile.
    expect(statusReads().length).toBeGreaterThanOrEqual(14);
    expect(statusReads().length).toBeLessThanOrEqual(17);
  });

  it('never takes the return address for a payment', async () => {
    serveDashboard();
    serveCheckoutStatus(makeCheckoutStatus({ status: 'expired', eventStatus: 'unpaid' }));
    renderDashboard(paid);

    expect(
      await screen.findByText('This checkout expired — your event is still waiting for payment'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Payment received/)).not.toBeInTheDocument();
  });

  it('says when the payment cannot be checked', async () => {
    serveDashboard();
    server.use(
      http.get('/api/business/checkout/:sessionId', () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    renderDashboard(paid);

    expect(await screen.findByText('We could not check this payment')).toBeInTheDocument();
    expect(statusReads()).toHaveLength(1);
  });

  it('says a cancelled payment left the event waiting, without asking the server', async () => {
    serveDashboard();
    renderDashboard('/business-dashboard?checkout=cancelled&event=1');

    expect(
      await screen.findByText('Payment cancelled — your event is still waiting for payment'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/“Rooftop Salsa Night” stays in Pending Payment/),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/business-dashboard'));
    expect(statusReads()).toHaveLength(0);
  });
});
