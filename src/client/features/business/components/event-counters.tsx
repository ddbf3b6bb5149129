import type { BusinessEvent } from '#shared/schemas/business.ts';

/** The dashboard's three counters: Total Events, Live Events, Pending Payment. */
export function EventCounters({ events }: { events: BusinessEvent[] }) {
  const counters = [
    { label: 'Total Events', value: events.length, color: 'text-white' },
    {
      label: 'Live Events',
      value: events.filter((e) => e.status === 'live').length,
      color: 'text-emerald-300',
    },
    {
      label: 'Pending Payment',
      value: events.filter((e) => e.status === 'unpaid').length,
      color: 'text-ember-400',
    },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {counters.map(({ label, value, color }) => (
        <div
          key={label}
          className="flex flex-col gap-1 rounded-2xl border border-white/8 bg-ink-850/80 p-3.5"
        >
          <dt className="order-last text-xs leading-tight font-medium text-mist-400">{label}</dt>
          <dd className={`text-3xl leading-none font-black tabular-nums ${color}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
