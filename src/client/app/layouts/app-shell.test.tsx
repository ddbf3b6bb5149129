import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '#test/support/client/business/business-data.ts';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { AppShell } from './app-shell.tsx';

const { server } = setupApiServer();

function renderShell() {
  return renderWithProviders(
    <Routes>
      <Route element={<AppShell />}>
        <Route path="home" element={<h1>Discover</h1>} />
      </Route>
    </Routes>,
    { route: '/home' },
  );
}

const businessLink = () => screen.getByRole('link', { name: 'Business' });

describe('the header’s Business link', () => {
  it('leads a business account holder to the dashboard', async () => {
    server.use(http.get('/api/business/account', () => HttpResponse.json(makeAccount())));
    renderShell();

    expect(businessLink()).toHaveAttribute('href', '/business-signup');
    await expect.poll(() => businessLink().getAttribute('href')).toBe('/business-dashboard');
  });

  it('leads anyone else to the signup', async () => {
    let asked = false;
    server.use(
      http.get('/api/business/account', () => {
        asked = true;
        return HttpResponse.json(null);
      }),
    );
    renderShell();

    await expect.poll(() => asked).toBe(true);
    expect(businessLink()).toHaveAttribute('href', '/business-signup');
  });
});
