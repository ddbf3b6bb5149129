import { datePresetLabels, type DatePreset } from '#shared/search-dates.ts';

/**
 * The search's date filter as the page shows it, in New York days. Plain Intl rather than luxon:
 * the search page should not load a date library for a few labels.
 */
const NYC_ZONE = 'America/New_York';

/** A preset, or a from–to range; all empty for any date. */
export interface DateFilter {
  when: DatePreset | '';
  /** YYYY-MM-DD, or ''. */
  from: string;
  to: string;
}

export const ANY_DATE: DateFilter = { when: '', from: '', to: '' };

const nycDay = new Intl.DateTimeFormat('en-US', {
  timeZone: NYC_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// The dates below are New York calendar days held as UTC midnights, so they are printed in UTC.
const dayLabel = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

const label = (iso: string) => dayLabel.format(new Date(`${iso}T00:00:00Z`));

/** Today's date in New York, whatever the viewer's own time zone. */
export function nycToday(now: Date = new Date()): string {
  const parts = Object.fromEntries(nycDay.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function hasDateFilter(filter: DateFilter): boolean {
  return Boolean(filter.when || filter.from || filter.to);
}

/** "This weekend", "Sat, Mar 9" or "Sat, Mar 9 – Sun, Mar 17"; '' for any date. */
export function dateFilterLabel({ when, from, to }: DateFilter): string {
  if (when) return datePresetLabels[when];
  if (!from || !to) return '';
  return from === to ? label(from) : `${label(from)} – ${label(to)}`;
}
