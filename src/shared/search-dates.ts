/**
 * The search's date filters (docs/search.md#dates): presets named in the URL, so a shared link
 * keeps meaning "this weekend", and a custom from–to range. Dates are New York calendar days as
 * YYYY-MM-DD; plain arithmetic rather than luxon, so the search page stays light.
 */

export const datePresets = ['tonight', 'tomorrow', 'weekend', 'week'] as const;
export type DatePreset = (typeof datePresets)[number];

export const datePresetLabels: Record<DatePreset, string> = {
  tonight: 'Tonight',
  tomorrow: 'Tomorrow',
  weekend: 'This weekend',
  week: 'Next 7 days',
};

export function isDatePreset(value: string): value is DatePreset {
  return (datePresets as readonly string[]).includes(value);
}

/** A range may span at most this many days, first and last included (a year, leap or not). */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
const utcMidnight = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

export function addDays(iso: string, days: number): string {
  return new Date(utcMidnight(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days `to` is after `from` (0 for the same day, negative before it). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/**
 * The days a preset covers, seen from `today`: Tonight is today (from 5 PM until 4 AM, the
 * search's conditions say); This weekend
 * is Friday to Sunday (from today when the weekend has begun); Next 7 days is today and the six
 * after it.
 */
export function presetRange(preset: DatePreset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'tonight':
      return { from: today, to: today };
    case 'tomorrow': {
      const tomorrow = addDays(today, 1);
      return { from: tomorrow, to: tomorrow };
    }
    case 'weekend': {
      // 0 Sunday … 6 Saturday; Friday is 5.
      const weekday = new Date(utcMidnight(today)).getUTCDay();
      const sunday = addDays(today, (7 - weekday) % 7);
      return { from: weekday === 0 || weekday >= 5 ? today : addDays(sunday, -2), to: sunday };
    }
    case 'week':
      return { from: today, to: addDays(today, 6) };
  }
}
