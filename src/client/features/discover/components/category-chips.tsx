import { CategoryChipRow } from '#client/components/events/category-chip-row.tsx';
import { categoryFilterIds, type CategoryFilterId } from '#shared/categories.ts';
import { FIRST_CHIPS, type CategorySelection } from '../lib/category-selection.ts';

interface CategoryChipsProps {
  selection: CategorySelection;
  onToggle: (id: CategoryFilterId) => void;
}

/** The deck's filter row: the first 10 chips of the shared list, then "More" for the rest. */
export function CategoryChips({ selection, onToggle }: CategoryChipsProps) {
  return (
    <CategoryChipRow
      ids={categoryFilterIds}
      selection={selection}
      onToggle={onToggle}
      firstShown={FIRST_CHIPS}
    />
  );
}
