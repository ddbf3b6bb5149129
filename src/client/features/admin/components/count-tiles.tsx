import { clsx } from 'clsx';

export interface CountTile {
  label: string;
  value: number;
  tone?: 'neutral' | 'good' | 'bad' | 'muted';
}

const tones = {
  neutral: 'text-white',
  good: 'text-emerald-300',
  bad: 'text-rose-300',
  muted: 'text-mist-300',
} as const;

/** A row of labelled numbers (rows in a file, totals of the app); four across unless told. */
export function CountTiles({ tiles, className }: { tiles: CountTile[]; className?: string }) {
  return (
    <dl className={clsx('grid grid-cols-2 gap-2', className ?? 'sm:grid-cols-4')}>
      {tiles.map(({ label, value, tone = 'neutral' }) => (
        <div
          key={label}
          className="flex flex-col gap-0.5 rounded-2xl border border-white/8 bg-ink-950/60 px-3.5 py-3"
        >
          <dt className="text-xs font-semibold tracking-wide text-mist-400 uppercase">{label}</dt>
          <dd className={clsx('text-2xl font-black tabular-nums', tones[tone])}>
            {value.toLocaleString('en-US')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
