/** A result card's outline while the first results load. */
export function ResultSkeleton() {
  return (
    <li className="flex animate-pulse flex-col gap-3 rounded-3xl border border-white/6 bg-ink-850/60 p-3">
      <div className="flex gap-3.5">
        <div className="size-24 shrink-0 rounded-2xl bg-white/8 sm:size-28" />
        <div className="flex flex-1 flex-col gap-2 py-1">
          <div className="h-5 w-20 rounded-full bg-white/8" />
          <div className="h-4 w-4/5 rounded bg-white/10" />
          <div className="h-3 w-1/2 rounded bg-white/6" />
          <div className="h-3 w-2/3 rounded bg-white/6" />
        </div>
      </div>
      <div className="h-3 w-full rounded bg-white/6" />
      <div className="h-9 w-full rounded-full bg-white/5" />
    </li>
  );
}
