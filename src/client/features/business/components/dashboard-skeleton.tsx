function Block({ className }: { className: string }) {
  return <span aria-hidden className={`block animate-pulse rounded-lg bg-white/8 ${className}`} />;
}

/** The dashboard's shape while the account or its events load. */
export function DashboardSkeleton({ header = true }: { header?: boolean }) {
  return (
    <div role="status" className="flex flex-col gap-5">
      <span className="sr-only">Loading your business dashboard…</span>
      {header && (
        <div className="flex flex-col gap-2">
          <Block className="h-9 w-3/5" />
          <Block className="h-6 w-24 rounded-full" />
        </div>
      )}
      <div className="grid grid-cols-3 gap-3">
        {[0, 1, 2].map((i) => (
          <Block key={i} className="h-20 rounded-2xl" />
        ))}
      </div>
      <Block className="h-12 rounded-full" />
      {[0, 1].map((i) => (
        <Block key={i} className="h-64 rounded-3xl" />
      ))}
    </div>
  );
}
