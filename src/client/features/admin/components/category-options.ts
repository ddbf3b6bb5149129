import { categoryLabel, normalizeCategory } from '#shared/categories.ts';

export interface CategoryOption {
  value: string;
  label: string;
}

/**
 * The per-screen category lists (docs/product.md#categories) as choices. Values are the canonical
 * ids the server stores ("concert" is saved as music), so a row's category selects its choice and
 * the filter in the URL names what the rows' chips show.
 */
export function categoryOptions(ids: readonly string[]): CategoryOption[] {
  const values = [...new Set(ids.map((id) => normalizeCategory(id)))];
  return values.map((value) => ({ value, label: categoryLabel(value) }));
}

/** The choices, plus the event's own category when it is not one of them. */
export function categoryOptionsWith(ids: readonly string[], current: string): CategoryOption[] {
  const options = categoryOptions(ids);
  if (!current || options.some((o) => o.value === current)) return options;
  return [...options, { value: current, label: categoryLabel(current) }];
}
