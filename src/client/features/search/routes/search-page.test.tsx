import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { makeEvent } from '#test/support/client/make-event.ts';
import { renderAt, searchesSent, serveSearch } from '#test/support/client/search/search-api.tsx';
import { categories } from '#shared/categories.ts';
import { SEARCH_PAGE_SIZE } from '../api/search-events.ts';
import { SearchPage } from './search-page.tsx';

const { server, requests } = setupApiServer();

const url = () => screen.getByTestId('url').textContent;
const navigation = () => screen.getByTestId('navigation').textContent;
const box = () => screen.getByRole('searchbox', { name: 'Search events' });
const results = () => screen.getByRole('list', { name: 'Search results' });

describe('search box', () => {
  it('searches once typing pauses, keeping the last results up until the new ones arrive', async () => {
    let release = () => {};
    const jazzLoaded = new Promise<void>((resolve) => (release = resolve));
    serveSearch(server, async (params) => {
      if (params.get('q') === 'jazz') {
        await jazzLoaded;
        return { events: [makeEvent({ id: 2, title: 'Jazz night' })] };
      }
      return { events: [makeEvent({ id: 1, title: 'Open mic' })] };
    });
    const { user } = renderAt(<SearchPage />, '/search');
    expect(await screen.findByText('Open mic')).toBeInTheDocument();

    await user.type(box(), 'jazz');
    await waitFor(() => expect(searchesSent(requests)).toEqual(['', 'q=jazz']));
    // One search for the word, none for the letters on the way.
    expect(url()).toBe('?q=jazz');
    expect(navigation()).toBe('REPLACE');

    // The old results stay, marked as being replaced.
    expect(screen.getByText('Open mic')).toBeInTheDocument();
    expect(results()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('1 event found, updating…');

    release();
    expect(await screen.findByText('Jazz night')).toBeInTheDocument();
    expect(screen.queryByText('Open mic')).not.toBeInTheDocument();
    expect(results()).not.toHaveAttribute('aria-busy');
    expect(box()).toHaveValue('jazz');
  });

  it('searches at once on Enter', async () => {
    serveSearch(server, () => ({ events: [] }));
    const { user } = renderAt(<SearchPage />, '/search');
    await user.type(box(), 'comedy{Enter}');
    expect(url()).toBe('?q=comedy');
  });
});

describe('what the search understood', () => {
  it('shows the filters the text named as chips, and × searches those words as words', async () => {
    serveSearch(server, (params) =>
      params.get('q') === 'jazz in UWS tonight'
        ? {
            events: [makeEvent({ title: 'Late jazz' })],
            understood: [
              { words: 'jazz', label: 'Music', applied: true },
              { words: 'UWS', label: 'Upper West Side', applied: true },
              { words: 'tonight', label: 'Tonight', applied: false },
            ],
          }
        : { events: [] },
    );
    const { user } = renderAt(<SearchPage />, '/search?q=jazz+in+UWS+tonight');
    const chips = await screen.findByRole('list', { name: 'Understood from your search' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Music', 'Upper West Side', 'Tonight']);
    expect(screen.getByText('Struck out: a filter you chose wins.')).toBeVisible();

    await user.click(
      within(chips).getByRole('button', {
        name: 'Upper West Side: search “UWS” as words instead',
      }),
    );
    expect(url()).toBe('?q=jazz+in+%22UWS%22+tonight');
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Understood from your search' })).toBeNull(),
    );
  });
});

describe('the URL', () => {
  it('holds the whole search, so a shared link or a reload shows it again', async () => {
    serveSearch(server, () => ({ events: [makeEvent()] }));
    const { user } = renderAt(
      <SearchPage />,
      '/search?q=trio&categories=comedy,music&borough=Brooklyn&neighborhood=Williamsburg&location=Bedford&when=weekend',
    );
    await screen.findByText('1 event found');
    expect(searchesSent(requests)).toEqual([
      'q=trio&categories=music%2Ccomedy&borough=Brooklyn&neighborhood=Williamsburg&location=Bedford&when=weekend',
    ]);
    expect(box()).toHaveValue('trio');
    const chips = within(screen.getByRole('group', { name: 'Filter by category' }));
    expect(chips.getAllByRole('button', { pressed: true }).map((chip) => chip.textContent)).toEqual(
      ['Music', 'Comedy'],
    );
    expect(screen.getByRole('button', { name: 'Filters, 4 active' })).toBeInTheDocument();
    expect(
      screen.getByText('Williamsburg, Brooklyn · near “Bedford” · This weekend'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters, 4 active' }));
    expect(screen.getByRole('combobox', { name: 'Borough' })).toHaveValue('Brooklyn');
    expect(screen.getByRole('combobox', { name: 'Neighborhood' })).toHaveValue('Williamsburg');
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('Bedford');
  });

  it('ignores what the API would refuse in a hand-edited link', async () => {
    serveSearch(server, () => ({ events: [] }));
    renderAt(<SearchPage />, '/search?borough=Queens&neighborhood=SoHo&categories=bogus');
    await screen.findByText('0 events found');
    expect(searchesSent(requests)).toEqual(['borough=Queens']);
  });
});

describe('category chips', () => {
  it('choose several categories, and All resets them', async () => {
    serveSearch(server, () => ({ events: [] }));
    const { user } = renderAt(<SearchPage />, '/search');
    const chips = within(screen.getByRole('group', { name: 'Filter by category' }));
    const chip = (name: string) => chips.getByRole('button', { name });

    // The shared list, every category, in its order (docs/product.md#categories).
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All',
      ...categories.map((c) => c.label),
    ]);
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    await user.click(chip('Music'));
    await user.click(chip('Comedy'));
    expect(url()).toBe('?categories=music%2Ccomedy');
    expect(navigation()).toBe('PUSH');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(searchesSent(requests)).toContain('categories=music%2Ccomedy'));

    await user.click(chip('All'));
    expect(url()).toBe('');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Music')).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('results', () => {
  it('count every match, not only the first page', async () => {
    serveSearch(server, () => ({ events: [makeEvent()], total: 734 }));
    renderAt(<SearchPage />, '/search?q=x');
    expect(await screen.findByText('734 events found')).toBeInTheDocument();
  });

  it('say 1,000+ when the count stopped at its cap', async () => {
    serveSearch(server, () => ({ events: [makeEvent()], total: 1000, capped: true }));
    renderAt(<SearchPage />, '/search?q=x');
    expect(await screen.findByText('1,000+ events found')).toBeInTheDocument();
  });

  it('mark the events saved elsewhere, and take a save back from there', async () => {
    serveSearch(server, () => ({
      events: [
        { ...makeEvent({ id: 1, title: 'Poetry slam' }), savedAs: 'liked' },
        { ...makeEvent({ id: 2, title: 'Jazz brunch' }), savedAs: 'maybe' },
        makeEvent({ id: 3, title: 'Open mic' }),
      ],
    }));
    server.use(
      http.delete('/api/user-events/1', () => HttpResponse.json({ eventId: 1, action: 'liked' })),
    );
    const { user } = renderAt(<SearchPage />, '/search');
    const loved = await screen.findByRole('article', { name: 'Poetry slam' });
    expect(within(loved).getByText('Loved')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Jazz brunch' })).getByText('Saved'),
    ).toBeVisible();
    expect(within(loved).getByRole('button', { name: 'Love' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const perhaps = screen.getByRole('article', { name: 'Jazz brunch' });
    expect(within(perhaps).getByRole('button', { name: 'Maybe' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const fresh = screen.getByRole('article', { name: 'Open mic' });
    expect(within(fresh).getByRole('button', { name: 'Love' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(within(loved).getByRole('button', { name: 'Love' }));
    await waitFor(() =>
      expect(within(loved).getByRole('button', { name: 'Love' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });

  it('show what each card needs, with Learn more only for a real link', async () => {
    serveSearch(server, () => ({
      events: [
        makeEvent({ id: 1, title: 'Linked', sourceUrl: 'https://example.com/linked' }),
        makeEvent({ id: 2, title: 'Hash', sourceUrl: '#' }),
        makeEvent({ id: 3, title: 'None', sourceUrl: null }),
      ],
    }));
    renderAt(<SearchPage />, '/search');
    const card = await screen.findByRole('article', { name: 'Linked' });
    const link = within(card).getByRole('link', { name: 'Learn more' });
    expect(link).toHaveAttribute('href', 'https://example.com/linked');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getAllByRole('link', { name: 'Learn more' })).toHaveLength(1);

    expect(within(card).getByText('Music')).toBeInTheDocument();
    expect(
      within(card).getByText('Village Vanguard · Greenwich Village · Manhattan'),
    ).toBeVisible();
    expect(within(card).getByText('Fri, Jun 14 · 8:00 PM')).toBeInTheDocument();
    expect(within(card).getByText('$40')).toBeInTheDocument();
    expect(within(card).getByText('Late set with the house trio.')).toBeInTheDocument();
  });

  it('say when nothing matches, and Clear filters starts over', async () => {
    serveSearch(server, (params) => ({
      events: params.has('q') ? [] : [makeEvent({ title: 'Anything' })],
    }));
    const { user } = renderAt(<SearchPage />, '/search?q=zzz&borough=Queens&categories=yoga');
    expect(await screen.findByRole('heading', { name: 'No events found' })).toBeInTheDocument();
    expect(screen.getByText('0 events found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(url()).toBe('');
    expect(await screen.findByText('Anything')).toBeInTheDocument();
    expect(box()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('offer no Clear filters when nothing is filtered', async () => {
    serveSearch(server, () => ({ events: [] }));
    renderAt(<SearchPage />, '/search');
    expect(await screen.findByRole('heading', { name: 'No events found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('load the next page from Load more, by the cursor the last page gave', async () => {
    const all = Array.from({ length: SEARCH_PAGE_SIZE + 10 }, (_, i) =>
      makeEvent({ id: i + 1, title: `Event ${i + 1}` }),
    );
    const cursors: (string | null)[] = [];
    serveSearch(server, (params) => {
      const cursor = params.get('cursor');
      cursors.push(cursor);
      const from = cursor ? Number(cursor.slice(1)) : 0;
      const size = Number(params.get('pageSize'));
      const more = from + size < all.length;
      return {
        events: all.slice(from, from + size),
        total: all.length,
        nextCursor: more ? `o${from + size}` : undefined,
      };
    });
    const { user } = renderAt(<SearchPage />, '/search');
    expect(await screen.findByText(`Event ${SEARCH_PAGE_SIZE}`)).toBeInTheDocument();
    expect(screen.queryByText(`Event ${SEARCH_PAGE_SIZE + 1}`)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(`Event ${SEARCH_PAGE_SIZE + 10}`)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(SEARCH_PAGE_SIZE + 10);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(cursors).toEqual([null, `o${SEARCH_PAGE_SIZE}`]);
  });

  it('show the reason when the API refuses a search', async () => {
    server.use(
      http.get('/api/events', () =>
        HttpResponse.json({ message: 'Unknown borough: Atlantis' }, { status: 400 }),
      ),
    );
    renderAt(<SearchPage />, '/search?q=x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown borough: Atlantis');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });
});
