import { plural } from './admin-format.ts';

interface SwipeMixBarProps {
  swipes: { liked: number; maybe: number; passed: number };
}

const parts = [
  { key: 'liked', label: 'Liked', className: 'bg-love' },
  { key: 'maybe', label: 'Maybe', className: 'bg-maybe' },
  { key: 'passed', label: 'Passed', className: 'bg-pass' },
] as const;

/** How swipes split between the three actions: one stacked bar, with a legend in words. */
export function SwipeMixBar({ swipes }: SwipeMixBarProps) {
  const total = swipes.liked + swipes.maybe + swipes.passed;
  const percent = (n: number) => (total > 0 ? Math.round((n / total) * 100) : 0);
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm font-semibold text-white">
        Swipe actions <span className="font-normal text-mist-400">· {plural(total, 'swipe')}</span>
      </figcaption>
      <div aria-hidden className="flex h-3 overflow-hidden rounded-full bg-white/6">
        {parts.map(({ key, className }) => (
          <span
            key={key}
            className={className}
            style={{ width: `${total > 0 ? (swipes[key] / total) * 100 : 0}%` }}
          />
        ))}
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {parts.map(({ key, label, className }) => (
          <li key={key} className="flex items-center gap-2 text-mist-300">
            <span aria-hidden className={`size-2.5 rounded-full ${className}`} />
            {label}
            <span className="font-semibold text-white tabular-nums">
              {swipes[key].toLocaleString('en-US')}
            </span>
            <span className="text-mist-500">({percent(swipes[key])}%)</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
