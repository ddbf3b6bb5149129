import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { SignUpForm } from './sign-up-form.tsx';

const { server, requests } = setupApiServer();

function setup() {
  const view = renderWithProviders(<SignUpForm />, { route: '/login' });
  return {
    ...view,
    firstName: screen.getByLabelText('First name'),
    email: screen.getByLabelText('Email'),
    password: screen.getByPlaceholderText('At least 6 characters'),
    submit: screen.getByRole('button', { name: 'Create Account' }),
  };
}

describe('SignUpForm', () => {
  it('keeps Create Account pressable and says what is missing, sending nothing', async () => {
    const { user, email, password, submit } = setup();
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'nora@example.com');
    await user.type(password, '12345');
    await user.click(submit);
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('shows the schema message for a malformed email and sends nothing', async () => {
    const { user, email, password, submit } = setup();

    await user.type(email, 'nora@');
    await user.type(password, '123456');
    await user.click(submit);

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('focuses the first invalid field in form order', async () => {
    const { user, firstName, email, password, submit } = setup();

    await user.type(firstName, 'N'.repeat(61));
    await user.type(email, 'nora@');
    await user.type(password, '123456');
    await user.click(submit);

    expect(await screen.findByText('Must be 60 characters or fewer')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(firstName).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('shows the server message when the account cannot be created', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/register', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Email already registered' }, { status: 409 });
      }),
    );
    const { user, firstName, email, password, submit } = setup();

    await user.type(firstName, ' Nora ');
    await user.type(email, 'nora@example.com');
    await user.type(password, '123456');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Email already registered');
    // Said once, inline: no toast repeats it.
    const toast = within(screen.getByRole('region', { name: /notifications/i }));
    expect(toast.queryByText('Email already registered')).not.toBeInTheDocument();
    expect(body).toEqual({
      firstName: 'Nora',
      lastName: '',
      email: 'nora@example.com',
      password: '123456',
    });
  });

  it('says "Failed to create account" when the server cannot be reached', async () => {
    server.use(http.post('/api/auth/register', () => HttpResponse.error()));
    const { user, email, password, submit } = setup();

    await user.type(email, 'nora@example.com');
    await user.type(password, '123456');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create account');
  });
});
