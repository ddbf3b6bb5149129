import { clsx } from 'clsx';

/** Connected / Not connected, told by words and not only by colour. */
export function StatusPill({ on, label }: { on: boolean; label: string }) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-bold',
        on
          ? 'border-love/40 bg-love/12 text-emerald-200'
          : 'border-white/10 bg-white/5 text-mist-400',
      )}
    >
      <span
        aria-hidden
        className={clsx(
          'size-1.5 rounded-full',
          on ? 'bg-love shadow-[0_0_8px] shadow-love' : 'bg-mist-500',
        )}
      />
      {label}
    </span>
  );
}
