import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { categoryOptionsOf, sharedCategoryOptions } from '#test/support/client/category-options.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import {
  listAnswer,
  listParams,
  makeRow,
  rowsFrom,
  serveList,
} from '#test/support/client/admin/event-database-api.ts';
import { EventDatabasePage } from './event-database-page.tsx';

const { server } = setupApiServer();

describe('paging', () => {
  it('pages by keyset, counting pages on screen, and returns to the plain first page', async () => {
    // 45 matches: page 1 holds ids 100..81, page 2 ids 80..61, page 3 ids 60..56.
    const asked = serveList(server, (url) => {
      const after = Number(url.searchParams.get('after') ?? 0);
      const before = Number(url.searchParams.get('before') ?? 0);
      if (after === 81) return { rows: rowsFrom(80, 20), total: 45, hasMore: true };
      if (after === 61) return { rows: rowsFrom(60, 5), total: 45, hasMore: false };
      if (before === 60) return { rows: rowsFrom(80, 20), total: 45, hasMore: true };
      return { rows: rowsFrom(100, 20), total: 45, hasMore: true };
    });
    const { user } = renderWithProviders(<EventDatabasePage />, { route: '/event-database' });
    const pages = () => screen.getByRole('navigation', { name: 'Pages' });
    const button = (name: string) => within(pages()).getByRole('button', { name });

    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('45 events')).toBeInTheDocument();
    expect(button('Previous')).toBeDisabled();
    expect(listParams(asked[0]!)).toEqual({});

    await user.click(button('Next'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Event 80' })).toBeInTheDocument();
    expect(listParams(asked.at(-1)!)).toEqual({ after: '81' });

    await user.click(button('Next'));
    expect(await screen.findByRole('rowheader', { name: 'Event 56' })).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(listParams(asked.at(-1)!)).toEqual({ after: '61' });
    expect(button('Next')).toBeDisabled();

    await user.click(button('Previous'));
    expect(await screen.findByRole('rowheader', { name: 'Event 61' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(listParams(asked.at(-1)!)).toEqual({ before: '60' });
    // Going back, "has more" speaks of earlier pages; the later one is where we came from.
    expect(button('Next')).toBeEnabled();
    expect(button('Previous')).toBeEnabled();

    // Page 1 is page 1 again, not the page "before" an id: the cached first answer serves it.
    await user.click(button('Previous'));
    expect(await screen.findByRole('rowheader', { name: 'Event 100' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(button('Previous')).toBeDisabled();
    expect(asked).toHaveLength(4);
    // Five tables of 20 rows take a while on a busy machine.
  }, 20_000);

  it('says "500+" pages when the server stopped counting', async () => {
    serveList(server, () => ({
      rows: rowsFrom(900_000, 20),
      total: 10_000,
      capped: true,
      hasMore: true,
    }));
    renderWithProviders(<EventDatabasePage />, { route: '/event-database' });

    expect(await screen.findByText('Page 1 of 500+')).toBeInTheDocument();
    expect(screen.getByText('10,000+ events')).toBeInTheDocument();
  });

  it('sends the search and category, and starts again at page 1 when they change', async () => {
    const asked = serveList(server, (url) =>
      url.searchParams.get('after')
        ? { rows: rowsFrom(80, 20), total: 60, hasMore: true }
        : { rows: rowsFrom(100, 20), total: 60, hasMore: true },
    );
    const { user } = renderWithProviders(<EventDatabasePage />, {
      route: '/event-database?category=comedy',
    });
    await screen.findByText('Page 1 of 3');
    expect(listParams(asked[0]!)).toEqual({ category: 'comedy' });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('comedy');
    expect(categoryOptionsOf(screen.getByRole('combobox', { name: 'Category' }))).toEqual(
      sharedCategoryOptions,
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'jazz');
    await waitFor(() =>
      expect(listParams(asked.at(-1)!)).toEqual({ category: 'comedy', search: 'jazz' }),
    );
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be read', async () => {
    let fail = true;
    server.use(
      http.get('/api/admin/events', () =>
        fail
          ? HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })
          : listAnswer({ rows: rowsFrom(3, 3), total: 3 }),
      ),
    );
    const { user } = renderWithProviders(<EventDatabasePage />, { route: '/event-database' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Event 3' })).toBeInTheDocument();
  });

  it('shows an empty state that clears the filters', async () => {
    const asked = serveList(server, (url) =>
      url.searchParams.has('search') ? { rows: [], total: 0 } : { rows: rowsFrom(5, 5), total: 5 },
    );
    const { user } = renderWithProviders(<EventDatabasePage />, {
      route: '/event-database?q=nothing-like-this',
    });

    expect(await screen.findByRole('heading', { name: 'No events match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('rowheader', { name: 'Event 5' })).toBeInTheDocument();
    expect(listParams(asked.at(-1)!)).toEqual({});
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });
});

describe('provenance', () => {
  it('lists every source of a merged event, linking to the listings it has', async () => {
    serveList(server, () => ({
      rows: [
        makeRow({
          id: 7,
          title: 'Summer Stage',
          source: 'crawler',
          sources: [
            { source: 'nyc-parks', sourceId: 'p-1', url: 'https://parks.example/e/1' },
            { source: 'ticketmaster', sourceId: 'tm-9', url: null },
          ],
        }),
      ],
      total: 1,
    }));
    renderWithProviders(<EventDatabasePage />, { route: '/event-database' });

    const link = await screen.findByRole('link', {
      name: 'nyc-parks, open its listing of Summer Stage',
    });
    expect(link).toHaveAttribute('href', 'https://parks.example/e/1');
    expect(link.closest('td')).toHaveTextContent('Crawlervia nyc-parks, ticketmaster');
  });
});
