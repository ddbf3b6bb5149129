import type { HTMLAttributes } from 'react';
import { clsx } from 'clsx';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={clsx(
        'rounded-3xl border border-white/8 bg-ink-850/80 shadow-[0_20px_60px_-30px_rgb(0_0_0/0.8)] backdrop-blur',
        className,
      )}
      {...props}
    />
  );
}
