import { describe, expect, it } from 'vitest';
import { COLD, fitsSeason, nearHoliday, thanksgiving, WARM } from '#server/seed/seasons.ts';

describe('seasons', () => {
  it('finds Thanksgiving on the fourth Thursday of November', () => {
    expect(thanksgiving(2025)).toBe('2025-11-27');
    expect(thanksgiving(2026)).toBe('2026-11-26');
    expect(thanksgiving(2029)).toBe('2029-11-22');
  });

  it('holds holiday listings to the days around the holiday', () => {
    expect(nearHoliday('thanksgiving', '2026-11-20')).toBe(true);
    expect(nearHoliday('thanksgiving', '2026-11-27')).toBe(false);
    expect(nearHoliday('hanukkah', '2026-12-04')).toBe(true);
    expect(nearHoliday('hanukkah', '2026-12-20')).toBe(false);
    expect(nearHoliday('christmas', '2026-12-24')).toBe(true);
    expect(nearHoliday('christmas', '2026-12-26')).toBe(false);
    expect(nearHoliday('christmas', '2026-07-15')).toBe(false);
    // A window that runs into the next year is found from either side of New Year.
    expect(nearHoliday('nutcracker', '2027-01-02')).toBe(true);
    expect(nearHoliday('nutcracker', '2027-01-10')).toBe(false);
    expect(nearHoliday('lunar-new-year', '2027-02-10')).toBe(true);
    expect(nearHoliday('pride', '2026-06-28')).toBe(true);
    expect(nearHoliday('halloween', '2026-11-01')).toBe(false);
  });

  it('fits month seasons by the month of the date, and no season to every date', () => {
    expect(fitsSeason(WARM, '2026-07-04')).toBe(true);
    expect(fitsSeason(WARM, '2026-12-04')).toBe(false);
    expect(fitsSeason(COLD, '2027-01-15')).toBe(true);
    expect(fitsSeason(COLD, '2026-06-15')).toBe(false);
    expect(fitsSeason(undefined, '2026-06-15')).toBe(true);
  });
});
