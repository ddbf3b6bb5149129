import { Loader2 } from 'lucide-react';

export function DeckLoading() {
  return (
    <div
      role="status"
      className="absolute inset-0 flex items-center justify-center gap-3 rounded-[2rem] bg-ink-900/60 text-mist-400"
    >
      <Loader2 aria-hidden className="size-5 animate-spin text-hot-400" />
      Loading events...
    </div>
  );
}
