import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import type { LocalCheckoutSession } from '#shared/schemas/business.ts';
import { makeCheckoutStatus } from '#test/support/client/business/business-data.ts';
import { renderAtRoute } from '#test/support/client/business/render-business.tsx';
import { LocalCheckoutPage } from './local-checkout-page.tsx';
import { stubNavigation } from '#test/support/client/business/stub-navigation.ts';

configure({ asyncUtilTimeout: 4000 });

const { server, requests } = setupApiServer();
const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));
const origin = window.location.origin;

afterEach(() => vi.unstubAllGlobals());

function makeSession(overrides: Partial<LocalCheckoutSession> = {}): LocalCheckoutSession {
  return {
    sessionId: 'local_abc12345',
    status: 'open',
    businessEventId: 1,
    eventTitle: 'Rooftop Salsa Night',
    companyName: 'Blue Door Jazz',
    amountCents: 500,
    currency: 'usd',
    successUrl: `${origin}/business-dashboard?checkout=success&session_id=local_abc12345`,
    cancelUrl: `${origin}/business-dashboard?checkout=cancelled&event=1`,
    ...overrides,
  };
}

function serveSession(session: LocalCheckoutSession = makeSession()) {
  server.use(http.get('/api/payments/local/:sessionId', () => HttpResponse.json(session)));
}

function renderCheckout() {
  return renderAtRoute('/checkout/local/:sessionId', <LocalCheckoutPage />, {
    route: '/checkout/local/local_abc12345',
  });
}

const posted = (path: string) =>
  requests.filter((r) => r.method === 'POST' && r.url.endsWith(path));

describe('LocalCheckoutPage', { timeout: 20_000 }, () => {
  it('says plainly it is a test payment, for what and how much', async () => {
    serveSession();
    renderCheckout();

    expect(await screen.findByText('Test payment — no card is charged')).toBeInTheDocument();
    expect(screen.getByText('Rooftop Salsa Night')).toBeInTheDocument();
    expect(screen.getByText('Blue Door Jazz')).toBeInTheDocument();
    expect(screen.getByText('$5.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $5.00' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('pays, then goes back to the dashboard by the success address', async () => {
    serveSession();
    server.use(
      http.post('/api/payments/local/:sessionId/complete', () =>
        HttpResponse.json(makeCheckoutStatus({ sessionId: 'local_abc12345' })),
      ),
    );
    const assign = stubNavigation();
    const { user } = renderCheckout();

    await user.click(await screen.findByRole('button', { name: 'Pay $5.00' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(makeSession().successUrl));
    expect(posted('/api/payments/local/local_abc12345/complete')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('cancels, then goes back by the cancel address', async () => {
    serveSession();
    server.use(
      http.post(
        '/api/payments/local/:sessionId/cancel',
        () => new HttpResponse(null, { status: 204 }),
      ),
    );
    const assign = stubNavigation();
    const { user } = renderCheckout();

    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(makeSession().cancelUrl));
    expect(posted('/api/payments/local/local_abc12345/complete')).toHaveLength(0);
  });

  it('never leaves the app, whatever address the session names', async () => {
    serveSession(makeSession({ successUrl: 'https://elsewhere.example/steal' }));
    server.use(
      http.post('/api/payments/local/:sessionId/complete', () =>
        HttpResponse.json(makeCheckoutStatus()),
      ),
    );
    const assign = stubNavigation();
    const { user } = renderCheckout();

    await user.click(await screen.findByRole('button', { name: 'Pay $5.00' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/business-dashboard'));
  });

  it('stays, and says so, when the payment does not go through', async () => {
    serveSession();
    server.use(
      http.post('/api/payments/local/:sessionId/complete', () =>
        HttpResponse.json({ message: 'This checkout has expired' }, { status: 409 }),
      ),
    );
    const assign = stubNavigation();
    const { user } = renderCheckout();

    await user.click(await screen.findByRole('button', { name: 'Pay $5.00' }));

    expect(await toasts().findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This checkout has expired');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay $5.00' })).toBeEnabled();
  });

  it('offers no payment for a checkout already paid', async () => {
    serveSession(makeSession({ status: 'complete' }));
    renderCheckout();

    expect(await screen.findByRole('heading', { name: 'Already paid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/business-dashboard',
    );
  });

  it('says when the checkout does not exist', async () => {
    server.use(
      http.get('/api/payments/local/:sessionId', () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    renderCheckout();

    expect(await screen.findByRole('heading', { name: 'Checkout not found' })).toBeInTheDocument();
  });
});
