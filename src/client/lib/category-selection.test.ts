import { describe, expect, it } from 'vitest';
import { categoriesParam, isFiltered, toggleCategory } from './category-selection.ts';

describe('toggleCategory', () => {
  it('swaps All for the first choice, adds and removes, and falls back to All', () => {
    const one = toggleCategory<string>(['all'], 'movie');
    expect(one).toEqual(['movie']);
    const two = toggleCategory(one, 'yoga');
    expect(two).toEqual(['movie', 'yoga']);
    expect(toggleCategory(two, 'movie')).toEqual(['yoga']);
    expect(toggleCategory(['yoga'], 'yoga')).toEqual(['all']);
  });

  it('resets to just All when All is chosen', () => {
    expect(toggleCategory(['movie', 'yoga'], 'all')).toEqual(['all']);
  });
});

describe('categoriesParam', () => {
  it('follows the given order, and is null for All', () => {
    const order = ['all', 'art', 'movie', 'yoga'];
    expect(categoriesParam(['yoga', 'art'], order)).toBe('art,yoga');
    expect(categoriesParam(['all'], order)).toBeNull();
    expect(isFiltered(['all'])).toBe(false);
  });
});
