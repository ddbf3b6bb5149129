import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { LandingPage } from './landing-page.tsx';

it('says the account was deleted when the person arrives from deleting it', () => {
  renderWithProviders(<LandingPage />, { route: '/?left=account-deleted' });
  expect(screen.getByRole('status')).toHaveTextContent(
    'Your account and everything in it were deleted.',
  );
});

it('says nothing of the kind on an ordinary visit', () => {
  renderWithProviders(<LandingPage />, { route: '/' });
  expect(screen.queryByText(/were deleted/)).not.toBeInTheDocument();
});
