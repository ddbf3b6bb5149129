import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { AdminLoginPage } from './admin-login-page.tsx';
import { holdAnswer } from '#test/support/client/held-answer.ts';

const { server, requests } = setupApiServer();

function setup() {
  const view = renderWithProviders(<AdminLoginPage />, { route: '/admin-login' });
  return {
    ...view,
    username: screen.getByLabelText('Username'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Log In' }),
  };
}

async function logIn(user: ReturnType<typeof setup>['user']) {
  await user.type(screen.getByLabelText('Username'), 'admin');
  await user.type(screen.getByLabelText('Password'), 'not-it');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

const toastRegion = () => within(screen.getByRole('region', { name: /notifications/i }));

describe('AdminLoginPage', () => {
  it('requires username and password, focusing the username, and sends nothing', async () => {
    const { user, username, password, submit } = setup();

    await user.click(submit);

    expect(await screen.findByText('Enter your username')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(username).toHaveAccessibleDescription('Enter your username');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('treats a username of only spaces as missing', async () => {
    const { user, username, password, submit } = setup();

    await user.type(username, '   ');
    await user.type(password, 'secret');
    await user.click(submit);

    expect(await screen.findByText('Enter your username')).toBeInTheDocument();
    expect(username).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('shows the server error in the form, busy while waiting', async () => {
    const answer = holdAnswer();
    server.use(
      http.post('/api/auth/admin-login', async () => {
        await answer.released;
        return HttpResponse.json(
          { success: false, error: 'Account is not an administrator', message: 'Refused' },
          { status: 401 },
        );
      }),
    );
    const { user, submit } = setup();

    await logIn(user);

    expect(submit).toHaveAttribute('aria-busy', 'true');
    answer.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Account is not an administrator');
    // Said once, inline: no toast repeats it.
    expect(toastRegion().queryByText('Account is not an administrator')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('says "Invalid admin credentials" when the server gives no error', async () => {
    server.use(
      http.post('/api/auth/admin-login', () =>
        HttpResponse.json({ success: false, error: null }, { status: 401 }),
      ),
    );
    const { user } = setup();

    await logIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid admin credentials');
    expect(toastRegion().queryByText('Invalid admin credentials')).not.toBeInTheDocument();
  });

  it('says "Failed to connect to server" when the server cannot be reached', async () => {
    server.use(http.post('/api/auth/admin-login', () => HttpResponse.error()));
    const { user } = setup();

    await logIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to connect to server');
    expect(toastRegion().queryByText('Failed to connect to server')).not.toBeInTheDocument();
  });
});
