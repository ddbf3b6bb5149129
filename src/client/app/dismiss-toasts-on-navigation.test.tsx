import { screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { toast, type ToastOptions } from '#client/lib/toast.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { DismissToastsOnNavigation } from './dismiss-toasts-on-navigation.tsx';

function FirstPage() {
  const navigate = useNavigate();
  const raise = (options: ToastOptions, to?: string) => () => {
    toast(options);
    if (to) void navigate(to);
  };
  return (
    <>
      <h1>First</h1>
      <button onClick={raise({ title: 'Copied here' })}>Toast here</button>
      <button onClick={raise({ title: 'Welcome aboard', scope: 'next-page' }, '/second')}>
        Toast for the next page
      </button>
      <button onClick={raise({ title: 'A new version is ready', scope: 'app' })}>
        Toast for the app
      </button>
      <button onClick={raise({ title: 'Filtered' }, '/first?sort=date')}>Same page</button>
      <Link to="/second">Second</Link>
    </>
  );
}

function renderPages() {
  return renderWithProviders(
    <>
      <DismissToastsOnNavigation />
      <Routes>
        <Route path="first" element={<FirstPage />} />
        <Route
          path="second"
          element={
            <>
              <h1>Second</h1>
              <Link to="/third">Third</Link>
            </>
          }
        />
        <Route path="third" element={<h1>Third</h1>} />
      </Routes>
    </>,
    { route: '/first' },
  );
}

const gone = (title: string) =>
  waitFor(() => expect(screen.queryByText(title)).not.toBeInTheDocument());

describe('DismissToastsOnNavigation', () => {
  it("closes a page's toast when the page changes, not when its query does", async () => {
    const { user } = renderPages();
    await user.click(screen.getByRole('button', { name: 'Same page' }));
    expect(await screen.findByText('Filtered')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toast here' }));
    expect(await screen.findByText('Copied here')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Second' }));
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
    await gone('Copied here');
  });

  it('keeps a toast raised for the next page there, and closes it when that page is left', async () => {
    const { user } = renderPages();
    await user.click(screen.getByRole('button', { name: 'Toast for the next page' }));
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(screen.getByText('Welcome aboard')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Third' }));
    expect(await screen.findByRole('heading', { name: 'Third' })).toBeInTheDocument();
    await gone('Welcome aboard');
  });

  it('keeps a toast about the whole app on every page', async () => {
    const { user } = renderPages();
    await user.click(screen.getByRole('button', { name: 'Toast for the app' }));
    await user.click(screen.getByRole('link', { name: 'Second' }));
    await user.click(await screen.findByRole('link', { name: 'Third' }));
    expect(await screen.findByRole('heading', { name: 'Third' })).toBeInTheDocument();
    expect(screen.getByText('A new version is ready')).toBeInTheDocument();
  });
});
