import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '#shared/schemas/profile.ts';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { useTasteIntroOpen } from '../hooks/use-taste-intro-open.ts';
import { TasteIntro } from './taste-intro.tsx';

const { server } = setupApiServer();
const PREFS_URL = '/api/users/me/preferences';

/** A server that keeps the preferences and records every change sent to it. */
function preferencesServer(start: Partial<Preferences> = {}) {
  let saved: Preferences = { ...DEFAULT_PREFERENCES, ...start };
  const patches: unknown[] = [];
  server.use(
    http.get(PREFS_URL, () => HttpResponse.json(saved)),
    http.patch(PREFS_URL, async ({ request }) => {
      const change = (await request.json()) as Partial<Preferences>;
      patches.push(change);
      saved = { ...saved, ...change };
      return HttpResponse.json(saved);
    }),
  );
  return { patches };
}

/** The step as the discover page places it: only while the saved preferences ask for it. */
function Host({ onPicksSaved }: { onPicksSaved: () => void }) {
  const open = useTasteIntroOpen();
  return (
    <>
      <p>Deck behind</p>
      {open && <TasteIntro onPicksSaved={onPicksSaved} />}
    </>
  );
}

const dialog = () => screen.findByRole('dialog', { name: 'Pick a few things you like' });

describe('TasteIntro', () => {
  it('saves the picked categories and home borough, and closes for good', async () => {
    const { patches } = preferencesServer();
    const onPicksSaved = vi.fn();
    const { user } = renderWithProviders(<Host onPicksSaved={onPicksSaved} />);
    await dialog();
    expect(screen.getByText('Deck behind')).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'Start swiping' });
    expect(start).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Comedy' }));
    await user.click(screen.getByRole('button', { name: 'Music' }));
    await user.click(screen.getByRole('button', { name: 'Music' }));
    await user.click(screen.getByRole('button', { name: 'Art & Culture' }));
    await user.click(screen.getByRole('button', { name: 'Queens' }));
    expect(screen.getByRole('button', { name: 'Queens' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(start);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(patches).toEqual([
        { lovedCategories: ['comedy', 'art'], homeBorough: 'Queens', tasteIntroDone: true },
      ]),
    );
    // Told once the save is in, though the step closed before it was.
    await waitFor(() => expect(onPicksSaved).toHaveBeenCalledTimes(1));
  });

  it('skips without picks, and closes for good', async () => {
    const { patches } = preferencesServer();
    const onPicksSaved = vi.fn();
    const { user } = renderWithProviders(<Host onPicksSaved={onPicksSaved} />);
    await dialog();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(patches).toEqual([{ tasteIntroDone: true }]));
    expect(onPicksSaved).not.toHaveBeenCalled();
  });
});
