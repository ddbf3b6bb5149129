import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '#shared/schemas/profile.ts';
import { toast } from '#client/lib/toast.ts';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { PreferencesCard } from './preferences-card.tsx';

const { server } = setupApiServer();
const PREFS_URL = '/api/users/me/preferences';

/**
 * A server that keeps the preferences and records every change sent to it. With `holdFirst`,
 * its first answer waits for `answerFirst()`, so a test can look at the screen mid-save.
 */
function preferencesServer(
  start: Partial<Preferences> = {},
  { fail = false, holdFirst = false } = {},
) {
  let saved: Preferences = { ...DEFAULT_PREFERENCES, ...start };
  const patches: unknown[] = [];
  let answerFirst = () => {};
  const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
  server.use(
    http.get(PREFS_URL, () => HttpResponse.json(saved)),
    http.patch(PREFS_URL, async ({ request }) => {
      const change = (await request.json()) as Partial<Preferences>;
      patches.push(change);
      if (holdFirst && patches.length === 1) await firstAnswered;
      if (fail) return HttpResponse.json({ message: 'Database unavailable' }, { status: 500 });
      saved = { ...saved, ...change };
      return HttpResponse.json(saved);
    }),
  );
  return { patches, answerFirst };
}

const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));

// The toast store outlives a test; a fresh toast keeps one test's toasts out of the next.
beforeEach(() => toast({ title: 'Test started' }));

async function setup() {
  const view = renderWithProviders(<PreferencesCard />, { route: '/profile?tab=more' });
  await screen.findByRole('radiogroup', { name: 'Preferred time' });
  return {
    ...view,
    distance: screen.getByRole('combobox', { name: 'Max travel distance' }),
    borough: screen.getByRole('combobox', { name: 'Borough' }),
    neighborhood: screen.getByRole('combobox', { name: 'Neighborhood' }),
  };
}

describe('PreferencesCard', () => {
  it('moves a control at once, saves only that field and confirms', async () => {
    const { patches, answerFirst } = preferencesServer({}, { holdFirst: true });
    const { user } = await setup();
    const evening = screen.getByRole('radio', { name: 'Evening' });

    await user.click(evening);

    // The control moves before the server has answered; the confirmation waits for it.
    expect(evening).toBeChecked();
    expect(toasts().queryByText('Settings Updated')).not.toBeInTheDocument();
    answerFirst();
    expect(await toasts().findByText('Settings Updated')).toBeInTheDocument();
    expect(patches).toEqual([{ preferredTime: 'evening' }]);

    await user.click(screen.getByRole('radio', { name: 'Under $25' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toEqual({ priceRange: 'under-25' });
    expect(screen.getByRole('radio', { name: 'Under $25' })).toBeChecked();
  });

  it('puts the control back and says so when the save fails', async () => {
    const { patches, answerFirst } = preferencesServer({}, { fail: true, holdFirst: true });
    const { user } = await setup();
    const evening = screen.getByRole('radio', { name: 'Evening' });

    await user.click(evening);
    expect(evening).toBeChecked();
    answerFirst();

    expect(await toasts().findByText('Error')).toBeInTheDocument();
    expect(toasts().getByText('Failed to update settings. Please try again.')).toBeInTheDocument();
    expect(evening).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Any time' })).toBeChecked();
    expect(patches).toEqual([{ preferredTime: 'evening' }]);
  });

  it('returns a failed home neighborhood to the saved one, borough and all', async () => {
    const { answerFirst } = preferencesServer(
      { homeNeighborhood: 'Astoria' },
      { fail: true, holdFirst: true },
    );
    const { user, borough, neighborhood } = await setup();

    await user.selectOptions(borough, 'Manhattan');
    expect(neighborhood).toHaveValue('');
    await user.selectOptions(neighborhood, 'Chelsea');
    expect(neighborhood).toHaveValue('Chelsea');
    answerFirst();

    await waitFor(() => expect(borough).toHaveValue('Queens'));
    expect(toasts().getByText('Error')).toBeInTheDocument();
    expect(neighborhood).toHaveValue('Astoria');
  });

  it('enables the distance only once a home neighborhood is picked', async () => {
    const { patches } = preferencesServer();
    const { user, distance, borough, neighborhood } = await setup();
    expect(distance).toBeDisabled();
    expect(neighborhood).toBeDisabled();

    await user.selectOptions(borough, 'Brooklyn');
    expect(neighborhood).toBeEnabled();
    expect(within(neighborhood).getByRole('option', { name: 'Williamsburg' })).toBeInTheDocument();
    expect(within(neighborhood).queryByRole('option', { name: 'Chelsea' })).toBeNull();
    // Choosing a borough alone saves nothing.
    expect(distance).toBeDisabled();
    expect(patches).toEqual([]);

    await user.selectOptions(neighborhood, 'Williamsburg');
    expect(distance).toBeEnabled();
    await waitFor(() => expect(patches).toEqual([{ homeNeighborhood: 'Williamsburg' }]));
    expect(screen.getByText(/Distances are measured from/)).toHaveTextContent('Williamsburg');

    await user.selectOptions(distance, 'Within 5 miles');
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toEqual({ maxDistanceMiles: 5 });

    await user.selectOptions(distance, 'Any distance');
    await waitFor(() => expect(patches).toHaveLength(3));
    expect(patches[2]).toEqual({ maxDistanceMiles: null });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(distance).toBeDisabled();
    await waitFor(() => expect(patches).toHaveLength(4));
    expect(patches[3]).toEqual({ homeNeighborhood: null });
  });

  it('starts from the saved preferences', async () => {
    preferencesServer({
      homeNeighborhood: 'Astoria',
      maxDistanceMiles: 10,
      preferredTime: 'late-night',
      priceRange: 'free',
      notifications: true,
    });
    const { distance, borough, neighborhood } = await setup();

    expect(borough).toHaveValue('Queens');
    expect(neighborhood).toHaveValue('Astoria');
    expect(distance).toBeEnabled();
    expect(distance).toHaveValue('10');
    expect(screen.getByRole('radio', { name: 'Late night' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Free' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Notifications' })).toBeChecked();
  });

  it('offers a retry when the preferences cannot be read', async () => {
    server.use(http.get(PREFS_URL, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderWithProviders(<PreferencesCard />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your preferences could not be loaded.',
    );
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
