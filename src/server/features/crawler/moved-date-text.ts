import { shiftDate } from '#shared/event-span.ts';
import { MONTHS } from '#shared/event-when.ts';

/*
 * The demo crawl moves its fixtures into the coming weeks (demo-sources.ts); a date written in
 * a title or description moves with them, so a December card never says "September 18, 2025".
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const monthPattern = MONTHS.map((m) => `${m.slice(0, 3)}(?:${m.slice(3)}|t(?=\\.))?`).join('|');
const weekdayPattern = WEEKDAYS.map((d) => `${d.slice(0, 3)}(?:${d.slice(3)})?`).join('|');
/** "Thursday, September 18, 2025", "Sep 18", "Sept. 18th, 2025", "Thu Sep 18". */
const WRITTEN = new RegExp(
  `\\b(?:(${weekdayPattern})\\.?,?\\s+)?(${monthPattern})(\\.?)\\s+(\\d{1,2})(st|nd|rd|th)?\\b(?:(,?\\s+)(\\d{4})\\b)?`,
  'g',
);
/** "9/18/2025" or "09/18/25"; a number pair without a year may be anything ("1/2 price"). */
const NUMERIC = /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g;

const pad = (n: number) => String(n).padStart(2, '0');

/** The year that puts a month and day nearest the day the fixtures were written around. */
function nearestYear(month: number, day: number, anchor: string): number {
  const year = Number(anchor.slice(0, 4));
  const distance = (y: number) =>
    Math.abs(Date.parse(`${y}-${pad(month)}-${pad(day)}`) - Date.parse(anchor));
  return [year - 1, year, year + 1].reduce((best, y) => (distance(y) < distance(best) ? y : best));
}

function parts(date: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { year: y, month: m, day: d, weekday: new Date(`${date}T12:00:00Z`).getUTCDay() };
}

/**
 * `text` with every written date moved by `days`, in the style it was written in (a weekday,
 * an abbreviation, a year and an ordinal suffix stay when they were there). `anchor` is a day
 * near the fixtures' dates, for the year of a date written without one.
 */
export function moveDatesInText(text: string, days: number, anchor: string): string {
  if (days === 0) return text;
  const written = text.replace(
    WRITTEN,
    (
      match,
      weekday: string | undefined,
      month: string,
      dot: string,
      day: string,
      suffix,
      sep,
      year,
    ) => {
      const m = MONTHS.findIndex((name) => name.startsWith(month.slice(0, 3))) + 1;
      const d = Number(day);
      if (m === 0 || d < 1 || d > 31) return match;
      const y = year ? Number(year) : nearestYear(m, d, anchor);
      const moved = parts(shiftDate(`${y}-${pad(m)}-${pad(d)}`, days));
      const monthName = MONTHS[moved.month - 1]!;
      const newMonth = month.length > 4 ? monthName : monthName.slice(0, 3);
      const dayName = WEEKDAYS[moved.weekday]!;
      const newWeekday = weekday
        ? `${weekday.length > 3 ? dayName : dayName.slice(0, 3)}${match.slice(weekday.length, match.indexOf(month))}`
        : '';
      const ordinal = suffix ? ordinalSuffix(moved.day) : '';
      const newYear = year ? `${sep as string}${moved.year}` : '';
      return `${newWeekday}${newMonth}${dot} ${moved.day}${ordinal}${newYear}`;
    },
  );
  return written.replace(NUMERIC, (match, month: string, day: string, year: string) => {
    const m = Number(month);
    const d = Number(day);
    if (m < 1 || m > 12 || d < 1 || d > 31) return match;
    const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
    const moved = parts(shiftDate(`${fullYear}-${pad(m)}-${pad(d)}`, days));
    const newYear = year.length === 2 ? pad(moved.year % 100) : String(moved.year);
    const fmt = (n: number, like: string) => (like.length === 2 ? pad(n) : String(n));
    return `${fmt(moved.month, month)}/${fmt(moved.day, day)}/${newYear}`;
  });
}

function ordinalSuffix(day: number): string {
  if (day >= 11 && day <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}
