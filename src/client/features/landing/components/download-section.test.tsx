import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { DownloadSection } from './download-section.tsx';

it('shows how to install the web app on each phone, and no store badge that leads nowhere', () => {
  render(
    <MemoryRouter>
      <DownloadSection />
    </MemoryRouter>,
  );
  const section = screen.getByRole('region', { name: 'Take SwipeNYC everywhere' });
  expect(within(section).getByRole('heading', { name: 'iPhone or iPad' })).toBeInTheDocument();
  expect(within(section).getByText('Tap Add to Home Screen')).toBeInTheDocument();
  expect(within(section).getByRole('heading', { name: 'Android' })).toBeInTheDocument();
  expect(within(section).getByText('Tap Install app')).toBeInTheDocument();
  expect(within(section).queryByText(/coming soon/i)).not.toBeInTheDocument();
  expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  expect(
    within(section).getByRole('link', { name: 'Start Swiping in your browser' }),
  ).toHaveAttribute('href', '/home');
});
