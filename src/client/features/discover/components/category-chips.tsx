import { CategoryChipRow } from '#client/components/events/category-chip-row.tsx';
import type { DiscoverCategoryId } from '#shared/categories.ts';
import { CHIP_CATEGORIES, type CategorySelection } from '../lib/category-selection.ts';

interface CategoryChipsProps {
  selection: CategorySelection;
  onToggle: (id: DiscoverCategoryId) => void;
}

/** The deck's filter row: the first 10 discover categories. */
export function CategoryChips({ selection, onToggle }: CategoryChipsProps) {
  return <CategoryChipRow ids={CHIP_CATEGORIES} selection={selection} onToggle={onToggle} />;
}
