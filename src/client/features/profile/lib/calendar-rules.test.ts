import { describe, expect, it } from 'vitest';
import type { CalendarSettings } from '#shared/schemas/calendar.ts';
import { canAutoAdd, needsWarning } from './calendar-rules.ts';

function makeSettings(overrides: Partial<CalendarSettings> = {}): CalendarSettings {
  return {
    googleCalendarConnected: false,
    appleCalendarPreference: 'manual',
    autoAddToCalendar: false,
    googleCalendarAvailable: false,
    ...overrides,
  };
}

describe('canAutoAdd', () => {
  it.each([
    [false, 'manual', false],
    [false, 'disabled', false],
    [false, 'auto', true],
    [true, 'manual', true],
    [true, 'disabled', true],
    [true, 'auto', true],
  ] as const)(
    'google %s, apple %s → %s',
    (googleCalendarConnected, appleCalendarPreference, ok) => {
      expect(canAutoAdd(makeSettings({ googleCalendarConnected, appleCalendarPreference }))).toBe(
        ok,
      );
    },
  );

  it('does not depend on the switch itself', () => {
    expect(canAutoAdd(makeSettings({ autoAddToCalendar: true }))).toBe(false);
  });
});

describe('needsWarning', () => {
  it('warns when auto-add is on with nothing to add to', () => {
    expect(needsWarning(makeSettings({ autoAddToCalendar: true }))).toBe(true);
    expect(
      needsWarning(makeSettings({ autoAddToCalendar: true, appleCalendarPreference: 'disabled' })),
    ).toBe(true);
  });

  it('is quiet when auto-add is off', () => {
    expect(needsWarning(makeSettings())).toBe(false);
  });

  it('is quiet when Google is connected or Apple downloads automatically', () => {
    expect(
      needsWarning(makeSettings({ autoAddToCalendar: true, googleCalendarConnected: true })),
    ).toBe(false);
    expect(
      needsWarning(makeSettings({ autoAddToCalendar: true, appleCalendarPreference: 'auto' })),
    ).toBe(false);
  });

  it('ignores whether the server could connect Google, only whether it is connected', () => {
    expect(
      needsWarning(makeSettings({ autoAddToCalendar: true, googleCalendarAvailable: true })),
    ).toBe(true);
  });
});
