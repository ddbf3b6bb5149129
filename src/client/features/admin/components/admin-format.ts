const nycDateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  dateStyle: 'medium',
  timeStyle: 'short',
});
const nycDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  dateStyle: 'medium',
});
const nycDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
});

/** "12 events", "1 event", with thousands separators. */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun : pluralNoun}`;
}

/** An instant as New York wall-clock time, e.g. "Mar 5, 2030, 7:04 PM"; the raw text if unreadable. */
export function formatNycDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : nycDateTime.format(date);
}

/** An instant's New York day, e.g. "Mar 5, 2030"; the raw text if unreadable. */
export function formatNycDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : nycDate.format(date);
}

/** A calendar day (YYYY-MM-DD) as "Mar 5"; read as UTC so no time zone shifts the day. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : nycDay.format(date);
}

export function undoSummary(result: { eventsDeleted: number; userInteractionsDeleted: number }) {
  return `Deleted ${plural(result.eventsDeleted, 'event')} and ${plural(
    result.userInteractionsDeleted,
    'user interaction',
  )}.`;
}

/** A file size for people: "820 KB", "3.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}
