/**
 * Swipes made offline that wait for the connection. The live region stays rendered (and
 * visible) when empty so screen readers announce the pill when it appears; the negative margin
 * takes back the page's gap so the empty region costs no space.
 */
export function SyncStatus({ waiting }: { waiting: number }) {
  return (
    <div role="status" className="flex justify-center empty:-mb-4">
      {waiting > 0 && (
        <span className="inline-flex items-center gap-1.5 rounded-full border border-white/12 bg-ink-800/90 px-3 py-1 text-xs font-semibold text-mist-300">
          <span aria-hidden className="size-1.5 rounded-full bg-amber-300" />
          {waiting === 1 ? '1 swipe' : `${waiting} swipes`} waiting to sync
        </span>
      )}
    </div>
  );
}
