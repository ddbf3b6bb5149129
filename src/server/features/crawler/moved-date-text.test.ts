import { describe, expect, it } from 'vitest';
import { moveDatesInText } from '#server/features/crawler/moved-date-text.ts';

const ANCHOR = '2025-09-01';
// 2025-09-18 (a Thursday) + 455 days = 2026-12-17 (a Thursday).
const move = (text: string) => moveDatesInText(text, 455, ANCHOR);

describe('moveDatesInText', () => {
  it('moves a written date in the style it was written in', () => {
    expect(move('Thursday, September 18, 2025 at 7 PM')).toBe(
      'Thursday, December 17, 2026 at 7 PM',
    );
    expect(move('on Sep 18')).toBe('on Dec 17');
    expect(move('Thu Sep 18 · 8:00 PM')).toBe('Thu Dec 17 · 8:00 PM');
    expect(move('Sept. 18th, 2025')).toBe('Dec. 17th, 2026');
    expect(move('through September 21st')).toBe('through December 20th');
    expect(move('Doors 9/18/2025, 09/18/25')).toBe('Doors 12/17/2026, 12/17/26');
  });

  it('leaves numbers that are not dates alone', () => {
    const text = 'Tickets $10, 1/2 price for kids, May 2025 lineup, Room 5, Mayor 12';
    expect(move(text)).toBe(text);
  });

  it('changes nothing when the fixtures are not moved', () => {
    expect(moveDatesInText('September 18, 2025', 0, ANCHOR)).toBe('September 18, 2025');
  });
});
