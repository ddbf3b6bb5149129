import { clsx } from 'clsx';

interface ProgressBarProps {
  value: number;
  max: number;
  /** The accessible name, e.g. "Like rate". */
  label: string;
  /** How a screen reader says the value, e.g. "7 of 10 swipes". */
  valueText: string;
  className?: string;
}

export function ProgressBar({ value, max, label, valueText, className }: ProgressBarProps) {
  const now = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (now / max) * 100 : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={now}
      aria-valuetext={valueText}
      className={clsx('h-2 w-full overflow-hidden rounded-full bg-white/8', className)}
    >
      <div
        className="h-full rounded-full bg-brand transition-[width] duration-500"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
