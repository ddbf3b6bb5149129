import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '#shared/schemas/profile.ts';
import { toast } from '#client/lib/toast.ts';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { makeUser, renderSignedIn } from '#test/support/client/profile/render-signed-in.tsx';
import { ChangePasswordCard } from './change-password-card.tsx';
import { MoreTab } from './more-tab.tsx';
import { holdAnswer } from '#test/support/client/held-answer.ts';

const { server, requests } = setupApiServer();
const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));

// The toast store outlives a test; a fresh toast keeps one test's toasts out of the next.
beforeEach(() => toast({ title: 'Test started' }));

function setup() {
  const view = renderSignedIn(<ChangePasswordCard />, { route: '/profile?tab=more' });
  return {
    ...view,
    current: screen.getByLabelText('Current password'),
    next: screen.getByLabelText('New password'),
    submit: screen.getByRole('button', { name: 'Change password' }),
  };
}

describe('ChangePasswordCard', () => {
  it('sends both passwords, confirms and clears the fields', async () => {
    let body: unknown;
    const answer = holdAnswer();
    server.use(
      http.post('/api/auth/password', async ({ request }) => {
        body = await request.json();
        await answer.released;
        return HttpResponse.json({ success: true });
      }),
    );
    const { user, current, next, submit } = setup();

    await user.type(current, 'secret123');
    await user.type(next, 'fresh-pw');
    await user.click(submit);
    expect(submit).toHaveAttribute('aria-busy', 'true');
    answer.release();

    expect(await toasts().findByText('Password changed')).toBeInTheDocument();
    expect(body).toEqual({ currentPassword: 'secret123', newPassword: 'fresh-pw' });
    await waitFor(() => expect(current).toHaveValue(''));
    expect(next).toHaveValue('');
  });

  it('shows the schema rules on the fields and sends nothing', async () => {
    const { user, next, submit } = setup();

    await user.type(next, '12345');
    await user.click(submit);

    expect(await screen.findByText('Enter your current password')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it("puts the server's refusal of the current password on that field", async () => {
    server.use(
      http.post('/api/auth/password', () =>
        HttpResponse.json(
          { message: 'Current password is incorrect', code: 'INVALID_PASSWORD' },
          { status: 400 },
        ),
      ),
    );
    const { user, current, next, submit } = setup();

    await user.type(current, 'not-it');
    await user.type(next, 'fresh-pw');
    await user.click(submit);

    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(toasts().queryByText('Password changed')).not.toBeInTheDocument();
  });

  it('says so in the form when the server fails', async () => {
    server.use(
      http.post('/api/auth/password', () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    const { user, current, next, submit } = setup();

    await user.type(current, 'secret123');
    await user.type(next, 'fresh-pw');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });
});

describe('More tab', () => {
  beforeEach(() => {
    server.use(http.get('/api/users/me/preferences', () => HttpResponse.json(DEFAULT_PREFERENCES)));
  });

  it('offers the password change to a normal account', async () => {
    renderSignedIn(<MoreTab />, { route: '/profile?tab=more' });
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
  });

  it('hides it from the shared demo account', async () => {
    renderSignedIn(<MoreTab />, { route: '/profile?tab=more', user: makeUser({ isDemo: true }) });
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Change password' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });
});
