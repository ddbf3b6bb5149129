import { describe, expect, it } from 'vitest';
import { daysBetween, presetRange } from './search-dates.ts';

// 2030-03-04 is a Monday.
const week = ['04', '05', '06', '07', '08', '09', '10'].map((d) => `2030-03-${d}`);

describe('presetRange', () => {
  it('is today for Tonight and the next day for Tomorrow, across a month end', () => {
    expect(presetRange('tonight', '2030-03-31')).toEqual({ from: '2030-03-31', to: '2030-03-31' });
    expect(presetRange('tomorrow', '2030-03-31')).toEqual({ from: '2030-04-01', to: '2030-04-01' });
  });

  it('is the coming Friday to Sunday, or the rest of it once the weekend has begun', () => {
    const [mon, , , thu, fri, sat, sun] = week as [string, ...string[]];
    const weekend = { from: fri, to: sun };
    expect(presetRange('weekend', mon)).toEqual(weekend);
    expect(presetRange('weekend', thu!)).toEqual(weekend);
    expect(presetRange('weekend', fri!)).toEqual(weekend);
    expect(presetRange('weekend', sat!)).toEqual({ from: sat, to: sun });
    expect(presetRange('weekend', sun!)).toEqual({ from: sun, to: sun });
  });

  it('is today and the six days after it for Next 7 days, over a year end', () => {
    expect(presetRange('week', '2030-12-29')).toEqual({ from: '2030-12-29', to: '2031-01-04' });
  });
});

describe('daysBetween', () => {
  it('counts calendar days, clock changes and leap days included', () => {
    expect(daysBetween('2030-03-09', '2030-03-11')).toBe(2);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2030-03-11', '2030-03-09')).toBe(-2);
  });
});
