import { useId } from 'react';

export interface BarDatum {
  key: string;
  label: string;
  count: number;
  /** A CSS colour; the brand gradient when absent. */
  color?: string;
}

interface BarChartProps {
  title: string;
  data: BarDatum[];
  emptyText: string;
}

/**
 * Horizontal bars. Every bar's label and value are printed beside it, so the chart reads the
 * same without the bars, which are decoration to assistive technology.
 */
export function BarChart({ title, data, emptyText }: BarChartProps) {
  const id = useId();
  const max = Math.max(1, ...data.map((d) => d.count));
  return (
    <figure className="flex flex-col gap-3" aria-labelledby={id}>
      <figcaption id={id} className="text-sm font-semibold text-white">
        {title}
      </figcaption>
      {data.length === 0 ? (
        <p className="text-sm text-mist-500">{emptyText}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {data.map((d) => (
            <li
              key={d.key}
              className="grid grid-cols-[minmax(0,7.5rem)_1fr_auto] items-center gap-3 text-sm"
            >
              <span className="truncate text-mist-300">{d.label}</span>
              <span aria-hidden className="h-2.5 overflow-hidden rounded-full bg-white/6">
                <span
                  className={
                    d.color ? 'block h-full rounded-full' : 'block h-full rounded-full bg-brand'
                  }
                  style={{ width: `${(d.count / max) * 100}%`, backgroundColor: d.color }}
                />
              </span>
              <span className="min-w-10 text-right font-semibold text-white tabular-nums">
                {d.count.toLocaleString('en-US')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
