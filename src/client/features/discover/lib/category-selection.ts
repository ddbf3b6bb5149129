import {
  categoriesParam as orderedParam,
  type CategorySelection as Selection,
} from '#client/lib/category-selection.ts';
import { categoryFilterIds, type CategoryFilterId } from '#shared/categories.ts';

export { isFiltered, toggleCategory } from '#client/lib/category-selection.ts';

/** The deck's chips before "More" is opened: All and the first nine categories. */
export const FIRST_CHIPS = 10;

export type CategorySelection = Selection<CategoryFilterId>;

export const ALL_CATEGORIES: CategorySelection = ['all'];

/** The `categories` query value in chip order (one cache key per set), or null for all. */
export function categoriesParam(selection: CategorySelection): string | null {
  return orderedParam(selection, categoryFilterIds);
}
