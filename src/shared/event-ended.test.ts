import { describe, expect, it } from 'vitest';
import { hasEnded } from '#shared/event-ended.ts';

const at = (iso: string) => new Date(iso);

describe('hasEnded', () => {
  const timed = {
    date: '2026-12-05',
    startsAt: '2026-12-06T00:00:00Z',
    allDay: false,
    endDate: null,
  };

  it('ends a timed one-day event two hours after its start', () => {
    expect(hasEnded(timed, at('2026-12-06T01:59:00Z'))).toBe(false);
    expect(hasEnded(timed, at('2026-12-06T02:01:00Z'))).toBe(true);
  });

  it('ends an all-day event or a run when its last New York day is over', () => {
    const allDay = { ...timed, startsAt: '2026-12-05T05:00:00Z', allDay: true };
    // 11 PM in New York on the 5th is still the 5th.
    expect(hasEnded(allDay, at('2026-12-06T04:00:00Z'))).toBe(false);
    expect(hasEnded(allDay, at('2026-12-06T05:01:00Z'))).toBe(true);
    const run = { ...timed, endDate: '2026-12-09' };
    expect(hasEnded(run, at('2026-12-09T20:00:00Z'))).toBe(false);
    expect(hasEnded(run, at('2026-12-10T06:00:00Z'))).toBe(true);
  });
});
