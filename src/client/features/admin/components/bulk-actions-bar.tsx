import { Pencil, Trash2, X } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

interface BulkActionsBarProps {
  count: number;
  onEdit: () => void;
  onDelete: () => void;
  onClear: () => void;
}

/** Shown while rows are selected: what bulk Edit and Delete will act on. */
export function BulkActionsBar({ count, onEdit, onDelete, onClear }: BulkActionsBarProps) {
  return (
    <div
      role="region"
      aria-label="Selected events"
      className="flex w-full flex-wrap items-center gap-2 rounded-2xl border border-hot-500/40 bg-ink-800/95 px-4 py-3 shadow-2xl backdrop-blur"
    >
      <p className="mr-auto text-sm font-bold text-white">{count} selected</p>
      <Button size="sm" variant="secondary" onClick={onEdit}>
        <Pencil aria-hidden className="size-4" />
        Edit selected
      </Button>
      <Button size="sm" variant="danger" onClick={onDelete}>
        <Trash2 aria-hidden className="size-4" />
        Delete selected
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear} aria-label="Clear selection">
        <X aria-hidden className="size-4" />
        <span className="max-sm:hidden">Clear</span>
      </Button>
    </div>
  );
}
