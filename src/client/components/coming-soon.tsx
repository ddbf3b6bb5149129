import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from './ui/card.tsx';

interface ComingSoonProps {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Links that already lead somewhere useful; never controls that do nothing yet. */
  children?: ReactNode;
}

/** A page whose feature is not built yet, saying so plainly. */
export function ComingSoon({ icon: Icon, title, description, children }: ComingSoonProps) {
  return (
    <section className="flex flex-col gap-5">
      <h1 className="text-3xl font-black tracking-tight text-white">{title}</h1>
      <Card className="relative flex flex-col items-center gap-4 overflow-hidden px-6 py-10 text-center">
        <div
          aria-hidden
          className="absolute -top-20 left-1/2 h-40 w-64 -translate-x-1/2 rounded-full bg-hot-500/20 blur-3xl"
        />
        <span className="relative flex size-16 items-center justify-center rounded-3xl bg-brand shadow-glow">
          <Icon aria-hidden className="size-8 text-white" />
        </span>
        <p className="relative rounded-full border border-ember-500/40 bg-ember-500/10 px-3 py-1 text-xs font-bold tracking-wider text-ember-400 uppercase">
          Coming soon
        </p>
        <p className="relative max-w-sm text-mist-300">{description}</p>
        {children && (
          <div className="relative mt-2 flex flex-wrap justify-center gap-3">{children}</div>
        )}
      </Card>
    </section>
  );
}
