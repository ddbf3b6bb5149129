import {
  categoriesParam as orderedParam,
  type CategorySelection as Selection,
} from '#client/lib/category-selection.ts';
import { discoverCategoryIds, type DiscoverCategoryId } from '#shared/categories.ts';

export { isFiltered, toggleCategory } from '#client/lib/category-selection.ts';

/** The chip row shows the first 10 discover categories, "All" first. */
export const CHIP_CATEGORIES: readonly DiscoverCategoryId[] = discoverCategoryIds.slice(0, 10);

export type CategorySelection = Selection<DiscoverCategoryId>;

export const ALL_CATEGORIES: CategorySelection = ['all'];

/** The `categories` query value in chip order (one cache key per set), or null for all. */
export function categoriesParam(selection: CategorySelection): string | null {
  return orderedParam(selection, discoverCategoryIds);
}
