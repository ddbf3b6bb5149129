import type { Event } from '#shared/schemas/events.ts';

export type PlanGroup = 'tonight' | 'this-week' | 'later' | 'past';

export const PLAN_GROUPS: readonly PlanGroup[] = ['tonight', 'this-week', 'later', 'past'];

export const planGroupTitle: Record<PlanGroup, string> = {
  tonight: 'Tonight',
  'this-week': 'This week',
  later: 'Later',
  past: 'Past',
};

const nycDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day in New York as YYYY-MM-DD, whatever the viewer's own time zone. */
export function nycDate(now: Date): string {
  return nycDay.format(now);
}

function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

type Timing = Pick<Event, 'date' | 'startsAt' | 'allDay' | 'endDate'>;

/**
 * Still ahead or under way, as the server's lists decide it (docs/product.md#all-day-events): a
 * timed one-day event until it starts, an all-day event or a run over days until its last day ends.
 */
function stillOn(event: Timing, now: Date, today: string): boolean {
  if (Date.parse(event.startsAt) > now.getTime()) return true;
  const { endDate } = event;
  return endDate !== null && endDate >= today && (event.allDay || endDate > event.date);
}

/**
 * Where a saved event sits in the planner: today's (and runs on today), the next seven days,
 * later, or over.
 */
export function planGroup(event: Timing, now: Date): PlanGroup {
  const today = nycDate(now);
  if (!stillOn(event, now, today)) return 'past';
  if (event.date <= today) return 'tonight';
  if (event.date <= plusDays(today, 6)) return 'this-week';
  return 'later';
}

/** The items under each group, in the order given (the server's: soonest first). */
export function groupByPlan<T extends { event: Timing }>(
  items: readonly T[],
  now: Date,
): Map<PlanGroup, T[]> {
  const groups = new Map<PlanGroup, T[]>(PLAN_GROUPS.map((g) => [g, []]));
  for (const item of items) groups.get(planGroup(item.event, now))!.push(item);
  return groups;
}
