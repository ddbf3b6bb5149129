import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { neighborhoodsByBorough } from '#shared/nyc/neighborhoods.ts';
import { renderAt, searchesSent, serveSearch } from '#test/support/client/search/search-api.tsx';
import { SearchPage } from './search-page.tsx';

const { server, requests } = setupApiServer();

afterEach(() => vi.useRealTimers());

const url = () => screen.getByTestId('url').textContent;
const navigation = () => screen.getByTestId('navigation').textContent;
const summary = () => screen.getByText('Showing:').parentElement;
const select = (name: string) => screen.getByRole('combobox', { name });
const optionTexts = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((o) => o.textContent);

async function openPanel(query = '') {
  serveSearch(server, () => ({ events: [] }));
  const view = renderAt(<SearchPage />, `/search${query}`);
  await view.user.click(screen.getByRole('button', { name: /^Filters/ }));
  return view;
}

describe('location panel', () => {
  it('keeps the neighborhood select closed until a borough is chosen, then lists its own', async () => {
    const { user } = await openPanel();
    expect(select('Neighborhood')).toBeDisabled();
    expect(optionTexts('Borough')).toEqual([
      'All boroughs',
      'Manhattan',
      'Brooklyn',
      'Queens',
      'Bronx',
      'Staten Island',
    ]);

    await user.selectOptions(select('Borough'), 'Brooklyn');
    expect(url()).toBe('?borough=Brooklyn');
    expect(navigation()).toBe('PUSH');
    expect(select('Neighborhood')).toBeEnabled();
    expect(optionTexts('Neighborhood')).toEqual([
      'All neighborhoods',
      ...neighborhoodsByBorough.Brooklyn,
    ]);

    await user.selectOptions(select('Neighborhood'), 'Williamsburg');
    expect(url()).toBe('?borough=Brooklyn&neighborhood=Williamsburg');
    await waitFor(() =>
      expect(searchesSent(requests)).toContain('borough=Brooklyn&neighborhood=Williamsburg'),
    );

    // Another borough drops a neighborhood that is not in it.
    await user.selectOptions(select('Borough'), 'Queens');
    expect(url()).toBe('?borough=Queens');
    expect(select('Neighborhood')).toHaveValue('');
    await user.selectOptions(select('Borough'), 'All boroughs');
    expect(url()).toBe('');
    expect(select('Neighborhood')).toBeDisabled();
  });

  it('sets the borough along with a quick neighborhood', async () => {
    const { user } = await openPanel();
    const quick = within(screen.getByRole('group', { name: 'Popular neighborhoods' }));
    expect(quick.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'SoHo',
      'Brooklyn Heights',
      'Williamsburg',
      'Upper East Side',
      'Chelsea',
      'Astoria',
    ]);

    await user.click(quick.getByRole('button', { name: 'Astoria' }));
    expect(url()).toBe('?borough=Queens&neighborhood=Astoria');
    expect(select('Borough')).toHaveValue('Queens');
    expect(select('Neighborhood')).toHaveValue('Astoria');
    expect(quick.getByRole('button', { name: 'Astoria' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(quick.getByRole('button', { name: 'SoHo' }));
    expect(url()).toBe('?borough=Manhattan&neighborhood=SoHo');
    expect(summary()).toHaveTextContent('Showing: SoHo, Manhattan');
    expect(screen.getByRole('button', { name: 'Filters, 2 active' })).toBeInTheDocument();
  });

  it('offers Any date and the presets, naming a preset in the URL', async () => {
    const { user } = await openPanel();
    const dates = within(screen.getByRole('group', { name: 'Event date' }));
    expect(dates.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Any date',
      'Tonight',
      'Tomorrow',
      'This weekend',
      'Next 7 days',
      'Pick dates',
    ]);
    expect(dates.getByRole('button', { name: 'Any date' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(dates.getByRole('button', { name: 'This weekend' }));
    expect(url()).toBe('?when=weekend');
    expect(summary()).toHaveTextContent('Showing: This weekend');
    expect(dates.getByRole('button', { name: 'This weekend' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Filters, 1 active' })).toBeInTheDocument();
    await waitFor(() => expect(searchesSent(requests)).toContain('when=weekend'));

    await user.click(dates.getByRole('button', { name: 'Tonight' }));
    expect(url()).toBe('?when=tonight');
    await user.click(dates.getByRole('button', { name: 'Any date' }));
    expect(url()).toBe('');
  });

  it('searches a custom range, and holds back one that ends before it starts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Friday evening in New York, already Saturday in UTC.
    vi.setSystemTime(new Date('2030-03-09T03:30:00Z'));
    const { user } = await openPanel('?when=tomorrow');
    await user.click(screen.getByRole('button', { name: 'Pick dates' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    // Nothing before today in New York can be picked.
    expect(from).toHaveAttribute('min', '2030-03-08');

    await user.type(from, '2030-03-12');
    // Nothing is searched until the range has both ends.
    expect(url()).toBe('?when=tomorrow');
    await user.type(to, '2030-03-10');
    expect(to).toHaveAccessibleDescription('The end date is before the start date');
    expect(url()).toBe('?when=tomorrow');

    await user.clear(to);
    await user.type(to, '2030-03-15');
    expect(url()).toBe('?from=2030-03-12&to=2030-03-15');
    expect(summary()).toHaveTextContent('Showing: Tue, Mar 12 – Fri, Mar 15');
    await waitFor(() => expect(searchesSent(requests)).toContain('from=2030-03-12&to=2030-03-15'));

    // A preset replaces the range.
    await user.click(screen.getByRole('button', { name: 'Next 7 days' }));
    expect(url()).toBe('?when=week');
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
  });

  it('opens a shared link with a range showing its dates', async () => {
    await openPanel('?from=2030-03-12&to=2030-03-15');
    expect(screen.getByLabelText('From')).toHaveValue('2030-03-12');
    expect(screen.getByLabelText('To')).toHaveValue('2030-03-15');
    expect(screen.getByRole('button', { name: 'Pick dates' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('applies free-text location on Enter or the button, which waits for text', async () => {
    const { user } = await openPanel();
    const button = screen.getByRole('button', { name: 'Search location' });
    const field = screen.getByRole('textbox', { name: 'Location' });
    expect(button).toBeDisabled();
    await user.type(field, '   ');
    expect(button).toBeDisabled();

    await user.clear(field);
    await user.type(field, 'Bedford Ave');
    // Typing alone does not search.
    expect(url()).toBe('');
    await user.click(button);
    expect(url()).toBe('?location=Bedford+Ave');

    await user.clear(field);
    await user.type(field, 'Prospect Park{Enter}');
    expect(url()).toBe('?location=Prospect+Park');
    expect(summary()).toHaveTextContent('Showing: near “Prospect Park”');
  });

  it('clears its own filters and leaves the search text and categories', async () => {
    const { user } = await openPanel(
      '?q=jazz&categories=music&borough=Brooklyn&neighborhood=Williamsburg&location=Bedford',
    );
    expect(screen.getByRole('button', { name: 'Filters, 3 active' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(url()).toBe('?q=jazz&categories=music');
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('');
    expect(select('Borough')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });
});
