import { discoverCategoryIds, type DiscoverCategoryId } from '#shared/categories.ts';

/** SPEC §2: the chip row shows the first 10 discover categories, "All" first. */
export const CHIP_CATEGORIES: readonly DiscoverCategoryId[] = discoverCategoryIds.slice(0, 10);

export type CategorySelection = readonly DiscoverCategoryId[];

export const ALL_CATEGORIES: CategorySelection = ['all'];

/**
 * SPEC §4 chip rules: All resets to just All; choosing another category drops All; removing
 * the last chosen category falls back to All.
 */
export function toggleCategory(
  selection: CategorySelection,
  id: DiscoverCategoryId,
): CategorySelection {
  if (id === 'all') return ALL_CATEGORIES;
  const chosen = selection.filter((c) => c !== 'all');
  const next = chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id];
  return next.length === 0 ? ALL_CATEGORIES : next;
}

export function isFiltered(selection: CategorySelection): boolean {
  return !selection.includes('all');
}

/** The `categories` query value in chip order (one cache key per set), or null for all. */
export function categoriesParam(selection: CategorySelection): string | null {
  if (!isFiltered(selection)) return null;
  return discoverCategoryIds.filter((id) => selection.includes(id)).join(',');
}
