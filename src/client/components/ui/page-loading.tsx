import { Loader2 } from 'lucide-react';

/** The small centered state shown while the session or a page's code is loading. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50dvh] flex-1 items-center justify-center">
      <div className="flex items-center gap-3 text-sm text-mist-400">
        <Loader2 aria-hidden className="size-5 animate-spin text-hot-400" />
        {label}
      </div>
    </div>
  );
}
