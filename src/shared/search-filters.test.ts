import { describe, expect, it } from 'vitest';
import { findBorough, findNeighborhood, parseSearchDate } from '#shared/search-filters.ts';

describe('parseSearchDate', () => {
  it('takes ISO dates as they are', () => {
    expect(parseSearchDate('2025-03-05')).toBe('2025-03-05');
    expect(parseSearchDate(' 2024-02-29 ')).toBe('2024-02-29');
  });

  it('reads the long form in any case, with full or short month names', () => {
    expect(parseSearchDate('March 5, 2025')).toBe('2025-03-05');
    expect(parseSearchDate('march 05, 2025')).toBe('2025-03-05');
    expect(parseSearchDate('MAR 5, 2025')).toBe('2025-03-05');
    expect(parseSearchDate('Mar. 5 2025')).toBe('2025-03-05');
    expect(parseSearchDate('Sept 30, 2025')).toBe('2025-09-30');
    expect(parseSearchDate('December 31, 2025')).toBe('2025-12-31');
  });

  it('refuses days that do not exist', () => {
    expect(parseSearchDate('2025-02-29')).toBeNull();
    expect(parseSearchDate('February 30, 2024')).toBeNull();
    expect(parseSearchDate('2025-04-31')).toBeNull();
    expect(parseSearchDate('2025-13-01')).toBeNull();
    expect(parseSearchDate('2025-00-10')).toBeNull();
    expect(parseSearchDate('March 0, 2025')).toBeNull();
    expect(parseSearchDate('0000-01-01')).toBeNull();
  });

  it('knows leap years', () => {
    expect(parseSearchDate('Feb 29, 2000')).toBe('2000-02-29');
    expect(parseSearchDate('Feb 29, 1900')).toBeNull();
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      'tomorrow',
      '03/05/2025',
      '2025-3-5',
      '20250305',
      'Marc 5, 2025',
      'Ma 5, 2025',
      '5 March 2025',
      'March 5',
      'March 5, 25',
      '2025-03-05T10:00',
    ]) {
      expect(parseSearchDate(text), text).toBeNull();
    }
  });
});

describe('place names', () => {
  it('match in any case and come back as listed', () => {
    expect(findBorough('staten island')).toBe('Staten Island');
    expect(findBorough('Queenz')).toBeUndefined();
    expect(findNeighborhood('soho')).toEqual({ name: 'SoHo', borough: 'Manhattan' });
    expect(findNeighborhood('Narnia')).toBeUndefined();
  });
});
