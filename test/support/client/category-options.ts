import { within } from '@testing-library/react';
import { categories } from '#shared/categories.ts';

/** A category select's choices as [value, label], its "choose" or "all" option left out. */
export function categoryOptionsOf(select: HTMLElement): [string | null, string | null][] {
  return within(select)
    .getAllByRole('option')
    .filter((o) => !['', 'all'].includes(o.getAttribute('value') ?? ''))
    .map((o) => [o.getAttribute('value'), o.textContent]);
}

/** The shared list as every category select must offer it (docs/product.md#categories). */
export const sharedCategoryOptions = categories.map((c) => [c.id, c.label]);
