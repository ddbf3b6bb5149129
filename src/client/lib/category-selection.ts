/** The chip that stands for "no category filter". */
export const ALL = 'all';

/** Chosen chips from one category set; `['all']` when nothing narrows the list. */
export type CategorySelection<T extends string> = readonly (T | typeof ALL)[];

/**
 * Chip rules: All resets to just All; choosing another category drops All; removing
 * the last chosen category falls back to All.
 */
export function toggleCategory<T extends string>(
  selection: CategorySelection<T>,
  id: T | typeof ALL,
): CategorySelection<T> {
  if (id === ALL) return [ALL];
  const chosen = selection.filter((c) => c !== ALL);
  const next = chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id];
  return next.length === 0 ? [ALL] : next;
}

export function isFiltered(selection: readonly string[]): boolean {
  return !selection.includes(ALL);
}

/**
 * The `categories` query value, listed in `order` so one set of chips always gives one cache
 * key and one URL, or null when All is chosen.
 */
export function categoriesParam(selection: readonly string[], order: readonly string[]) {
  if (!isFiltered(selection)) return null;
  return order.filter((id) => selection.includes(id)).join(',');
}
