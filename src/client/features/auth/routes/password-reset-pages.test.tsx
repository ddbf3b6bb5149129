import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const { server, requests } = setupApiServer();

describe('ForgotPasswordPage', () => {
  it('checks the address, sends it, and shows the server’s answer in place of the form', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/forgot-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          delivery: 'administrator',
          message: 'This server cannot send mail. Ask an administrator for your reset link.',
        });
      }),
    );
    const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    const email = screen.getByLabelText('Email');
    const send = screen.getByRole('button', { name: 'Send reset link' });

    await user.type(email, 'not-an-email');
    await user.click(send);
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.clear(email);
    await user.type(email, ' Pat@Example.com ');
    await user.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent(/Ask an administrator/);
    expect(body).toEqual({ email: 'pat@example.com' });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('ResetPasswordPage', () => {
  it('sends the link’s token with the new password and then offers to sign in', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/reset-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    const { user } = renderWithProviders(<ResetPasswordPage />, {
      route: '/reset-password?token=tok-123',
    });
    await user.type(screen.getByLabelText('New password'), '123');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/at least 6 characters/)).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'brand-new-pw');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password is changed.')).toBeInTheDocument();
    expect(body).toEqual({ token: 'tok-123', newPassword: 'brand-new-pw' });
    expect(screen.getByRole('link', { name: 'Sign in with it' })).toHaveAttribute('href', '/login');
  });

  it('shows the server’s refusal of a used link and keeps the form', async () => {
    server.use(
      http.post('/api/auth/reset-password', () =>
        HttpResponse.json(
          {
            message: 'This reset link has expired or was already used. Ask for a new one.',
            code: 'RESET_LINK_INVALID',
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithProviders(<ResetPasswordPage />, {
      route: '/reset-password?token=used',
    });
    await user.type(screen.getByLabelText('New password'), 'brand-new-pw');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/already used/);
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it('says a link without a token is incomplete and shows no form', () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent(/incomplete/);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
