/** The outline of list rows (batches, accounts, audit entries) while the list loads. */
export function BatchSkeleton({
  rows,
  label = 'Loading upload batches…',
}: {
  rows: number;
  /** What is loading, for screen readers. */
  label?: string;
}) {
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          aria-hidden
          className="flex items-center gap-3 rounded-2xl border border-white/6 bg-ink-950/40 p-4"
        >
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-4 w-2/5 rounded bg-white/10" />
            <div className="h-3 w-3/5 rounded bg-white/6" />
          </div>
          <div className="h-9 w-24 rounded-full bg-white/8" />
        </div>
      ))}
    </div>
  );
}
