import { clsx } from 'clsx';

interface AdminProgressProps {
  /** The accessible name, e.g. "Upload progress". */
  label: string;
  /** Percent done; without it the bar is indeterminate (work with no measurable end). */
  percent?: number;
  /** What is happening, e.g. "Sending file…"; announced when it changes, unlike the percent. */
  status: string;
}

/** Progress of a long admin operation: the bytes of an upload, or just "still working". */
export function AdminProgress({ label, percent, status }: AdminProgressProps) {
  const now = percent === undefined ? undefined : Math.round(Math.min(Math.max(percent, 0), 100));
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={now}
        aria-valuetext={now === undefined ? status : `${status} ${now}%`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-white/8"
      >
        <div
          className={clsx(
            'h-full rounded-full bg-brand',
            now === undefined ? 'w-full animate-pulse' : 'transition-[width] duration-300',
          )}
          style={now === undefined ? undefined : { width: `${now}%` }}
        />
      </div>
      <div className="flex items-center justify-between gap-3 text-sm">
        <p role="status" className="text-mist-300">
          {status}
        </p>
        {now !== undefined && (
          <span aria-hidden className="font-semibold text-white tabular-nums">
            {now}%
          </span>
        )}
      </div>
    </div>
  );
}
