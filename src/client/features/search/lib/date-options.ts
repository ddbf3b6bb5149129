/**
 * The date filter's choices, in New York days. Plain Intl rather than luxon: the search page
 * should not load a date library for nine labels.
 */
const NYC_ZONE = 'America/New_York';

/** Today plus the next 7 days. */
const DATE_OPTION_DAYS = 8;

export interface DateOption {
  /** YYYY-MM-DD, the value the API takes. */
  value: string;
  label: string;
}

const nycDay = new Intl.DateTimeFormat('en-US', {
  timeZone: NYC_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// The dates below are New York calendar days held as UTC midnights, so they are printed in UTC.
const weekdayLabel = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayLabel = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function utcMidnight(iso: string): Date {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** Today's date in New York, whatever the viewer's own time zone. */
export function nycToday(now: Date = new Date()): string {
  const parts = Object.fromEntries(nycDay.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Today, Tomorrow, then the next six days by weekday name ("Sunday, Mar 10"). */
export function dateOptions(now: Date = new Date()): DateOption[] {
  const today = utcMidnight(nycToday(now));
  return Array.from({ length: DATE_OPTION_DAYS }, (_, i) => {
    const day = new Date(today.getTime());
    day.setUTCDate(day.getUTCDate() + i);
    const value = day.toISOString().slice(0, 10);
    const label = i === 0 ? 'Today' : i === 1 ? 'Tomorrow' : weekdayLabel.format(day);
    return { value, label };
  });
}

/** The label for a chosen date; one from an older shared link is spelled out in full. */
export function dateLabel(value: string, options: readonly DateOption[]): string {
  return options.find((o) => o.value === value)?.label ?? dayLabel.format(utcMidnight(value));
}
