import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { categories } from '#shared/categories.ts';
import {
  ALL_CATEGORIES,
  toggleCategory,
  type CategorySelection,
} from '../lib/category-selection.ts';
import { CategoryChips } from './category-chips.tsx';

/** The chips as the discover page wires them: the selection kept in state, toggled by the rules. */
function Chips() {
  const [selection, setSelection] = useState<CategorySelection>(ALL_CATEGORIES);
  return (
    <CategoryChips
      selection={selection}
      onToggle={(id) => setSelection((current) => toggleCategory(current, id))}
    />
  );
}

function setup() {
  render(<Chips />);
  const group = within(screen.getByRole('group', { name: 'Filter by category' }));
  return { user: userEvent.setup(), chip: (name: string) => group.getByRole('button', { name }) };
}

const pressedChips = () =>
  screen
    .getAllByRole('button', { pressed: true })
    .map((chip) => chip.textContent)
    .sort();

describe('CategoryChips', () => {
  it('shows the first 10 chips, All first and chosen, then More', () => {
    setup();

    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All',
      'Music',
      'Comedy',
      'Theater',
      'Art & Culture',
      'Museums',
      'Food & Drink',
      'Sports',
      'Lectures',
      'Nightlife',
      'More+8',
    ]);
    expect(pressedChips()).toEqual(['All']);
  });

  it('More reveals every other category of the shared list from the keyboard', async () => {
    const { user } = setup();
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    more.focus();
    await user.keyboard('{Enter}');

    const chips = screen.getAllByRole('button').map((b) => b.textContent);
    expect(chips).toEqual(['All', ...categories.map((c) => c.label)]);
    // Focus lands on the first revealed chip, so Tab goes on through the new ones.
    expect(document.activeElement).toHaveTextContent('Outdoor');
    await user.keyboard('{Enter}');
    expect(pressedChips()).toEqual(['Outdoor']);
  });

  it('choosing a category removes All, and several can be chosen', async () => {
    const { user, chip } = setup();

    await user.click(chip('Music'));
    expect(pressedChips()).toEqual(['Music']);
    expect(chip('All')).toHaveAttribute('aria-pressed', 'false');

    await user.click(chip('Comedy'));
    expect(pressedChips()).toEqual(['Comedy', 'Music']);
  });

  it('All resets the selection to just All', async () => {
    const { user, chip } = setup();
    await user.click(chip('Music'));
    await user.click(chip('Sports'));

    await user.click(chip('All'));

    expect(pressedChips()).toEqual(['All']);
  });

  it('deselecting the last chosen category returns to All', async () => {
    const { user, chip } = setup();
    await user.click(chip('Theater'));
    await user.click(chip('Nightlife'));

    await user.click(chip('Theater'));
    expect(pressedChips()).toEqual(['Nightlife']);

    await user.click(chip('Nightlife'));
    expect(pressedChips()).toEqual(['All']);
  });
});
