import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { expect, it, vi } from 'vitest';
import { PageOutlet } from './page-outlet.tsx';

function Frame() {
  return (
    <>
      <nav>
        <Link to="/fine">Fine page</Link>
      </nav>
      <PageOutlet />
    </>
  );
}

function BrokenPage(): React.ReactNode {
  throw new Error('render failed');
}

it('keeps the frame around a failing page and clears the failure on the next page', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/broken']}>
      <Routes>
        <Route element={<Frame />}>
          <Route path="broken" element={<BrokenPage />} />
          <Route path="fine" element={<h1>Fine</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('link', { name: 'Fine page' }));
  expect(screen.getByRole('heading', { name: 'Fine' })).toBeInTheDocument();
});
