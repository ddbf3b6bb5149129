import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { holdAnswer } from '#test/support/client/held-answer.ts';

const { server, requests } = setupApiServer();

function setup() {
  const view = renderWithProviders(<SignInForm />, { route: '/login' });
  return {
    ...view,
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign In' }),
  };
}

describe('SignInForm', () => {
  it('requires email and password, focusing the first invalid field, and sends nothing', async () => {
    const { user, email, password, submit } = setup();

    await user.click(submit);

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(password).toHaveAccessibleDescription('Enter your password');
    expect(email).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('refuses a malformed email and focuses it', async () => {
    const { user, email, password, submit } = setup();

    await user.type(email, 'not-an-email');
    await user.type(password, 'secret');
    await user.click(submit);

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('sends the parsed input and shows the server message in the alert, not again in a toast', async () => {
    let body: unknown;
    const answer = holdAnswer();
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        body = await request.json();
        await answer.released;
        return HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 });
      }),
    );
    const { user, email, password, submit } = setup();

    await user.type(email, '  Nora@Example.com ');
    await user.type(password, 'wrong-pass');
    await user.click(submit);

    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    answer.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    const toast = within(screen.getByRole('region', { name: /notifications/i }));
    expect(toast.queryByText('Invalid email or password')).not.toBeInTheDocument();
    expect(body).toEqual({ email: 'nora@example.com', password: 'wrong-pass' });
    expect(submit).toBeEnabled();
  });

  it('says "Failed to login" when the server cannot be reached', async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.error()));
    const { user, email, password, submit } = setup();

    await user.type(email, 'nora@example.com');
    await user.type(password, 'secret');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to login');
  });

  it('clears the last failure when the form is sent again', async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({ message: 'Too many attempts' }, { status: 429 }),
      ),
    );
    const { user, email, password, submit } = setup();
    await user.type(email, 'nora@example.com');
    await user.type(password, 'secret');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');

    await user.clear(password);
    await user.click(submit);

    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
