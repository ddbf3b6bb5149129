import { useId } from 'react';
import { formatDay, plural } from './admin-format.ts';

interface DayColumnsChartProps {
  title: string;
  days: { day: string; count: number }[];
}

const COLUMN = 10;
const HEIGHT = 100;

/**
 * One column per day. The SVG is summarised in its label; the day-by-day values are in a
 * table that only assistive technology reads.
 */
export function DayColumnsChart({ title, days }: DayColumnsChartProps) {
  const id = useId();
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const peak = days.reduce<{ day: string; count: number } | null>(
    (best, d) => (best && best.count >= d.count ? best : d),
    null,
  );
  const max = Math.max(1, peak?.count ?? 0);
  const summary =
    peak && peak.count > 0
      ? `${plural(total, 'swipe')} in ${plural(days.length, 'day')}, most on ${formatDay(peak.day)} (${peak.count.toLocaleString('en-US')}).`
      : `No swipes in the last ${plural(days.length, 'day')}.`;

  return (
    <figure className="flex flex-col gap-3" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="text-sm font-semibold text-white">
        {title}
      </figcaption>
      <svg
        role="img"
        aria-label={`${title}: ${summary}`}
        viewBox={`0 0 ${Math.max(days.length, 1) * COLUMN} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-28 w-full"
      >
        <line
          x1={0}
          x2={days.length * COLUMN}
          y1={HEIGHT - 0.5}
          y2={HEIGHT - 0.5}
          className="stroke-white/15"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
        {days.map((d, i) => {
          const h = d.count > 0 ? Math.max(2, (d.count / max) * (HEIGHT - 4)) : 0;
          return (
            <rect
              key={d.day}
              x={i * COLUMN + 1.5}
              y={HEIGHT - h}
              width={COLUMN - 3}
              height={h}
              className={d === peak ? 'fill-hot-400' : 'fill-violet-glow/70'}
            >
              <title>{`${formatDay(d.day)}: ${plural(d.count, 'swipe')}`}</title>
            </rect>
          );
        })}
      </svg>
      {days.length > 0 && (
        <div aria-hidden className="flex justify-between text-xs text-mist-500">
          <span>{formatDay(days[0]!.day)}</span>
          <span>{formatDay(days[days.length - 1]!.day)}</span>
        </div>
      )}
      <p aria-hidden className="text-sm text-mist-400">
        {summary}
      </p>
      {/* A table sizes itself to its cells whatever its width says, so the box that hides it is
          a div; a hidden table alone made phone pages wider than the screen. */}
      <div className="sr-only">
        <table>
          <caption>{title}, day by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Swipes</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{formatDay(d.day)}</td>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
