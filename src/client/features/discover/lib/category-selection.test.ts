import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  categoriesParam,
  isFiltered,
  toggleCategory,
} from './category-selection.ts';

describe('toggleCategory', () => {
  it('replaces All with the first chosen category', () => {
    expect(toggleCategory(ALL_CATEGORIES, 'comedy')).toEqual(['comedy']);
  });

  it('adds and removes further categories', () => {
    const two = toggleCategory(['comedy'], 'music');
    expect(two).toEqual(['comedy', 'music']);
    expect(toggleCategory(two, 'comedy')).toEqual(['music']);
  });

  it('falls back to All when the last category is removed', () => {
    expect(toggleCategory(['music'], 'music')).toEqual(['all']);
  });

  it('resets to just All when All is chosen', () => {
    expect(toggleCategory(['music', 'art'], 'all')).toEqual(['all']);
    expect(toggleCategory(ALL_CATEGORIES, 'all')).toEqual(['all']);
  });
});

describe('categoriesParam', () => {
  it('is null for All and lists ids in chip order otherwise', () => {
    expect(categoriesParam(ALL_CATEGORIES)).toBeNull();
    expect(categoriesParam(['sports', 'music'])).toBe('music,sports');
    expect(categoriesParam(['other', 'festival', 'movie'])).toBe('movie,festival,other');
    expect(isFiltered(['music'])).toBe(true);
    expect(isFiltered(ALL_CATEGORIES)).toBe(false);
  });
});
