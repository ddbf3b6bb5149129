import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { SocialLogins } from './social-logins.tsx';

const { server } = setupApiServer();

const renderWith = (google: boolean) => {
  server.use(http.get('/api/auth/providers', () => HttpResponse.json({ google })));
  renderWithProviders(<SocialLogins />, { route: '/login' });
  return screen.getByRole('button', { name: 'Continue with Google' });
};

describe('Continue with Google', () => {
  it('is offered when the server has Google keys', async () => {
    const button = renderWith(true);
    expect(button).toBeDisabled();
    await expect.poll(() => button.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(/Google login will be available/)).not.toBeInTheDocument();
  });

  it('is disabled with the reason when the server has none, instead of failing on click', async () => {
    const button = renderWith(false);
    const note = await screen.findByText(
      'Google login will be available once API keys are configured.',
    );
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-describedby', note.id);
  });
});
