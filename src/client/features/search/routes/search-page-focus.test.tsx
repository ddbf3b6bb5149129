import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppShell } from '#client/app/layouts/app-shell.tsx';
import { FOCUS_SEARCH_STATE } from '#client/lib/search-focus.ts';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { renderAt, serveSearch } from '#test/support/client/search/search-api.tsx';
import { SearchPage } from './search-page.tsx';

const { server } = setupApiServer();

const box = () => screen.getByRole('searchbox', { name: 'Search events' });

describe('keyboard focus on arrival', () => {
  it('goes to the search box from the header’s search button, also when already searching', async () => {
    serveSearch(server, () => ({ events: [] }));
    // The header asks whether the user has a business account, for its Business link.
    server.use(http.get('/api/business/account', () => HttpResponse.json(null)));
    const { user } = renderAt(
      <Routes>
        <Route element={<AppShell />}>
          <Route path="search" element={<SearchPage />} />
        </Route>
      </Routes>,
      '/search?q=jazz',
    );
    await screen.findByText('0 events found');
    expect(box()).not.toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Search' }));
    await waitFor(() => expect(box()).toHaveFocus());
    expect(screen.getByTestId('url')).toHaveTextContent(/^$/);
  });

  it('stays off the box when a shared search opens, unless a link asks for it', async () => {
    serveSearch(server, () => ({ events: [] }));
    const shared = renderAt(<SearchPage />, '/search?q=jazz');
    await screen.findByText('0 events found');
    expect(box()).not.toHaveFocus();
    shared.unmount();

    renderAt(<SearchPage />, '/search?q=jazz', FOCUS_SEARCH_STATE);
    await waitFor(() => expect(box()).toHaveFocus());
  });

  it('goes to the box on a visit with nothing searched yet', async () => {
    serveSearch(server, () => ({ events: [] }));
    renderAt(<SearchPage />, '/search');
    await waitFor(() => expect(box()).toHaveFocus());
  });
});
