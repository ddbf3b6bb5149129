import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '#test/support/client/business/business-data.ts';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { BusinessTab } from './business-tab.tsx';

const { server } = setupApiServer();

describe('BusinessTab', () => {
  it('shows the account’s company, type and status, with the way to the dashboard', async () => {
    server.use(
      http.get('/api/business/account', () =>
        HttpResponse.json(makeAccount({ businessType: 'band', isApproved: false })),
      ),
    );
    renderWithProviders(<BusinessTab />);

    expect(await screen.findByText('Blue Door Jazz')).toBeInTheDocument();
    expect(screen.getByText('Business type').nextElementSibling).toHaveTextContent(
      'Band or artist',
    );
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Pending Approval');
    expect(screen.getByRole('link', { name: /Go to dashboard/ })).toHaveAttribute(
      'href',
      '/business-dashboard',
    );
    expect(screen.queryByRole('link', { name: /Create Business Account/ })).not.toBeInTheDocument();
  });

  it('offers to create an account when there is none', async () => {
    server.use(http.get('/api/business/account', () => HttpResponse.json(null)));
    renderWithProviders(<BusinessTab />);

    expect(await screen.findByRole('link', { name: /Create Business Account/ })).toHaveAttribute(
      'href',
      '/business-signup',
    );
    expect(screen.getByText('$5 per event fee')).toBeInTheDocument();
    expect(screen.getByText('Analytics')).toBeInTheDocument();
  });
});
