import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { BusinessBand } from './business-band.tsx';

it('promises businesses the review their events get, not an instant approval', () => {
  render(
    <MemoryRouter>
      <BusinessBand />
    </MemoryRouter>,
  );
  const band = screen.getByRole('region', { name: 'Hosting something in NYC?' });
  expect(band).toHaveTextContent('a review usually within a day');
  expect(band).not.toHaveTextContent(/instant/i);
});
