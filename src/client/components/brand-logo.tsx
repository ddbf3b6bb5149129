import { clsx } from 'clsx';
import { Heart } from 'lucide-react';

/** Two stacked cards, the front one loved: the product in one glance. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span aria-hidden className={clsx('relative inline-block size-8 shrink-0', className)}>
      <span className="absolute inset-y-[8%] left-[4%] w-[62%] -rotate-12 rounded-[28%] bg-ink-600" />
      <span className="absolute inset-y-[6%] right-[4%] flex w-[64%] rotate-[8deg] items-center justify-center rounded-[28%] bg-brand shadow-glow">
        <Heart className="size-[52%] fill-white text-white" strokeWidth={0} />
      </span>
    </span>
  );
}

export function BrandLogo({ className }: { className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      <BrandMark />
      <span className="text-lg font-extrabold tracking-tight text-white">
        Swipe<span className="text-gradient">NYC</span>
      </span>
    </span>
  );
}
