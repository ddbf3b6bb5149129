import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';
import { ErrorFallback } from './error-fallback.tsx';

beforeEach(() => {
  // React reports every error a boundary catches; here they are the point of the test.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function renderInBoundary(child: React.ReactNode) {
  return render(
    <ErrorBoundary fallback={(props) => <ErrorFallback {...props} />}>{child}</ErrorBoundary>,
  );
}

it('shows a retry screen for a child that throws, and Try again renders it afresh', async () => {
  let broken = true;
  function Flaky() {
    if (broken) throw new Error('bad data');
    return <p>All good</p>;
  }
  renderInBoundary(<Flaky />);

  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(/ran into a problem/);
  broken = false;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(screen.getByText('All good')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
});

it('offers a reload when a page’s code is gone after a deploy', () => {
  function Stale(): React.ReactNode {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/profile-page.js');
  }
  renderInBoundary(<Stale />);
  expect(screen.getByRole('heading', { name: 'This page couldn’t load' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(/may have been updated/);
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

it('clears the error when its reset key changes', () => {
  let broken = true;
  function Flaky() {
    if (broken) throw new Error('boom');
    return <p>Next page</p>;
  }
  const fallback = () => <p>Failed</p>;
  const { rerender } = render(
    <ErrorBoundary resetKey="/a" fallback={fallback}>
      <Flaky />
    </ErrorBoundary>,
  );
  expect(screen.getByText('Failed')).toBeInTheDocument();
  broken = false;
  rerender(
    <ErrorBoundary resetKey="/b" fallback={fallback}>
      <Flaky />
    </ErrorBoundary>,
  );
  expect(screen.getByText('Next page')).toBeInTheDocument();
});
