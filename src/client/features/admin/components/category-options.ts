import { categoryChoices, categoryLabel } from '#shared/categories.ts';

export interface CategoryOption {
  value: string;
  label: string;
}

/**
 * The shared category choices (docs/product.md#categories), plus the event's own category when
 * it is not one of them (a row stored before the list was settled), so the select shows it.
 */
export function categoryOptionsWith(current: string): CategoryOption[] {
  if (!current || categoryChoices.some((o) => o.value === current)) return [...categoryChoices];
  return [...categoryChoices, { value: current, label: categoryLabel(current) }];
}
