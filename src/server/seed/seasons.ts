import { shiftDate } from '#shared/event-span.ts';

/*
 * When a demo listing makes sense (docs/product.md#demo-data): in some months of the year, or
 * near a holiday. A listing without a season runs all year.
 */

export type Holiday =
  | 'thanksgiving'
  | 'thanksgiving-day'
  | 'hanukkah'
  | 'christmas'
  | 'tree-lighting'
  | 'nutcracker'
  | 'new-years-eve'
  | 'winter-solstice'
  | 'lunar-new-year'
  | 'valentines'
  | 'st-patricks'
  | 'pride'
  | 'july-4th'
  | 'halloween';

export type Season = { months: readonly number[] } | { holiday: Holiday };

/** First night of Hanukkah; the calendar is lunisolar, so the dates are listed, not computed. */
const HANUKKAH: Record<number, string> = {
  2024: '2024-12-25',
  2025: '2025-12-14',
  2026: '2026-12-04',
  2027: '2027-12-24',
  2028: '2028-12-12',
  2029: '2029-12-01',
  2030: '2030-12-20',
  2031: '2031-12-09',
  2032: '2032-11-27',
};

/** Lunar New Year's day; listed for the same reason. */
const LUNAR_NEW_YEAR: Record<number, string> = {
  2024: '2024-02-10',
  2025: '2025-01-29',
  2026: '2026-02-17',
  2027: '2027-02-06',
  2028: '2028-01-26',
  2029: '2029-02-13',
  2030: '2030-02-03',
  2031: '2031-01-23',
  2032: '2032-02-11',
};

const pad = (n: number) => String(n).padStart(2, '0');
const day = (year: number, month: number, d: number) => `${year}-${pad(month)}-${pad(d)}`;

/** The fourth Thursday of November. */
export function thanksgiving(year: number): string {
  const firstWeekday = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  return day(year, 11, 1 + ((4 - firstWeekday + 7) % 7) + 21);
}

interface Window {
  from: string;
  to: string;
}

/** The days, both counted, on which a holiday's listings run in a given year (or none). */
function holidayWindow(holiday: Holiday, year: number): Window | undefined {
  const around = (date: string | undefined, before: number, after: number) =>
    date ? { from: shiftDate(date, -before), to: shiftDate(date, after) } : undefined;
  switch (holiday) {
    case 'thanksgiving':
      return around(thanksgiving(year), 9, -1);
    case 'thanksgiving-day':
      return around(thanksgiving(year), 0, 0);
    case 'hanukkah':
      return around(HANUKKAH[year], 4, 7);
    case 'christmas':
      return { from: day(year, 11, 20), to: day(year, 12, 24) };
    case 'tree-lighting':
      return { from: day(year, 11, 24), to: day(year, 12, 8) };
    case 'nutcracker':
      return { from: day(year, 11, 26), to: day(year + 1, 1, 3) };
    case 'new-years-eve':
      return { from: day(year, 12, 27), to: day(year, 12, 31) };
    case 'winter-solstice':
      return { from: day(year, 12, 15), to: day(year, 12, 22) };
    case 'lunar-new-year':
      return around(LUNAR_NEW_YEAR[year], 5, 14);
    case 'valentines':
      return { from: day(year, 2, 7), to: day(year, 2, 14) };
    case 'st-patricks':
      return { from: day(year, 3, 10), to: day(year, 3, 17) };
    case 'pride':
      return { from: day(year, 6, 1), to: day(year, 6, 30) };
    case 'july-4th':
      return { from: day(year, 6, 28), to: day(year, 7, 4) };
    case 'halloween':
      return { from: day(year, 10, 15), to: day(year, 10, 31) };
  }
}

export function nearHoliday(holiday: Holiday, date: string): boolean {
  const year = Number(date.slice(0, 4));
  // A window can start in the year before (the Nutcracker runs into January).
  return [year - 1, year].some((y) => {
    const w = holidayWindow(holiday, y);
    return w !== undefined && date >= w.from && date <= w.to;
  });
}

/** True when a listing with this season may be dated `date` (YYYY-MM-DD). */
export function fitsSeason(season: Season | undefined, date: string): boolean {
  if (!season) return true;
  if ('months' in season) return season.months.includes(Number(date.slice(5, 7)));
  return nearHoliday(season.holiday, date);
}

/**
 * Thanksgiving and Christmas Day: the city stays home, so the demo lists only what is made for
 * the day itself (a turkey trot); films, games and runs go on.
 */
export function isClosedDay(date: string): boolean {
  return date.slice(5) === '12-25' || date === thanksgiving(Number(date.slice(0, 4)));
}

/** Month lists for the seasons most listings follow. */
export const WARM: Season = { months: [5, 6, 7, 8, 9] };
export const OUTDOOR: Season = { months: [4, 5, 6, 7, 8, 9, 10] };
export const COLD: Season = { months: [11, 12, 1, 2] };
export const NOT_WINTER: Season = { months: [3, 4, 5, 6, 7, 8, 9, 10, 11] };
