import { Card } from '#client/components/ui/card.tsx';

function Block({ className }: { className: string }) {
  return <span aria-hidden className={`block animate-pulse rounded-lg bg-white/8 ${className}`} />;
}

/** The Stats tab's shape while it loads, so nothing jumps when the numbers arrive. */
export function StatsSkeleton() {
  return (
    <div role="status" aria-busy className="flex flex-col gap-4">
      <span className="sr-only">Loading your stats…</span>
      <div className="grid grid-cols-3 gap-3">
        {[0, 1, 2].map((i) => (
          <Card key={i} className="flex flex-col gap-2 p-4">
            <Block className="size-5" />
            <Block className="h-8 w-10" />
            <Block className="h-3 w-16" />
          </Card>
        ))}
      </div>
      <Card className="flex flex-col gap-4 p-5">
        <Block className="h-4 w-32" />
        <Block className="h-2 w-full" />
        <Block className="h-10 w-full" />
      </Card>
      <Card className="flex flex-col gap-3 p-5">
        <Block className="h-5 w-28" />
        {[0, 1, 2].map((i) => (
          <Block key={i} className="h-16 w-full" />
        ))}
      </Card>
    </div>
  );
}
